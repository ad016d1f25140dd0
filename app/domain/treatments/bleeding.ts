/**
 * The bleeding log's rules (issue 30): when her last period was, how many
 * months ago that is, and when a bleed is one to tell her GP about soon.
 *
 * NICE NG23 (Menopause: identification and management, 2024) and NICE's
 * information for the public: unscheduled bleeding is common in the first 3
 * months of HRT and is mentioned at the 3-month review; bleeding that starts
 * after the first 3 months on HRT, and any bleeding 12 months or more after
 * periods have stopped (postmenopausal bleeding: NICE NG12 "Suspected cancer:
 * recognition and referral" and NICE CKS "Postmenopausal bleeding"), is
 * reported to a GP promptly. The product cannot tell a
 * sequential regimen's expected monthly bleed from an unscheduled one, so on
 * HRT it errs on the side of asking her to tell her GP, and says why.
 *
 * Pure: no clock, no database; `today` is her calendar day.
 */
import { formatDay } from '../checkins'
import { addMonths, wholeMonthsBetween } from '../calendar'
import type { BleedingFlow } from './options'
import { activeOn } from './rules'
import { countOf } from '../plural'

/** NICE NG23: unscheduled bleeding is expected in the first 3 months of HRT. */
export const HRT_SETTLING_MONTHS = 3
/** Postmenopausal bleeding: any bleeding 12 months or more after the last period. */
export const MONTHS_WITHOUT_PERIOD = 12
/** Prompts are shown for bleeding logged in the last 12 weeks (the GP report's period). */
export const PROMPT_WINDOW_DAYS = 84

export interface BleedingDay {
  id?: string
  date: string
  flow: BleedingFlow
}

export const BLEEDING_MESSAGES = {
  prompt: 'Please tell your GP about this bleeding soon',
  onHrtWhy:
    'Bleeding that starts more than 3 months after beginning HRT should be checked. It is often nothing serious, and your GP may simply adjust your HRT, but NICE guidance says to contact your GP rather than wait for your review. If your HRT is a cyclical (sequential) kind that gives a monthly bleed, say if the bleeding came at a different time, lasted longer or was heavier than usual.',
  afterPeriodsWhy:
    'Bleeding 12 months or more after your last period is called postmenopausal bleeding. It is usually caused by something minor, but NHS and NICE guidance says it should always be checked by a GP.',
  settlingNote:
    'Some bleeding or spotting is common in the first 3 months of HRT while your body adjusts. Mention it at your 3-month HRT review, or sooner if it is heavy or worries you.',
  unknownLastPeriod:
    'We do not know when your last period was, so we cannot tell whether a bleed needs checking. Your health assessment asks, or log your bleeds here as they happen.',
  urgent: 'If bleeding is very heavy, or you feel faint or unwell, call 111 or your GP now, or 999 in an emergency.',
} as const

/** Her last period as the assessment gives it: `date` is the latest it can have been. */
export interface AssessedLastPeriod {
  /** The day the assessment was completed (her calendar day). */
  answered_on: string
  /** 'No' and a number of years: about that many years before the assessment. 'Yes': at most 12 months before it. */
  answer: { had_period_last_12_months: 'Yes' } | { had_period_last_12_months: 'No'; years_since_last_period: number }
}

export interface LastPeriod {
  /** The latest day it can have been (a bleed logged, or the assessment's answer read as late as it allows). */
  date: string
  source: 'log' | 'assessment'
  /** 'exact' from the log; 'about' from a number of years; 'within_12_months' when she said she had one in the 12 months before her assessment. */
  precision: 'exact' | 'about' | 'within_12_months'
}

/** The comprehensive assessment's answers about periods, if it has usable ones. */
export function assessedLastPeriod(responses: Record<string, unknown>, completedAt: string): AssessedLastPeriod | null {
  const answered_on = completedAt.slice(0, 10)
  if (responses.had_period_last_12_months === 'Yes') return { answered_on, answer: { had_period_last_12_months: 'Yes' } }
  const years = responses.years_since_last_period
  if (responses.had_period_last_12_months === 'No' && typeof years === 'number' && Number.isFinite(years) && years >= 0) {
    return { answered_on, answer: { had_period_last_12_months: 'No', years_since_last_period: years } }
  }
  return null
}

function fromAssessment(assessed: AssessedLastPeriod): LastPeriod {
  if (assessed.answer.had_period_last_12_months === 'Yes') return { date: assessed.answered_on, source: 'assessment', precision: 'within_12_months' }
  const months = Math.round(assessed.answer.years_since_last_period * 12)
  return { date: addMonths(assessed.answered_on, -months), source: 'assessment', precision: 'about' }
}

