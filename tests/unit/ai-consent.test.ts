import { describe, expect, it } from 'vitest'

import {
  AI_AGREE_PHRASE,
  AI_CONSENT_QUESTION,
  AI_JOURNAL_PHRASE,
  aiConsentGiven,
  aiConsentSentence,
  aiConsentState,
  JOURNAL_NOTE_MAX_CHARS,
  mayUseAi,
  shouldAskForAi,
} from '../../app/domain/account/ai-consent'
import { summaryPrompt, withGreeting } from '../../app/domain/ai/summary-prompt'
import { addDays, type CheckinEntry } from '../../app/domain/checkins'
import { buildProfile } from '../../app/domain/meal-plans/profile'
import { progressFacts } from '../../app/domain/progress'
import { sleepDayRelation } from '../../app/domain/sleep/next-day'
import type { Night } from '../../app/domain/sleep/rules'
import { describeProfile } from '../../app/services/meal-plans/openai-planner.server'

/**
 * What reaches the AI provider (issue 35): nothing without her consent, and
 * with it the least needed. These are the builders every AI request is made
 * from; tests/api/ai-consent.test.ts checks the same on the wire.
 */
const TODAY = '2026-11-25'
const NAME = 'Margaret Elspeth Thornbury'
const EMAIL = 'margaret.thornbury@example.com'
const BIRTH = '1971-04-09'
const SECRET_NOTE = 'Argued with my sister Philippa about the wedding; slept badly after'
const LONG_NOTE = `Walked by the canal. ${'Felt steady and calm. '.repeat(60)}END-OF-LONG-NOTE`

/** Ten days of check-ins with the fields a stored check-in really carries (ids, timestamps, her journal). */
function checkins(): CheckinEntry[] {
  return Array.from({ length: 10 }, (_, i) => {
    const good = i % 2 === 0
    return {
      id: `checkin-${i}-3f1c`,
      customer: 'customer-7d2a9e',
      date: addDays(TODAY, -i),
      energy_level: good ? 8 : 4,
      sleep_quality: good ? 8 : 3,
      stress_level: good ? 3 : 8,
      mood: good ? 8 : 4,
      journal_entry: i === 0 ? SECRET_NOTE : i === 2 ? LONG_NOTE : null,
      created_at: `${addDays(TODAY, -i)}T20:15:00.000Z`,
      updated_at: `${addDays(TODAY, -i)}T20:15:00.000Z`,
    } as CheckinEntry
  })
}

function prompt(includeJournal: boolean, withSleep = false) {
  const list = checkins()
  const facts = progressFacts(list)!
  const nights = withSleep
    ? list.map((c, i): Night => ({ night: c.date, hours: i % 2 === 0 ? 8 : 5, quality: i % 2 === 0 ? 8 : 4, label: null, recorded_at: `${c.date}T07:00:00+00:00`, source: 'manual' }))
    : []
  const sleep = withSleep ? sleepDayRelation(nights, list, TODAY) : null
  return JSON.stringify(summaryPrompt({ facts, checkins: [...list].reverse(), sleep }, { today: TODAY, includeJournal }))
}

describe('the progress summary prompt', () => {
  it('holds her ratings, with days counted back from today', () => {
    const sent = JSON.parse(prompt(false))
    expect(sent.check_ins).toHaveLength(10)
    expect(sent.check_ins[0]).toEqual({ days_ago: 9, energy: 4, sleep: 3, mood: 4, stress: 8 })
    expect(sent.check_ins.at(-1)).toEqual({ days_ago: 0, energy: 8, sleep: 8, mood: 8, stress: 3 })
    expect(sent.period).toEqual({ days: 10, first_day_ago: 9, last_day_ago: 0 })
    expect(sent.statistics.averages).toEqual({ energy_level: 6, sleep_quality: 5.5, stress_level: 5.5, mood: 6 })
    expect(sent.statistics.best_day).toMatchObject({ days_ago: expect.any(Number), energy: 8 })
  })

  it('never holds a date, an id or a timestamp', () => {
    for (const text of [prompt(false), prompt(true), prompt(true, true)]) {
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
      expect(text).not.toContain('customer-7d2a9e')
      expect(text).not.toContain('checkin-')
      expect(text).not.toMatch(/created_at|updated_at|"id"|"date"|"night"/)
    }
  })

  it('never holds her name, e-mail address or date of birth', () => {
    for (const text of [prompt(false), prompt(true), prompt(true, true)]) {
      for (const part of [...NAME.split(' '), EMAIL, BIRTH]) expect(text).not.toContain(part)
      expect(text).not.toMatch(/first_name|email|birth/i)
    }
  })

  it('without the journal flag holds no journal text at all, not even the better-day notes', () => {
    const text = prompt(false)
    expect(text).not.toContain('Philippa')
    expect(text).not.toContain('canal')
    expect(text).not.toMatch(/note/)
  })

  it('with the journal flag holds her notes, each cut to the limit', () => {
    const sent = JSON.parse(prompt(true))
    const notes: string[] = sent.check_ins.flatMap((c: { note?: string }) => (c.note ? [c.note] : []))
    expect(notes).toContain(SECRET_NOTE)
    const long = notes.find((n) => n.startsWith('Walked by the canal'))!
    expect(long).toHaveLength(JOURNAL_NOTE_MAX_CHARS)
    expect(JSON.stringify(sent)).not.toContain('END-OF-LONG-NOTE')
    expect(sent.statistics.better_day_notes.length).toBeGreaterThan(0)
  })

  it('keeps how her sleep relates to her next days, without naming a night', () => {
    const sent = JSON.parse(prompt(false, true))
    expect(sent.sleep_and_next_day).toMatchObject({ ready: true, pairs: expect.any(Number), comparisons: expect.any(Array) })
  })

  it('her first name is put in front of the text after it comes back', () => {
    expect(withGreeting(NAME, ' Your sleep lifted this month. ')).toBe('Hi Margaret,\n\nYour sleep lifted this month.')
    expect(withGreeting('  ', 'Text.')).toBe('Text.')
  })
})

