/**
 * What sleep does to her days (beyond the spec): each night's hours and
 * quality beside the check-in of the day she woke up (energy, mood, stress),
 * over the last 30 days. Pure: no clock, no database.
 */
import type { CheckinEntry } from '../checkins'
import { SLEEP_GOOD_HOURS, SLEEP_RELATION_MIN_PAIRS, SLEEP_RELATION_WINDOW_DAYS } from '../constants'
import { nightsWithin, type Night } from './rules'
import { countOf } from '../plural'

export const NEXT_DAY_OUTCOMES = ['energy_level', 'mood', 'stress_level'] as const
export type NextDayOutcome = (typeof NEXT_DAY_OUTCOMES)[number]

const OUTCOME_NAMES: Record<NextDayOutcome, string> = { energy_level: 'energy', mood: 'mood', stress_level: 'stress' }

export interface SleepDayPair {
  night: string
  hours: number
  quality: number | null
  energy_level: number
  mood: number
  stress_level: number
}

export interface OutcomeComparison {
  outcome: NextDayOutcome
  /** Average after nights of 7+ hours, and after shorter nights; null when there was no such night. */
  after_long: number | null
  after_short: number | null
}

export interface SleepDayRelationReady {
  ready: true
  pairs: number
  long_nights: number
  short_nights: number
  /** Pearson correlation of hours (and of quality) with each next-day rating; null when a series does not vary. */
  hours_correlation: Record<NextDayOutcome, number | null>
  quality_correlation: Record<NextDayOutcome, number | null>
  comparisons: OutcomeComparison[]
  /** The findings in plain words. */
  sentences: string[]
}

export interface SleepDayRelationPending {
  ready: false
  pairs: number
  needed: number
  sentences: string[]
}

export type SleepDayRelation = SleepDayRelationReady | SleepDayRelationPending

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length
}

function round1(value: number): number {
  return Math.round(value * 10) / 10
}

/** Pearson's r to two decimals; null with fewer than two points or when either series is flat. */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length)
  if (n < 2) return null
  const mx = mean(xs.slice(0, n))
  const my = mean(ys.slice(0, n))
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my)
    sxx += (xs[i] - mx) ** 2
    syy += (ys[i] - my) ** 2
  }
  if (sxx === 0 || syy === 0) return null
  return Math.round((sxy / Math.sqrt(sxx * syy)) * 100) / 100
}

/** Nights with hours logged whose wake-up day has a check-in, newest first. */
export function pairSleepWithDays(nights: readonly Night[], checkins: readonly CheckinEntry[], today: string): SleepDayPair[] {
  const byDate = new Map(checkins.map((c) => [c.date, c]))
  const pairs: SleepDayPair[] = []
  for (const n of nightsWithin(nights, today, SLEEP_RELATION_WINDOW_DAYS)) {
    const day = byDate.get(n.night)
    if (n.hours === null || !day) continue
    pairs.push({ night: n.night, hours: n.hours, quality: n.quality, energy_level: day.energy_level, mood: day.mood, stress_level: day.stress_level })
  }
  return pairs
}

function strength(r: number): string {
  const a = Math.abs(r)
  return a >= 0.5 ? 'a strong' : a >= 0.3 ? 'a moderate' : 'a weak'
}

function correlationSentence(driver: 'hours' | 'quality', outcome: NextDayOutcome, r: number): string {
  const what = driver === 'hours' ? 'the longer you slept' : 'the better you rated your sleep'
  const name = OUTCOME_NAMES[outcome]
  const direction = r > 0 ? 'higher' : 'lower'
  return `Over these days, ${what}, the ${direction} your next-day ${name} tended to be (${strength(r)} link, correlation ${r.toFixed(2)}).`
}

/**
 * How each night's sleep relates to the next day's check-in over the last 30
 * days. Says something only from 7 paired days; before that, how many more
 * are needed. The sentences report her own averages; a link is not a cause.
 */
