import { describe, expect, it } from 'vitest'

import { STARTER_LIBRARY, starterItemData } from '../../cms/collections/LibraryItems/starter'
import { markdownToLexical } from '../../cms/collections/LibraryItems/starter/markdown'
import { utcWeekStart as weekStart } from '~/domain/calendar'
import { FEATURED_LIMIT, normaliseFeaturedWeek, selectFeatured, weekAfter, weekWindow } from '~/domain/content/featured'
import {
  accessBanner,
  CATEGORY_FILTERS,
  isLocked,
  lengthLabel,
  LIBRARY_CATEGORIES,
  lockedDetail,
  normaliseSearchText,
  ratingSummary,
  TAB_LABELS,
} from '~/domain/content/library'
import { toDetail, toSummary } from '~/domain/content/public'
import { countWords, readTimeMinutes, richTextPassages, richTextToPlain, safeLinkUrl } from '~/domain/content/rich-text'
import { parseRange } from '~/lib/file-stream.server'

describe('library item entitlement per tier (doc 1 §6)', () => {
  it('locks plus items for base-tier customers only', () => {
    expect(isLocked('base', 'base')).toBe(false)
    expect(isLocked('base', 'plus')).toBe(true)
    expect(isLocked('plus', 'base')).toBe(false)
    expect(isLocked('plus', 'plus')).toBe(false)
  })

  it("answers a locked item with '… requires {product}+ subscription'", () => {
    expect(lockedDetail('Body scan', 'Liberate')).toBe('"Body scan" requires Liberate+ subscription')
    expect(lockedDetail('Body scan', 'Bloom')).toMatch(/requires Bloom\+ subscription$/)
  })

  it("words the access banner per tier, with an upgrade only for {product}", () => {
    const base = accessBanner('base', 'Liberate')
    expect(base.title).toBe('Liberate access')
    expect(base.text).toContain('essential educational content, training videos and basic mindfulness')
    expect(base.upgrade).toContain('Liberate+')
    expect(base.upgrade).toContain('RTT audio, advanced content, personal documents and priority support')
    const plus = accessBanner('plus', 'Liberate')
    expect(plus.title).toBe('Liberate+ access')
    expect(plus.text).toContain('RTT audio, advanced content, personal documents and priority support')
    expect(plus.upgrade).toBeNull()
  })

  it("has the spec's categories and tabs", () => {
    expect(CATEGORY_FILTERS).toEqual(['all', 'education', 'recordings', 'training', 'documents', 'rtt', 'mindfulness', 'medical', 'nutrition', 'health'])
    expect(Object.values(TAB_LABELS)).toEqual(['Training Videos', 'RTT & Mindfulness', 'Educational Articles'])
  })
})

describe('read time from the article body', () => {
  const body = (words: number) => markdownToLexical(Array.from({ length: words }, (_, i) => `word${i}`).join(' '))

  it('counts words in every text node, across headings, lists and links', () => {
    const rich = markdownToLexical('## Heading here\n\nOne **two** _three_.\n\n- four five\n- six\n\nSee [the NHS page](https://www.nhs.uk/) now.')
    expect(countWords(richTextToPlain(rich))).toBe(13)
  })

  it('rounds up at 200 words a minute, at least one minute, and nothing for an empty body', () => {
    expect(readTimeMinutes(body(1))).toBe(1)
    expect(readTimeMinutes(body(200))).toBe(1)
    expect(readTimeMinutes(body(201))).toBe(2)
    expect(readTimeMinutes(body(1000))).toBe(5)
    expect(readTimeMinutes(markdownToLexical(''))).toBeNull()
    expect(readTimeMinutes(null)).toBeNull()
    expect(readTimeMinutes({ not: 'rich text' })).toBeNull()
  })

  it('splits a body into passages for speech synthesis, one per block', () => {
    const rich = markdownToLexical('## Settle\n\nFind a position.\n\n1. Breathe in\n2. Breathe out')
    expect(richTextPassages(rich)).toEqual(['Settle', 'Find a position.', 'Breathe in', 'Breathe out'])
  })

  it('renders only web, mail and same-site links', () => {
    expect(safeLinkUrl({ type: 'link', fields: { url: 'https://www.nhs.uk/' } })).toBe('https://www.nhs.uk/')
    expect(safeLinkUrl({ type: 'link', fields: { url: '/content' } })).toBe('/content')
    expect(safeLinkUrl({ type: 'link', fields: { url: 'javascript:alert(1)' } })).toBeNull()
    expect(safeLinkUrl({ type: 'link', fields: { url: '//evil.example' } })).toBeNull()
  })

  it('labels length as duration for media and read time for articles', () => {
    expect(lengthLabel({ format: 'video', duration_minutes: 12 })).toBe('12 min')
    expect(lengthLabel({ format: 'article', read_time_minutes: 4 })).toBe('4 min read')
    expect(lengthLabel({ format: 'document' })).toBeNull()
  })
})