/**
 * Her last period before `day` (exclusive) — or as of `day` when `inclusive` —
 * from whichever says it was later: the latest bleed logged, or her latest
 * assessment answered by then. Null when neither says.
 */
export function lastPeriodBefore(
  day: string,
  bleeds: readonly Pick<BleedingDay, 'date'>[],
  assessed: readonly AssessedLastPeriod[],
  { inclusive = false } = {},
): LastPeriod | null {
  const logged = bleeds.filter((b) => (inclusive ? b.date <= day : b.date < day)).reduce<string | null>((latest, b) => (!latest || b.date > latest ? b.date : latest), null)
  const answered = assessed
    .filter((a) => a.answered_on <= day)
    .map(fromAssessment)
    .filter((p) => (inclusive ? p.date <= day : p.date < day))
    .reduce<LastPeriod | null>((latest, p) => (!latest || p.date > latest.date ? p : latest), null)
  if (logged && (!answered || logged >= answered.date)) return { date: logged, source: 'log', precision: 'exact' }
  return answered
}

export interface MonthsSinceLastPeriod {
  /** Whole months; null when only "within the 12 months before the assessment" is known. */
  months: number | null
  last: LastPeriod
  /** In words, for the page and the report. */
  text: string
}

/** "Months since your last period" on her `today`, or null when nothing says when it was. */
export function monthsSinceLastPeriod(
  today: string,
  bleeds: readonly Pick<BleedingDay, 'date'>[],
  assessed: readonly AssessedLastPeriod[],
): MonthsSinceLastPeriod | null {
  const last = lastPeriodBefore(today, bleeds, assessed, { inclusive: true })
  if (!last) return null
  const when = formatDay(last.date, { weekday: false, year: true })
  if (last.precision === 'within_12_months') {
    return { months: null, last, text: `You had a period in the 12 months before your assessment of ${when}` }
  }
  const months = wholeMonthsBetween(last.date, today)
  const count = countOf(months, 'month')
  return last.precision === 'exact'
    ? { months, last, text: `${count} (last bleed logged ${when})` }
    : { months, last, text: `About ${count} (from your assessment answer)` }
}

export type PromptReason = 'on_hrt_after_3_months' | 'after_12_months_without_period'

export interface BleedingPrompt {
  reason: PromptReason
  /** The bleeding days this applies to, oldest first. */
  days: string[]
  why: string
}

export interface BleedingReview {
  /** "Please tell your GP about this bleeding soon": one per reason that applies. */
  prompts: BleedingPrompt[]
  /** Bleeding in the first 3 months of HRT: mention it at the review (not a prompt). */
  settling: string[]
  /** True when a bleed in the window could not be checked against her last period. */
  lastPeriodUnknown: boolean
}

/**
 * Reviews the bleeds logged from `first` to `last` (her days, inclusive)
 * against her treatments and her last period before each bleed. A bleed
 * prompts her to tell her GP when it is more than 3 months after the start of
 * an HRT she was taking that day, or 12 months or more after her last period
 * (the previous bleed logged, else her assessment's answer). `bleeds` may hold
 * days before `first`: they count as earlier periods.
 */
export function reviewBleeding(
  bleeds: readonly Pick<BleedingDay, 'date'>[],
  treatments: readonly { kind: string; started_on: string; stopped_on: string | null }[],
  assessed: readonly AssessedLastPeriod[],
  first: string,
  last: string,
): BleedingReview {
  const onHrt: string[] = []
  const afterPeriods: string[] = []
  const settling: string[] = []
  let lastPeriodUnknown = false
  const days = [...new Set(bleeds.map((b) => b.date))].filter((d) => d >= first && d <= last).sort()
  const hrt = treatments.filter((t) => t.kind === 'hrt')
  for (const day of days) {
    const taking = hrt.filter((t) => activeOn(t, day))
    if (taking.some((t) => day > addMonths(t.started_on, HRT_SETTLING_MONTHS))) onHrt.push(day)
    else if (taking.length > 0) settling.push(day)
    const previous = lastPeriodBefore(day, bleeds, assessed)
    if (previous && day >= addMonths(previous.date, MONTHS_WITHOUT_PERIOD)) afterPeriods.push(day)
    // Only the latest bleed matters here: any later one has this one before it.
    if (day === days.at(-1)) lastPeriodUnknown = previous === null && !onHrt.includes(day)
  }
  const prompts: BleedingPrompt[] = []
  if (onHrt.length) prompts.push({ reason: 'on_hrt_after_3_months', days: onHrt, why: BLEEDING_MESSAGES.onHrtWhy })
  if (afterPeriods.length) prompts.push({ reason: 'after_12_months_without_period', days: afterPeriods, why: BLEEDING_MESSAGES.afterPeriodsWhy })
  return { prompts, settling, lastPeriodUnknown }
}
