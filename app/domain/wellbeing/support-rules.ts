/**
 * Noticing, gently, when she may need support: very low mood over her recent
 * check-ins, or words in a recent journal entry that suggest she may harm
 * herself or not want to live. Pure rules: no clock, no database. Dates are
 * her calendar days ('YYYY-MM-DD'); `today` is her own day.
 *
 * Nothing about a match is stored, shown to staff or sent anywhere: the
 * answer is worked out each time it is asked for and shown only to her.
 */
import { addDays, byDateDescending, daysBetween, type CheckinEntry } from '../checkins'
import { readDistress, type DistressLevel } from './distress-language'
import type { SupportContact, SupportRegion } from './support-contacts'

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

/**
 * An assessment (any questionnaire she fills in, the signup one too) counts
 * on the day she took it and the 14 days after, her calendar days.
 */
export const ASSESSMENT_RULE_DAYS = 14

export type SupportReason = 'low_mood' | 'journal' | 'assessment'

export interface SupportDecision {
  show: boolean
  reason: SupportReason | null
  /**
   * 'urgent' when her words speak of a plan, a method, a time, a goodbye or
   * an act already taken: the card then leads with 999 and A&E and cannot be
   * put away for the day. 'support' otherwise; null when nothing shows.
   */
  level: DistressLevel | null
}

/** `GET /api/user/wellbeing-support`: the decision and, always, the contacts. */
export interface WellbeingSupport extends SupportDecision {
  /** Where she is: her choice, or the default from her time zone. */
  region: SupportRegion
  contacts: readonly SupportContact[]
}

export type SupportCheckin = Pick<CheckinEntry, 'date' | 'mood' | 'journal_entry'>

/** One assessment as the rules need it: the day she took it (hers) and what its answers say (assessment-distress.ts). */
export interface SupportAssessment {
  day: string
  level: DistressLevel | null
}

/** The most pressing reading of her assessments of the last 14 days (and the day she took them), or null. */
export function recentAssessmentReading(assessments: readonly SupportAssessment[], today: string): DistressLevel | null {
  let level: DistressLevel | null = null
  for (const assessment of assessments) {
    const age = daysBetween(assessment.day, today)
    if (age < 0 || age > ASSESSMENT_RULE_DAYS) continue
    if (assessment.level === 'urgent') return 'urgent'
    if (assessment.level) level = 'support'
  }
  return level
}

/** Whether a journal entry suggests she may harm herself or not want to live (distress-language.ts). */
export function journalSuggestsHarm(text: string | null | undefined): boolean {
  return readDistress(text) !== null
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

/** The most pressing reading of her journal entries of today and the 2 days before, or null. */
export function recentJournalReading(checkins: readonly SupportCheckin[], today: string): DistressLevel | null {
  const firstDay = addDays(today, -(JOURNAL_RULE_DAYS - 1))
  let level: DistressLevel | null = null
  for (const checkin of checkins) {
    if (checkin.date < firstDay) continue
    const reading = readDistress(checkin.journal_entry)
    if (reading?.level === 'urgent') return 'urgent'
    if (reading) level = 'support'
  }
  return level
}

/** Whether a check-in of today or the 2 days before has a journal entry that suggests harm. */
export function recentJournalSuggestsHarm(checkins: readonly SupportCheckin[], today: string): boolean {
  return recentJournalReading(checkins, today) !== null
}

/**
 * Whether to offer support, how pressingly, and why. The most pressing level
 * wins; at the same level her journal comes first, then her assessments,
 * then her daily mood.
 */
export function supportDecision(checkins: readonly SupportCheckin[], today: string, assessments: readonly SupportAssessment[] = []): SupportDecision {
  const journal = recentJournalReading(checkins, today)
  const assessment = recentAssessmentReading(assessments, today)
  if (journal === 'urgent') return { show: true, reason: 'journal', level: 'urgent' }
  if (assessment === 'urgent') return { show: true, reason: 'assessment', level: 'urgent' }
  if (journal) return { show: true, reason: 'journal', level: journal }
  if (assessment) return { show: true, reason: 'assessment', level: assessment }
  if (moodIsVeryLow(checkins, today)) return { show: true, reason: 'low_mood', level: 'support' }
  return { show: false, reason: null, level: null }
}
