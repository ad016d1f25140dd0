import { describe, expect, it } from 'vitest'

import { addDays, calendarDayIn, type CheckinEntry } from '~/domain/checkins'
import { progressFacts } from '~/domain/progress'
import { writeBuiltinSummary } from '~/domain/progress-summary'
import { signpostingParagraph, SUPPORT_MESSAGES, supportOpening } from '~/domain/wellbeing/messages'
import {
  SUPPORT_CONTACTS,
  SUPPORT_GROUPS,
  SUPPORT_SETTINGS,
  supportContactsReviewDue,
  supportHref,
} from '~/domain/wellbeing/support-contacts'
import {
  journalSuggestsHarm,
  moodIsVeryLow,
  recentJournalSuggestsHarm,
  supportDecision,
  type SupportCheckin,
} from '~/domain/wellbeing/support-rules'
import { SIGNPOSTING_PROMPT, withSignposting } from '~/services/progress-summary/summary-writers.server'

const TODAY = '2026-11-25'

/** Check-ins on consecutive days ending `last` (newest first), with these moods. */
function days(moods: number[], last = TODAY, journal: (i: number) => string | null = () => null): SupportCheckin[] {
  return moods.map((mood, i) => ({ date: addDays(last, -i), mood, journal_entry: journal(i) }))
}

describe('low mood: at least 5 of her newest 7 check-ins within the last 10 days have mood 3 or below', () => {
  it('shows at 5 of 7 and not at 4 of 7', () => {
    expect(moodIsVeryLow(days([3, 3, 3, 3, 3, 6, 6]), TODAY)).toBe(true)
    expect(moodIsVeryLow(days([3, 3, 3, 3, 6, 6, 6]), TODAY)).toBe(false)
    expect(moodIsVeryLow(days([6, 3, 6, 3, 3, 6, 3]), TODAY)).toBe(false)
    expect(moodIsVeryLow(days([6, 3, 6, 3, 3, 3, 3]), TODAY)).toBe(true)
  })

  it('counts mood 3 as low and mood 4 as not', () => {
    expect(moodIsVeryLow(days([3, 3, 3, 3, 3, 7, 7]), TODAY)).toBe(true)
    expect(moodIsVeryLow(days([4, 4, 4, 4, 4, 4, 4]), TODAY)).toBe(false)
    expect(moodIsVeryLow(days([3, 3, 3, 3, 4, 4, 4]), TODAY)).toBe(false)
  })

  it('reads only her newest 7: low days before them do not count', () => {
    // Newest 7 hold 4 low days; the 8th and 9th are low too but older.
    expect(moodIsVeryLow(days([6, 6, 6, 3, 3, 3, 3, 1, 1]), TODAY)).toBe(false)
  })

  it('looks at today and the 9 days before, not the 10th day back', () => {
    // Five check-ins of mood 3 (low, but not the mood-2 run), every other day; the oldest 9 or 10 days back.
    const spread = (oldest: number) => [0, 2, 4, 6, oldest].map((back) => ({ date: addDays(TODAY, -back), mood: 3, journal_entry: null }))
    expect(moodIsVeryLow(spread(9), TODAY)).toBe(true)
    expect(moodIsVeryLow(spread(10), TODAY)).toBe(false)
  })

  it('moves with her day: low days drop out as the window passes them', () => {
    const lowWeek = days([3, 3, 3, 3, 3, 3, 3], addDays(TODAY, -6))
    // On TODAY the window starts 9 days back: 4 of the 7 are inside.
    expect(moodIsVeryLow(lowWeek, TODAY)).toBe(false)
    // A day earlier, 5 were.
    expect(moodIsVeryLow(lowWeek, addDays(TODAY, -1))).toBe(true)
  })

  it('does not depend on the order the check-ins come in', () => {
    expect(moodIsVeryLow(days([3, 3, 3, 3, 3, 6, 6]).reverse(), TODAY)).toBe(true)
  })
})

describe('low mood: her newest 3 check-ins in a row have mood 2 or below', () => {
  it('shows at 3 in a row of mood 2 or below', () => {
    expect(moodIsVeryLow(days([2, 1, 2]), TODAY)).toBe(true)
    expect(moodIsVeryLow(days([2, 2, 2, 8, 8, 8, 8]), TODAY)).toBe(true)
  })

  it('needs all three: two in a row, or a mood 3 among them, is not enough', () => {
    expect(moodIsVeryLow(days([2, 2]), TODAY)).toBe(false)
    expect(moodIsVeryLow(days([2, 2, 3]), TODAY)).toBe(false)
    expect(moodIsVeryLow(days([2, 8, 2, 2]), TODAY)).toBe(false)
    // The newest check-in is better: the run is broken.
    expect(moodIsVeryLow(days([5, 1, 1, 1]), TODAY)).toBe(false)
  })

  it('holds for her newest three however far apart they are', () => {
    const spread: SupportCheckin[] = [0, 6, 20].map((back) => ({ date: addDays(TODAY, -back), mood: 1, journal_entry: null }))
    expect(moodIsVeryLow(spread, TODAY)).toBe(true)
  })
})