describe('the meal plan prompt', () => {
  it('is written from her profile: no name, e-mail, phone, date of birth, age or id', () => {
    const responses = {
      first_name: 'Margaret',
      last_name: 'Thornbury',
      email: EMAIL,
      phone: '+44 7700 900123',
      date_of_birth: BIRTH,
      age: '55',
      hot_flushes: { experienced: true, severity: 7 },
      difficulty_sleeping: { experienced: true, severity: 6 },
      diet_plan: ['Vegetarian'],
      top_six_priorities: ['Hot flushes'],
    }
    const profile = buildProfile({ responses, checkins: checkins(), seed: 'customer-7d2a9e:3' })
    const text = describeProfile(profile)
    expect(text).toContain('vegetarian')
    expect(text).toContain('hot_flushes')
    for (const part of ['Margaret', 'Thornbury', EMAIL, '7700', BIRTH, '1971', 'customer-7d2a9e']) expect(text).not.toContain(part)
    expect(text).not.toMatch(/\bage\b|\b55\b/i)
  })
})

describe('the AI consent', () => {
  it('records the words she saw, and a different version with the journal phrase', () => {
    const without = aiConsentGiven('Liberate', false)
    const withJournal = aiConsentGiven('Liberate', true)
    expect(without.wording).toBe([AI_CONSENT_QUESTION, aiConsentSentence('Liberate'), AI_AGREE_PHRASE].join('\n'))
    expect(withJournal.wording).toContain(AI_JOURNAL_PHRASE)
    expect(without.wording).not.toContain(AI_JOURNAL_PHRASE)
    expect(without.wording_version).toMatch(/^w-[0-9a-f]{8}$/)
    expect(without.wording_version).not.toBe(withJournal.wording_version)
    expect(withJournal).toMatchObject({ kind: 'ai_processing', include_journal: true })
    expect(aiConsentSentence('Liberate')).toMatch(/OpenAI, in the United States/)
    expect(aiConsentSentence('Liberate')).toMatch(/never your name, e-mail address or date of birth/)
  })

  const agreed = (include_journal: boolean) => ({ kind: 'ai_processing' as const, status: 'agreed' as const, agreed_at: '2026-11-01T10:00:00Z', include_journal })

  it('allows AI only while agreed and a provider is configured', () => {
    expect(mayUseAi(aiConsentState(true, agreed(false), null))).toBe(true)
    expect(mayUseAi(aiConsentState(false, agreed(true), null))).toBe(false)
    expect(mayUseAi(aiConsentState(true, null, null))).toBe(false)
    expect(mayUseAi(aiConsentState(true, { ...agreed(true), status: 'withdrawn' }, null))).toBe(false)
    expect(mayUseAi(aiConsentState(true, null, '2026-11-02T00:00:00Z'))).toBe(false)
  })

  it('sends the journal only when she ticked it', () => {
    expect(aiConsentState(true, agreed(true), null).include_journal).toBe(true)
    expect(aiConsentState(true, agreed(false), null).include_journal).toBe(false)
    expect(aiConsentState(true, { ...agreed(true), status: 'withdrawn' }, null).include_journal).toBe(false)
  })

  it('asks in context once, only where AI is configured, never after an answer', () => {
    expect(shouldAskForAi(aiConsentState(true, null, null))).toBe(true)
    expect(shouldAskForAi(aiConsentState(false, null, null))).toBe(false)
    expect(shouldAskForAi(aiConsentState(true, null, '2026-11-02T00:00:00Z'))).toBe(false)
    expect(shouldAskForAi(aiConsentState(true, agreed(false), null))).toBe(false)
    expect(shouldAskForAi(aiConsentState(true, { ...agreed(false), status: 'withdrawn' }, null))).toBe(false)
  })

  it('a later yes outranks an earlier no thanks', () => {
    expect(aiConsentState(true, agreed(false), '2026-10-01T00:00:00Z').status).toBe('agreed')
  })
})
