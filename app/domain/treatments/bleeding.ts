/**
 * The bleeding log's rules (issue 30, and the rules table below): when her
 * last period was, how many months ago that is, and which bleeds to tell her
 * GP about soon. One table, `BLEEDING_RULES`, with its sources: the GP report,
 * the treatments page and its prompts all read it.
 *
 * Once she is on HRT the HRT rules apply (British Menopause Society, 2024,
 * "Management of unscheduled bleeding on HRT"): bleeding is common in the
 * first 6 months of HRT and within 3 months of a change of dose or product;
 * heavy or prolonged bleeding, or bleeding later than that, needs prompt
 * assessment. The postmenopausal bleeding rule (NICE NG12 "Suspected cancer:
 * recognition and referral", NICE CKS "Postmenopausal bleeding"; NICE NG23
 * "Menopause") is for bleeding off HRT, 12 months or more after her last
 * period. A bleed she logs is not a period for "months since her last period":
 * that figure comes from her assessment answer only. For the postmenopausal
 * rule a bleed logged off HRT within 12 months of the one before it shows
 * her periods have not stopped, so it counts as the previous bleed there.
 *
 * Pure: no clock, no database; `today` is her calendar day.
 */
import { formatDay } from '../checkins'
import { addMonths, wholeMonthsBetween } from '../calendar'
import type { BleedingFlow } from './options'
import { activeOn } from './rules'
import { countOf } from '../plural'

/** BMS 2024: unscheduled bleeding is common in the first 6 months of HRT. */
export const HRT_SETTLING_MONTHS = 6
/** BMS 2024: and within 3 months of a change of dose or of HRT. */
export const HRT_CHANGE_MONTHS = 3
/** Postmenopausal bleeding: any bleeding 12 months or more after the last period. */
export const MONTHS_WITHOUT_PERIOD = 12
/** Prompts are shown for bleeding logged in the last 12 weeks (the GP report's period). */
export const PROMPT_WINDOW_DAYS = 84

export interface BleedingDay {
  id?: string
  date: string
  flow: BleedingFlow
}

export type BleedingRuleId = 'hrt_heavy' | 'hrt_settling' | 'hrt_after_change' | 'hrt_later' | 'postmenopausal'

export interface BleedingRule {
  /** On HRT on the day of the bleed, or not. */
  applies: 'on_hrt' | 'off_hrt'
  /** `tell_gp_soon`: the red "Please tell your GP about this bleeding soon"; `mention_at_review`: a note, not an alarm. */
  action: 'tell_gp_soon' | 'mention_at_review'
  /** Her words, on the treatments page. */
  why: string
  /** The GP report's short reason. */
  report: string
  source: string
}

const BMS_2024 = 'British Menopause Society (2024), Management of unscheduled bleeding on hormone replacement therapy'
const NICE_PMB = 'NICE NG12 Suspected cancer: recognition and referral (1.5.11); NICE CKS Postmenopausal bleeding (2024)'

/**
 * The one table of bleeding rules, in the order they are tried. On HRT the
 * first that fits decides; off HRT only the postmenopausal rule applies.
 */
export const BLEEDING_RULES: Record<BleedingRuleId, BleedingRule> = {
  hrt_heavy: {
    applies: 'on_hrt',
    action: 'tell_gp_soon',
    why: 'Heavy bleeding on HRT should be checked by your GP soon, even in the first months of HRT.',
    report: 'Heavy bleeding on HRT (BMS 2024: heavy or prolonged bleeding needs prompt assessment).',
    source: BMS_2024,
  },
  hrt_settling: {
    applies: 'on_hrt',
    action: 'mention_at_review',
    why: 'Some bleeding or spotting is common in the first 6 months of HRT while your body adjusts. Mention it at your HRT review, or contact your GP sooner if it is heavy, goes on for a long time or worries you.',
    report: 'Bleeding in the first 6 months of HRT (BMS 2024: common; review if heavy or prolonged).',
    source: BMS_2024,
  },
  hrt_after_change: {
    applies: 'on_hrt',
    action: 'mention_at_review',
    why: 'Some bleeding is common in the 3 months after a change of HRT dose or product. Mention it at your HRT review, or contact your GP sooner if it is heavy, goes on for a long time or worries you.',
    report: 'Bleeding within 3 months of a change of HRT (BMS 2024: common; review if heavy or prolonged).',
    source: BMS_2024,
  },
  hrt_later: {
    applies: 'on_hrt',
    action: 'tell_gp_soon',
    why: 'Bleeding that starts more than 6 months after beginning HRT, or more than 3 months after a change, should be checked. It is often nothing serious, and your GP may simply adjust your HRT, but contact your GP rather than wait for your review. If your HRT is a cyclical (sequential) kind that gives a monthly bleed, say if the bleeding came at a different time, lasted longer or was heavier than usual.',
    report: 'Bleeding more than 6 months into HRT and more than 3 months after any change (BMS 2024: needs prompt assessment).',
    source: BMS_2024,
  },
  postmenopausal: {
    applies: 'off_hrt',
    action: 'tell_gp_soon',
    why: 'Bleeding 12 months or more after your last period, when you are not taking HRT, is called postmenopausal bleeding. It is usually caused by something minor, but NHS and NICE guidance says it should always be checked by a GP.',
    report: 'Bleeding off HRT 12 months or more after her last period (postmenopausal bleeding).',
    source: NICE_PMB,
  },
}