describe('featured-week selection', () => {
  const saturday = new Date('2026-11-21T15:00:00Z')

  it('starts weeks on Monday 00:00 UTC', () => {
    expect(weekStart(saturday).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    expect(weekStart(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    expect(weekStart(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    expect(weekWindow(saturday).to.toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(weekAfter(saturday, 2)).toBe('2026-11-30T00:00:00.000Z')
  })

  it("stores any picked day as its week's Monday", () => {
    expect(normaliseFeaturedWeek('2026-11-19T10:00:00.000Z')).toBe('2026-11-16T00:00:00.000Z')
    expect(normaliseFeaturedWeek('')).toBeNull()
    expect(normaliseFeaturedWeek('not a date')).toBeNull()
  })

  it("shows only this week's featured items, in title order, at most the limit", () => {
    const thisWeek = '2026-11-16T00:00:00.000Z'
    const items = [
      { title: 'C', featured: true, featured_week: thisWeek },
      { title: 'A', featured: true, featured_week: thisWeek },
      { title: 'Last week', featured: true, featured_week: '2026-11-09T00:00:00.000Z' },
      { title: 'Next week', featured: true, featured_week: '2026-11-23T00:00:00.000Z' },
      { title: 'Unfeatured', featured: false, featured_week: thisWeek },
      { title: 'B', featured: true, featured_week: thisWeek },
      { title: 'D', featured: true, featured_week: thisWeek },
    ]
    expect(selectFeatured(items, saturday).map((i) => i.title)).toEqual(['A', 'B', 'C'].slice(0, FEATURED_LIMIT))
    expect(selectFeatured(items, new Date('2026-11-24T00:00:00Z')).map((i) => i.title)).toEqual(['Next week'])
    expect(selectFeatured(items, new Date('2026-12-24T00:00:00Z'))).toEqual([])
  })
})

describe('ratings and search text', () => {
  it('averages to one decimal, or nothing until rated', () => {
    expect(ratingSummary(0, 0)).toBeNull()
    expect(ratingSummary(9, 2)).toEqual({ average: 4.5, count: 2 })
    expect(ratingSummary(10, 3)).toEqual({ average: 3.3, count: 3 })
  })

  it('normalises case, accents and punctuation for the search index', () => {
    expect(normaliseSearchText('HRT: Café', null, 'Team')).toBe('hrt cafe team')
  })
})

describe('the starter library', () => {
  it('covers the topics the product promises, with sources for every item', () => {
    const titles = STARTER_LIBRARY.map((i) => i.title.toLowerCase()).join(' | ')
    for (const topic of ['perimenopause', 'symptoms', 'hrt', 'bones', 'heart', 'eating', 'sleep', 'breathing', 'body scan', 'pelvic floor', 'strength']) {
      expect(titles).toContain(topic)
    }
    for (const item of STARTER_LIBRARY) {
      expect(item.sources.length, item.title).toBeGreaterThan(0)
      for (const source of item.sources) expect(source.url).toMatch(/^https:\/\//)
      expect(LIBRARY_CATEGORIES).toContain(item.category)
    }
    expect(STARTER_LIBRARY.some((i) => i.sources.some((s) => s.url === 'https://www.nice.org.uk/guidance/ng23'))).toBe(true)
    expect(new Set(STARTER_LIBRARY.map((i) => i.key)).size).toBe(STARTER_LIBRARY.length)
  })

  it('has free items in every tab and more for plus, and no invented media', () => {
    for (const tab of ['training_videos', 'rtt_mindfulness', 'educational_articles']) {
      expect(STARTER_LIBRARY.some((i) => i.tab === tab && i.tier === 'base'), tab).toBe(true)
    }
    expect(STARTER_LIBRARY.some((i) => i.tier === 'plus')).toBe(true)
    const data = STARTER_LIBRARY.map((i) => starterItemData(i, new Date('2026-11-21T00:00:00Z'), 'Liberate'))
    for (const d of data) {
      expect(d.format).toBe('article')
      expect(d.author).toBe('Liberate editorial team')
      expect(readTimeMinutes(d.body)).toBeGreaterThan(0)
    }
    expect(data.filter((d) => d.featured_week === '2026-11-16T00:00:00.000Z').length).toBeGreaterThan(0)
  })
})

describe('what a customer receives for an item', () => {
  const record = {
    id: 'a1',
    title: 'Deep relaxation',
    description: 'A session',
    category: 'mindfulness' as const,
    tab: 'rtt_mindfulness' as const,
    tier: 'plus' as const,
    format: 'audio' as const,
    author: 'Team',
    thumbnail: 'f-thumb',
    media: 'f-audio',
    duration_minutes: 20,
    sources: [{ title: 'NHS', url: 'https://www.nhs.uk/' }],
  }

  it('names the tier after the brand and marks it locked for the base tier', () => {
    expect(toSummary(record, 'base', 'Liberate', null)).toMatchObject({ tier: 'Liberate+', locked: true, duration: '20 min', readTime: null, thumbnail: '/resources/content/a1/thumbnail' })
    expect(toSummary(record, 'plus', 'Liberate', { average: 4, count: 2 })).toMatchObject({ locked: false, rating: { average: 4, count: 2 } })
  })

  it('never builds the content of a locked item', () => {
    expect(toDetail(record, 'base', 'Liberate', null, null)).toBeNull()
    expect(toDetail(record, 'plus', 'Liberate', null, 3)).toMatchObject({ file_url: '/resources/content/a1/file', file_type: 'audio', body: null, my_rating: 3, sources: record.sources })
  })

  it('gives articles their body and no file', () => {
    const article = { ...record, tier: 'base' as const, format: 'article' as const, media: null, body: markdownToLexical('Hello there'), read_time_minutes: 1 }
    const detail = toDetail(article, 'base', 'Liberate', null, null)
    expect(detail).toMatchObject({ file_url: null, file_type: null, readTime: '1 min read', duration: null })
    expect(richTextToPlain(detail?.body)).toBe('Hello there')
  })
})

describe('HTTP ranges for streamed files', () => {
  it('parses single byte ranges and refuses unsatisfiable ones', () => {
    expect(parseRange(null, 100)).toBeNull()
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 })
    expect(parseRange('bytes=100-', 100)).toBe('invalid')
    expect(parseRange('bytes=9-3', 100)).toBe('invalid')
    expect(parseRange('bytes=-0', 100)).toBe('invalid')
    expect(parseRange('bytes=0-1,5-6', 100)).toBe('invalid')
    expect(parseRange('items=0-1', 100)).toBeNull()
  })
})