describe('the curated phrase list', () => {
  it.each([
    'I want to die',
    'Sometimes I just want to die.',
    'I feel like I could kill myself',
    "I'm thinking of ending it all",
    'I want to end it all',
    'I want to end my life',
    "I don't want to be here anymore",
    'I don’t want to be here anymore',
    'I dont want to be here',
    'I do not want to be here',
    'They would be better off without me',
    'There is no reason to live',
    'Thinking about suicide',
    'I feel SUICIDAL today',
    'Urges to self-harm again',
    'urges to self harm',
    'I want to hurt myself',
    "I've been hurting myself",
  ])('matches %j', (text) => {
    expect(journalSuggestsHarm(text)).toBe(true)
  })

  it.each([
    'I could kill for a coffee',
    'This heat is killing me',
    'My feet are killing me after the walk',
    'I was killing myself laughing at the film',
    "I'm dying for a cup of tea",
    'I nearly died of embarrassment at the hot flush in the meeting',
    'Dead tired but happy',
    'At the end of it all, a good day',
    'This is the end of my lie-ins now the dog is here',
        'Skill myself up on yoga',
    'Great sleep, felt energised all day',
    '',
  ])('does not match the figure of speech or ordinary note %j', (text) => {
    expect(journalSuggestsHarm(text)).toBe(false)
  })

  it('finds nothing in an empty or missing journal', () => {
    expect(journalSuggestsHarm(null)).toBe(false)
    expect(journalSuggestsHarm(undefined)).toBe(false)
  })
})

describe('journal: a check-in of the last 3 days with a curated phrase', () => {
  const note = (back: number, text: string): SupportCheckin => ({ date: addDays(TODAY, -back), mood: 8, journal_entry: text })

  it('counts today, yesterday and the day before, not 3 days back', () => {
    expect(recentJournalSuggestsHarm([note(0, 'I want to end it all')], TODAY)).toBe(true)
    expect(recentJournalSuggestsHarm([note(1, "I don't want to be here anymore")], TODAY)).toBe(true)
    expect(recentJournalSuggestsHarm([note(2, 'no reason to live')], TODAY)).toBe(true)
    expect(recentJournalSuggestsHarm([note(3, 'no reason to live')], TODAY)).toBe(false)
  })

  it('does not match a figure of speech with good ratings', () => {
    expect(supportDecision([note(1, 'I could kill for a coffee')], TODAY)).toEqual({ show: false, reason: null, level: null })
  })
})

describe('the decision', () => {
  it('shows for low mood', () => {
    expect(supportDecision(days([2, 2, 2, 2, 2, 2, 2]), TODAY)).toEqual({ show: true, reason: 'low_mood', level: 'support' })
  })

  it('shows for her words even when her ratings are good', () => {
    expect(supportDecision(days([8, 8, 8], TODAY, (i) => (i === 1 ? "I don't want to be here anymore" : null)), TODAY)).toEqual({
      show: true,
      reason: 'journal',
      level: 'support',
    })
  })

  it('names her words first when both hold', () => {
    expect(supportDecision(days([1, 1, 1], TODAY, (i) => (i === 0 ? 'suicidal' : null)), TODAY).reason).toBe('journal')
  })

  it('does not show for good ratings, for no check-ins', () => {
    expect(supportDecision(days([7, 6, 8, 5, 7, 9, 6]), TODAY)).toEqual({ show: false, reason: null, level: null })
    expect(supportDecision([], TODAY)).toEqual({ show: false, reason: null, level: null })
  })
})