export const BLEEDING_MESSAGES = {
  prompt: 'Please tell your GP about this bleeding soon',
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

/**
 * "Months since your last period" on her `today`, from her assessment answer:
 * a bleed she logs is not a period (on HRT it rarely is), so the log never
 * moves this figure. Null when her assessment does not say.
 */
export function monthsSinceLastPeriod(today: string, assessed: readonly AssessedLastPeriod[]): MonthsSinceLastPeriod | null {
  const last = lastPeriodBefore(today, [], assessed, { inclusive: true })
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

/** The rules whose action is `tell_gp_soon` (a unit test holds this to the table). */
export type PromptReason = 'hrt_heavy' | 'hrt_later' | 'postmenopausal'

export interface BleedingPrompt {
  reason: PromptReason
  /** The bleeding days this applies to, oldest first. */
  days: string[]
  why: string
}

export interface BleedingNote {
  reason: Exclude<BleedingRuleId, PromptReason>
  days: string[]
  why: string
}

export interface BleedingReview {
  /** "Please tell your GP about this bleeding soon": one per rule that applies. */
  prompts: BleedingPrompt[]
  /** Bleeding common on HRT (first 6 months, or 3 months after a change): mention it at the review, not an alarm. */
  notes: BleedingNote[]
  /** True when a bleed off HRT could not be checked against her last period. */
  lastPeriodUnknown: boolean
}

type ReviewedTreatment = { kind: string; started_on: string; stopped_on: string | null; dose_history?: readonly { from: string }[] }

/** The latest day her HRT changed on or before `day`: a start, or a change of dose, of an HRT she takes that day. */
function lastHrtChange(taking: readonly ReviewedTreatment[], day: string): string | null {
  const changes = taking.flatMap((t) => (t.dose_history ?? []).map((d) => d.from).filter((from) => from > t.started_on && from <= day))
  return changes.reduce<string | null>((latest, d) => (!latest || d > latest ? d : latest), null)
}

/**
 * The rule of `BLEEDING_RULES` that decides one bleed on HRT: heavy always
 * prompts; within 6 months of starting the HRT she has taken longest, or 3
 * months of a change (a dose change, or another HRT added), it is common;
 * later it prompts.
 */
export function hrtRuleFor(day: string, flow: BleedingFlow | undefined, taking: readonly ReviewedTreatment[]): BleedingRuleId {
  if (flow === 'heavy') return 'hrt_heavy'
  const starts = taking.map((t) => t.started_on).sort()
  if (day <= addMonths(starts[0]!, HRT_SETTLING_MONTHS)) return 'hrt_settling'
  const changed = [lastHrtChange(taking, day), ...starts.slice(1)].filter((d) => d !== null).sort().at(-1)
  if (changed && day <= addMonths(changed, HRT_CHANGE_MONTHS)) return 'hrt_after_change'
  return 'hrt_later'
}

/**
 * Reviews the bleeds logged from `first` to `last` (her days, inclusive)
 * against `BLEEDING_RULES`: on HRT the HRT rules, off HRT the postmenopausal
 * rule against her last period before the bleed (the previous bleed logged
 * off HRT, else her assessment's answer). `bleeds` may hold days before
 * `first`: they count as earlier bleeds.
 */
export function reviewBleeding(
  bleeds: readonly (Pick<BleedingDay, 'date'> & { flow?: BleedingFlow })[],
  treatments: readonly ReviewedTreatment[],
  assessed: readonly AssessedLastPeriod[],
  first: string,
  last: string,
): BleedingReview {
  const found = new Map<BleedingRuleId, string[]>()
  let lastPeriodUnknown = false
  const hrt = treatments.filter((t) => t.kind === 'hrt')
  const takingOn = (day: string) => hrt.filter((t) => activeOn(t, day))
  const flowOn = new Map<string, BleedingFlow | undefined>()
  for (const b of bleeds) if (!flowOn.has(b.date) || b.flow === 'heavy') flowOn.set(b.date, b.flow)
  const days = [...flowOn.keys()].filter((d) => d >= first && d <= last).sort()
  const offHrtBleeds = [...flowOn.keys()].filter((d) => takingOn(d).length === 0).map((date) => ({ date }))
  for (const day of days) {
    const taking = takingOn(day)
    let rule: BleedingRuleId | null = null
    if (taking.length > 0) rule = hrtRuleFor(day, flowOn.get(day), taking)
    else {
      const previous = lastPeriodBefore(day, offHrtBleeds, assessed)
      if (previous && day >= addMonths(previous.date, MONTHS_WITHOUT_PERIOD)) rule = 'postmenopausal'
      // Only the latest bleed matters here: any later one has this one before it.
      if (day === days.at(-1)) lastPeriodUnknown = previous === null
    }
    if (rule) found.set(rule, [...(found.get(rule) ?? []), day])
  }
  const prompts: BleedingPrompt[] = []
  const notes: BleedingNote[] = []
  for (const id of Object.keys(BLEEDING_RULES) as BleedingRuleId[]) {
    const ruleDays = found.get(id)
    if (!ruleDays) continue
    const rule = BLEEDING_RULES[id]
    if (rule.action === 'tell_gp_soon') prompts.push({ reason: id as PromptReason, days: ruleDays, why: rule.why })
    else notes.push({ reason: id as BleedingNote['reason'], days: ruleDays, why: rule.why })
  }
  return { prompts, notes, lastPeriodUnknown }
}
