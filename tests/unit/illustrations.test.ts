import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CATEGORY_ART, FALLBACK_ART, itemArt, PERSONAL_ART, PRACTICE_ART } from '~/components/content/art'
import { MEAL_ART, RECIPE_ART } from '~/components/meal-plans/art'
import { MEAL_TYPES } from '~/domain/constants'
import { LIBRARY_CATEGORIES, PRACTICE_TYPES, practiceType } from '~/domain/content/library'

import tailwind from '../../tailwind.config'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The drawing behind an imported asset: the Remix build answers a hashed file
 * URL; Vite, here, inlines small files as `data:image/svg+xml,…` URLs.
 */
function svgOf(url: string): string {
  if (url.startsWith('data:image/svg+xml,')) return decodeURIComponent(url.slice('data:image/svg+xml,'.length))
  return fs.readFileSync(path.join(root, url.replace(/^\//, '')), 'utf8')
}

const digest = (url: string) => createHash('sha256').update(svgOf(url).replace(/\s+/g, ' ').replace(/"/g, "'")).digest('hex')

/** Every drawing is its own: no two entries share a file or the same picture under another name. */
function expectDistinct(urls: string[]) {
  expect(new Set(urls.map(digest)).size).toBe(urls.length)
}

describe('the picture at the head of a library card or item', () => {
  it('is the thumbnail an editor uploaded, whatever the category', () => {
    expect(itemArt({ thumbnail: '/resources/content/a1/thumbnail', category: 'nutrition' })).toEqual({
      name: 'thumbnail',
      src: '/resources/content/a1/thumbnail',
    })
  })

  it.each(LIBRARY_CATEGORIES)('is the %s illustration when there is no thumbnail', (category) => {
    expect(itemArt({ thumbnail: null, category })).toEqual({ name: `category-${category}`, src: CATEGORY_ART[category] })
  })

  it('falls back to the neutral illustration for a category this version does not know', () => {
    for (const category of ['sleep', '', 'toString', '__proto__']) {
      expect(itemArt({ thumbnail: null, category })).toEqual({ name: 'fallback', src: FALLBACK_ART })
    }
    expect(itemArt({ thumbnail: '', category: 'unknown' }).name).toBe('fallback')
  })
})

describe('one illustration each', () => {
  it('for every library category of the spec (doc 1 §9), and the fallback is none of them', () => {
    expect(Object.keys(CATEGORY_ART).sort()).toEqual([...LIBRARY_CATEGORIES].sort())
    expectDistinct([...Object.values(CATEGORY_ART), FALLBACK_ART])
  })

  it('for every kind of practice, and for each kind of file the wellness team sends', () => {
    expect(Object.keys(PRACTICE_ART).sort()).toEqual([...PRACTICE_TYPES].sort())
    expectDistinct(Object.values(PRACTICE_ART))
    expect(Object.keys(PERSONAL_ART).sort()).toEqual(['audio', 'document', 'image', 'message', 'video'])
    expectDistinct(Object.values(PERSONAL_ART))
  })

  it('for every meal type (breakfast, lunch, dinner, snack): a badge and a scene', () => {
    expect(Object.keys(MEAL_ART).sort()).toEqual([...MEAL_TYPES].sort())
    expect(Object.keys(RECIPE_ART).sort()).toEqual([...MEAL_TYPES].sort())
    expectDistinct([...Object.values(MEAL_ART), ...Object.values(RECIPE_ART)])
  })

  it('names a written script offered with "Listen" a guided practice, and other items by their format', () => {
    expect(practiceType({ format: 'article', listen_aloud: true })).toBe('guided')
    expect(practiceType({ format: 'article', listen_aloud: false })).toBe('article')
    expect(practiceType({ format: 'video', listen_aloud: true })).toBe('video')
    expect(practiceType({ format: 'document' })).toBe('document')
  })
})

const colours = tailwind.theme.extend.colors as Record<string, string | Record<string, string>>
const PALETTE = new Set(['#fff', '#ffffff', ...Object.values(colours).flatMap((c) => (typeof c === 'string' ? [c] : Object.values(c)))])
// The warm brown of nuts, which the app's first illustrations already use beside the brand colours.
PALETTE.add('#b97a5c')

function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

const drawings: Array<[string, string]> = [
  ...Object.entries(CATEGORY_ART).map(([k, url]): [string, string] => [`category ${k}`, url]),
  ['fallback', FALLBACK_ART],
  ...Object.entries(PRACTICE_ART).map(([k, url]): [string, string] => [`practice ${k}`, url]),
  ['personal image', PERSONAL_ART.image],
  ['personal message', PERSONAL_ART.message],
  ...Object.entries(MEAL_ART).map(([k, url]): [string, string] => [`meal badge ${k}`, url]),
  ...Object.entries(RECIPE_ART).map(([k, url]): [string, string] => [`meal scene ${k}`, url]),
]

describe('the drawings', () => {
  it('are all in use: one file in app/assets/art for each', () => {
    const files = fs.readdirSync(path.join(root, 'app/assets/art')).filter((f) => /^(library|kind|meal|recipe)-.*\.svg$/.test(f))
    expect(files).toHaveLength(drawings.length)
    expectDistinct(drawings.map(([, url]) => url))
  })
})

describe.each(drawings)('the %s drawing', (_name, url) => {
  const svg = svgOf(url)

  it('is small and self-contained: no photo, no text, no script, nothing fetched', () => {
    expect(svg.length).toBeLessThan(2200)
    expect(svg).toMatch(/^<svg xmlns=["']http:\/\/www\.w3\.org\/2000\/svg["'] viewBox=["']0 0 (360 140|48 48)["']>/)
    expect(svg).not.toMatch(/<(image|text|script|foreignObject|style)\b|href=|url\(/i)
  })

  it('is drawn in the brand palette, and its main shape stands out from its background at 3:1 or more', () => {
    const used = [...svg.matchAll(/(?:fill|stroke)=["'](#[0-9a-f]{3,6})["']/gi)].map((m) => m[1].toLowerCase())
    expect(used.filter((c) => !PALETTE.has(c))).toEqual([])
    const background = used[0]
    expect(Math.max(...used.slice(1).map((c) => contrast(c, background)))).toBeGreaterThanOrEqual(3)
  })
})