describe('her day', () => {
  it('is the calendar day in Europe/London unless told, whatever the server’s zone', () => {
    // 23:30 UTC in British Summer Time is already the next day in London.
    expect(calendarDayIn(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02')
    expect(calendarDayIn(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01')
    expect(calendarDayIn(new Date('2026-07-01T23:30:00Z'), 'America/New_York')).toBe('2026-07-01')
  })
})

describe('the contacts settings table', () => {
  it('holds the contacts the support page promises, with working tel: and sms: links', () => {
    const byId = Object.fromEntries(SUPPORT_CONTACTS.map((c) => [c.id, c]))
    expect(byId.samaritans.href).toBe('tel:116123')
    expect(byId.samaritans.action?.label).toContain('116 123')
    expect(byId.shout.href).toBe('sms:85258?&body=SHOUT')
    expect(byId.shout.action?.label).toBe('Text SHOUT to 85258')
    expect(byId.nhs_111.href).toBe('tel:111')
    expect(byId.nhs_111.description).toContain('option 2')
    expect(byId.emergency.href).toBe('tel:999')
    expect(byId.emergency.description).toContain('A&E')
    expect(byId.gp.href).toBeNull()
  })

  it('makes every link from the number a person reads', () => {
    for (const contact of SUPPORT_CONTACTS) {
      if (!contact.action) continue
      expect(contact.href).toMatch(/^(tel|sms):\+?\d+/)
      expect(contact.href).toContain(contact.action.number.replace(/\D/g, ''))
      expect(contact.action.label).toContain(contact.action.number)
      expect(contact.in_words).toContain(contact.action.number)
    }
    expect(supportHref({ kind: 'call', number: '+44 20 7946 0000', label: 'x' })).toBe('tel:+442079460000')
    expect(supportHref({ kind: 'text', number: '85258', label: 'x' })).toBe('sms:85258')
    expect(supportHref(null)).toBeNull()
  })

  it('puts every contact in a section of the support page', () => {
    for (const contact of SUPPORT_CONTACTS) expect(SUPPORT_GROUPS).toContain(contact.group)
    expect(new Set(SUPPORT_CONTACTS.map((c) => c.id)).size).toBe(SUPPORT_CONTACTS.length)
  })

  it('says when the numbers were last checked and against what', () => {
    expect(SUPPORT_SETTINGS.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(SUPPORT_SETTINGS.sources.length).toBeGreaterThan(0)
    for (const source of SUPPORT_SETTINGS.sources) expect(source.url).toMatch(/^https:\/\//)
  })

  it('knows when a check is due', () => {
    const settings = { checked_on: '2026-01-01', review_within_days: 183 }
    expect(supportContactsReviewDue('2026-07-03', settings)).toBe(false)
    expect(supportContactsReviewDue('2026-07-04', settings)).toBe(true)
  })

  it('has been checked within the review period: check every number against the sources, then update checked_on', () => {
    expect(supportContactsReviewDue(calendarDayIn(new Date()))).toBe(false)
  })
})

describe('the signposting in the progress summary', () => {
  const lowMonth: CheckinEntry[] = Array.from({ length: 14 }, (_, i) => ({
    date: addDays(TODAY, -i),
    energy_level: 3,
    sleep_quality: 3,
    stress_level: 9,
    mood: 1,
    journal_entry: null,
  })).reverse()

  it('opens the advice with the contacts instead of lifestyle tips', () => {
    const facts = progressFacts(lowMonth)!
    const signposting = signpostingParagraph('low_mood')
    const text = writeBuiltinSummary(facts, 'Ada', null, signposting)
    const paragraphs = text.split('\n\n')
    expect(paragraphs[0]).toMatch(/^Hi Ada/)
    expect(paragraphs[1]).toBe(signposting)
    expect(text).toContain("You've told us your mood has been very low.")
    expect(text).toContain('116 123')
    expect(text).toContain('SHOUT to 85258')
    expect(text).toContain('NHS 111')
    expect(text).toContain('999')
    expect(text).not.toContain('Something to focus on next')
    // Without it, the same facts give the lifestyle tip.
    expect(writeBuiltinSummary(facts, 'Ada')).toContain('Something to focus on next')
  })

  it('reads the same for both reasons once past the opening', () => {
    expect(signpostingParagraph('journal')).toContain(supportOpening('journal'))
    expect(signpostingParagraph('journal')).not.toMatch(/journal|wrote/i)
    expect(supportOpening('low_mood')).toContain(SUPPORT_MESSAGES.notAlone)
  })

  it('places the app’s own contacts after the model’s first paragraph, and tells the model so', () => {
    expect(withSignposting('Hi Ada, your month.\n\nYour sleep dipped.', 'CONTACTS')).toBe('Hi Ada, your month.\n\nCONTACTS\n\nYour sleep dipped.')
    expect(withSignposting('One paragraph only.', 'CONTACTS')).toBe('One paragraph only.\n\nCONTACTS')
    expect(SIGNPOSTING_PROMPT).toMatch(/no lifestyle tips/)
    expect(SIGNPOSTING_PROMPT).toMatch(/after your first paragraph/)
  })
})