export function sleepDayRelation(nights: readonly Night[], checkins: readonly CheckinEntry[], today: string): SleepDayRelation {
  const pairs = pairSleepWithDays(nights, checkins, today)
  if (pairs.length < SLEEP_RELATION_MIN_PAIRS) {
    const needed = SLEEP_RELATION_MIN_PAIRS - pairs.length
    return {
      ready: false,
      pairs: pairs.length,
      needed,
      sentences: [
        `Log your sleep and check in the next day on ${countOf(needed, 'more day', 'more days')} to see how your sleep relates to your energy, mood and stress (${pairs.length} of ${SLEEP_RELATION_MIN_PAIRS} so far).`,
      ],
    }
  }

  const long = pairs.filter((p) => p.hours >= SLEEP_GOOD_HOURS)
  const short = pairs.filter((p) => p.hours < SLEEP_GOOD_HOURS)
  const withQuality = pairs.filter((p): p is SleepDayPair & { quality: number } => p.quality !== null)
  const hours_correlation = {} as Record<NextDayOutcome, number | null>
  const quality_correlation = {} as Record<NextDayOutcome, number | null>
  const comparisons: OutcomeComparison[] = []
  for (const outcome of NEXT_DAY_OUTCOMES) {
    hours_correlation[outcome] = correlation(pairs.map((p) => p.hours), pairs.map((p) => p[outcome]))
    quality_correlation[outcome] = correlation(withQuality.map((p) => p.quality), withQuality.map((p) => p[outcome]))
    comparisons.push({
      outcome,
      after_long: long.length ? round1(mean(long.map((p) => p[outcome]))) : null,
      after_short: short.length ? round1(mean(short.map((p) => p[outcome]))) : null,
    })
  }

  const sentences: string[] = []
  if (long.length && short.length) {
    const parts = comparisons.map((c) => `${OUTCOME_NAMES[c.outcome]} averaged ${c.after_long!.toFixed(1)} against ${c.after_short!.toFixed(1)}`)
    sentences.push(
      `On nights with ${SLEEP_GOOD_HOURS}+ hours (${long.length} of ${pairs.length}) your next-day ${parts[0]}, your ${parts[1]} and your ${parts[2]} after shorter nights.`,
    )
  } else {
    const c = Object.fromEntries(comparisons.map((x) => [x.outcome, x.after_long ?? x.after_short])) as Record<NextDayOutcome, number>
    sentences.push(
      `${long.length ? `All ${pairs.length} nights had ${SLEEP_GOOD_HOURS}+ hours` : `All ${pairs.length} nights were under ${SLEEP_GOOD_HOURS} hours`}, so there are no ${long.length ? 'shorter' : 'longer'} nights to compare with yet; your next-day energy averaged ${c.energy_level.toFixed(1)}, mood ${c.mood.toFixed(1)} and stress ${c.stress_level.toFixed(1)}.`,
    )
  }

  const strongest = [
    ...NEXT_DAY_OUTCOMES.map((o) => ({ driver: 'hours' as const, outcome: o, r: hours_correlation[o] })),
    ...NEXT_DAY_OUTCOMES.map((o) => ({ driver: 'quality' as const, outcome: o, r: quality_correlation[o] })),
  ]
    .filter((x): x is { driver: 'hours' | 'quality'; outcome: NextDayOutcome; r: number } => x.r !== null && Math.abs(x.r) >= 0.3)
    .sort((a, b) => Math.abs(b.r) - Math.abs(a.r))[0]
  sentences.push(
    strongest
      ? correlationSentence(strongest.driver, strongest.outcome, strongest.r)
      : `Across these ${pairs.length} days there is no clear link yet between your sleep and how the next day went.`,
  )

  return {
    ready: true,
    pairs: pairs.length,
    long_nights: long.length,
    short_nights: short.length,
    hours_correlation,
    quality_correlation,
    comparisons,
    sentences,
  }
}
