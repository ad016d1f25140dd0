/**
 * Noticing, gently, when she may need support: very low mood over her recent
 * check-ins, or words in a recent journal entry that suggest she may harm
 * herself or not want to live. Pure rules: no clock, no database. Dates are
 * her calendar days ('YYYY-MM-DD'); `today` is her own day.
 *
 * Nothing about a match is stored, shown to staff or sent anywhere: the
 * answer is worked out each time it is asked for and shown only to her.
 */
import { addDays, byDateDescending, type CheckinEntry } from '../checkins'
import type { SupportContact } from './support-contacts'

export const LOW_MOOD_RULE = {
  /** The window the first rule looks at: today and the 9 days before. */
  windowDays: 10,
  /** Of her newest this many check-ins in the window… */
  recentCount: 7,
  /** …at least this many… */
  lowAtLeast: 5,
  /** …have mood at or below this. */
  lowMoodMax: 3,
  /** Or her newest this many check-ins, in a row… */
  runLength: 3,
  /** …each have mood at or below this. */
  veryLowMoodMax: 2,
} as const

/** A journal entry counts when its check-in is for today or the 2 days before. */
export const JOURNAL_RULE_DAYS = 3

/**
 * Her newest check-ins the rules need: the first rule's 7. The journal rule's
 * days are among them too, since no check-in is dated more than two days
 * after her own today (the latest allowed day is UTC's tomorrow).
 */
export const SUPPORT_CHECKINS_READ = LOW_MOOD_RULE.recentCount

export type SupportReason = 'low_mood' | 'journal'

export interface SupportDecision {
  show: boolean
  reason: SupportReason | null
}

/** `GET /api/user/wellbeing-support`: the decision and, always, the contacts. */
export interface WellbeingSupport extends SupportDecision {
  contacts: readonly SupportContact[]
}

export type SupportCheckin = Pick<CheckinEntry, 'date' | 'mood' | 'journal_entry'>

/**
 * The one curated list of phrases that suggest she may harm herself or not
 * want to live, written as she might type them. They are compared word for
 * word after `normaliseForMatching`, so apostrophes, case, hyphens and
 * punctuation do not matter, and a phrase never matches inside a longer word.
 * Ordinary figures of speech ("I could kill for a coffee", "this heat is
 * killing me", "killing myself laughing") are deliberately not here. A
 * phrase that also has a harmless reading ("I hurt myself in the garden",
 * "I don't want to die") still shows support: a calm card she does not need
 * costs far less than one she needed and did not see.
 */
export const DISTRESS_PHRASES: readonly string[] = [
  'want to die',
  'wanna die',
  'wish i was dead',
  'wish i were dead',
  'better off dead',
  'kill myself',
  'kill my self',
  'end it all',
  'ending it all',
  'end my life',
  'ending my life',
  'take my own life',
  'taking my own life',
  "don't want to be here",
  'do not want to be here',
  "don't want to be alive",
  'do not want to be alive',
  "don't want to live",
  'do not want to live',
  'better off without me',
  'no reason to live',
  'nothing to live for',
  'suicide',
  'suicidal',
  'self-harm',
  'selfharm',
  'self-harming',
  'harm myself',
  'harming myself',
  'hurt myself',
  'hurting myself',
]

/**
 * Lower case, apostrophes dropped ("don't" and "don’t" become "dont"), every
 * other run of non-letters a single space, padded with a space each side so
 * phrases match whole words only.
 */
export function normaliseForMatching(text: string): string {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’‘ʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
  return ` ${words} `
}

const NORMALISED_PHRASES = DISTRESS_PHRASES.map(normaliseForMatching)

/** Whether a journal entry holds one of the curated phrases. */
export function journalSuggestsHarm(text: string | null | undefined): boolean {
  if (!text) return false
  const normalised = normaliseForMatching(text)
  return NORMALISED_PHRASES.some((phrase) => normalised.includes(phrase))
}

/**
 * At least 5 of her newest 7 check-ins within the last 10 days have mood 3
 * or below, or her newest 3 check-ins in a row have mood 2 or below.
 */
export function moodIsVeryLow(checkins: readonly SupportCheckin[], today: string): boolean {
  const newestFirst = byDateDescending(checkins)
  const firstDay = addDays(today, -(LOW_MOOD_RULE.windowDays - 1))
  const recent = newestFirst.filter((c) => c.date >= firstDay).slice(0, LOW_MOOD_RULE.recentCount)
  const low = recent.filter((c) => c.mood <= LOW_MOOD_RULE.lowMoodMax).length
  if (low >= LOW_MOOD_RULE.lowAtLeast) return true
  const run = newestFirst.slice(0, LOW_MOOD_RULE.runLength)
  return run.length === LOW_MOOD_RULE.runLength && run.every((c) => c.mood <= LOW_MOOD_RULE.veryLowMoodMax)
}

/** Whether a check-in of today or the 2 days before has a journal entry with a curated phrase. */
export function recentJournalSuggestsHarm(checkins: readonly SupportCheckin[], today: string): boolean {
  const firstDay = addDays(today, -(JOURNAL_RULE_DAYS - 1))
  return checkins.some((c) => c.date >= firstDay && journalSuggestsHarm(c.journal_entry))
}

/**
 * Whether to offer support, and why. Her words come first: when both hold,
 * the reason is 'journal'.
 */
export function supportDecision(checkins: readonly SupportCheckin[], today: string): SupportDecision {
  if (recentJournalSuggestsHarm(checkins, today)) return { show: true, reason: 'journal' }
  if (moodIsVeryLow(checkins, today)) return { show: true, reason: 'low_mood' }
  return { show: false, reason: null }
}
