/**
 * Progress rules (spec doc 1 §2 "Progress", §9): 7-day averages, 30-day
 * statistics, key insights and the facts the progress summary is written from.
 * Pure functions over check-ins; no clock, no database.
 */
import { addDays, byDateDescending, daysBetween, RATING_FIELDS, type CheckinEntry, type RatingField } from './checkins'
import { AVERAGE_WINDOW_CHECKINS, INSIGHT_THRESHOLDS, STATS_WINDOW_DAYS, SUMMARY_MIN_CHECKINS, TREND_THRESHOLD } from './constants'

const { strengthAtLeast, calmStressAtMost, focusBelow, focusStressAbove } = INSIGHT_THRESHOLDS

/** Doc 1 §5 and §8: the progress page's messages, word for word. */
export const PROGRESS_MESSAGES = {
  loadFailed: 'Failed to load progress data',
  summaryFailed: 'Failed to generate progress summary',
  summaryGenerated: 'Progress summary generated!',
  summaryNeedsCheckins: `Complete at least ${SUMMARY_MIN_CHECKINS} check-ins to generate your progress summary.`,
  summaryNoRecentCheckins: `There are no check-ins in the last ${STATS_WINDOW_DAYS} days to summarise yet.`,
} as const

export type RatingAverages = Record<RatingField, number>

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length
}

export function roundTo(value: number, places = 1): number {
  const factor = 10 ** places
  return Math.round(value * factor) / factor
}

/** Averages of each rating, to one decimal place; null with no check-ins. */
export function ratingAverages(checkins: readonly CheckinEntry[]): RatingAverages | null {
  if (checkins.length === 0) return null
  const result = {} as RatingAverages
  for (const field of RATING_FIELDS) result[field] = roundTo(mean(checkins.map((c) => c[field])))
  return result
}

/** Doc 1 §9: the 7-day average uses the most recent 7 check-ins (not 7 calendar days). */
export function sevenDayAverages(checkins: readonly CheckinEntry[]): RatingAverages | null {
  return ratingAverages(byDateDescending(checkins).slice(0, AVERAGE_WINDOW_CHECKINS))
}

/** Doc 1 §9: stats use the last 30 days: the 30 calendar days ending `today` (a day ahead allowed). */
export function lastDays<T extends CheckinEntry>(checkins: readonly T[], today: string, days = STATS_WINDOW_DAYS): T[] {
  const first = addDays(today, -(days - 1))
  const last = addDays(today, 1)
  return byDateDescending(checkins.filter((c) => c.date >= first && c.date <= last))
}

/** Doc 1 §5: the summary needs at least 7 check-ins. */
export function canGenerateSummary(totalCheckins: number): boolean {
  return totalCheckins >= SUMMARY_MIN_CHECKINS
}

/** Higher is better for every rating except stress. */
export function isHigherBetter(field: RatingField): boolean {
  return field !== 'stress_level'
}

export interface KeyInsights {
  strengths: string[]
  focusAreas: string[]
  recommendations: string[]
}

/**
 * Doc 1 §9 insight thresholds, applied to the 7-day averages: strengths are
 * energy, sleep or mood at 7 or above and stress at 4 or below; focus areas
 * are energy, sleep or mood below 5 and stress above 7.
 */
export function keyInsights(averages: RatingAverages | null): KeyInsights {
  if (!averages) return { strengths: [], focusAreas: [], recommendations: [] }
  const strengths: string[] = []
  const focusAreas: string[] = []
  const recommendations: string[] = []

  if (averages.energy_level >= strengthAtLeast) strengths.push(`Strong energy levels (averaging ${averages.energy_level}/10)`)
  if (averages.sleep_quality >= strengthAtLeast) strengths.push(`Good sleep quality (averaging ${averages.sleep_quality}/10)`)
  if (averages.mood >= strengthAtLeast) strengths.push(`Positive mood (averaging ${averages.mood}/10)`)
  if (averages.stress_level <= calmStressAtMost) strengths.push(`Well-managed stress (averaging ${averages.stress_level}/10)`)

  if (averages.energy_level < focusBelow) {
    focusAreas.push(`Energy is running low (averaging ${averages.energy_level}/10)`)
    recommendations.push('Try a short walk in daylight and a protein-rich breakfast to steady your energy through the day.')
  }
  if (averages.sleep_quality < focusBelow) {
    focusAreas.push(`Sleep quality needs support (averaging ${averages.sleep_quality}/10)`)
    recommendations.push('Keep a regular bedtime, a cool bedroom and a screen-free last hour to help with night sweats and waking.')
  }
  if (averages.mood < focusBelow) {
    focusAreas.push(`Mood has been low (averaging ${averages.mood}/10)`)
    recommendations.push('Plan one thing you enjoy each day and talk to someone you trust; if low mood persists, speak to your GP.')
  }
  if (averages.stress_level > focusStressAbove) {
    focusAreas.push(`Stress is high (averaging ${averages.stress_level}/10)`)
    recommendations.push('Try five minutes of slow breathing or a mindfulness session from the content library when stress builds.')
  }
  if (recommendations.length === 0) {
    recommendations.push('Keep checking in daily: your routine is working, and steady tracking shows what helps most.')
  }
  return { strengths, focusAreas, recommendations }
}

export type TrendDirection = 'improving' | 'declining' | 'steady'

export interface RatingTrend {
  field: RatingField
  earlier: number
  later: number
  direction: TrendDirection
}

/**
 * Compares the earlier half of the period with the later half (chronological).
 * Needs at least 4 check-ins to say anything.
 */
export function ratingTrends(checkins: readonly CheckinEntry[]): RatingTrend[] {
  if (checkins.length < 4) return []
  const chronological = byDateDescending(checkins).reverse()
  const half = Math.floor(chronological.length / 2)
  const earlierHalf = chronological.slice(0, half)
  const laterHalf = chronological.slice(chronological.length - half)
  return RATING_FIELDS.map((field) => {
    const earlier = roundTo(mean(earlierHalf.map((c) => c[field])))
    const later = roundTo(mean(laterHalf.map((c) => c[field])))
    const change = isHigherBetter(field) ? later - earlier : earlier - later
    const direction: TrendDirection = change >= TREND_THRESHOLD ? 'improving' : change <= -TREND_THRESHOLD ? 'declining' : 'steady'
    return { field, earlier, later, direction }
  })
}

/** One number for how a day went: energy, sleep and mood, plus calm (11 − stress). */
export function dayScore(c: CheckinEntry): number {
  return c.energy_level + c.sleep_quality + c.mood + (11 - c.stress_level)
}

/** The best and hardest days of the period (the most recent wins a tie). */
export function bestAndHardestDays(checkins: readonly CheckinEntry[]): { best: CheckinEntry; hardest: CheckinEntry } | null {
  if (checkins.length < 2) return null
  const sorted = byDateDescending(checkins)
  let best = sorted[0]
  let hardest = sorted[0]
  for (const c of sorted) {
    if (dayScore(c) > dayScore(best)) best = c
    if (dayScore(c) < dayScore(hardest)) hardest = c
  }
  return best === hardest ? null : { best, hardest }
}

/**
 * A link between two ratings: the average of `outcome` on days `driver` was
 * good (7+) against days it was not (below 7), when both kinds of day exist.
 */
export interface RatingLink {
  driver: RatingField
  outcome: RatingField
  whenGood: number
  otherwise: number
  goodDays: number
  otherDays: number
}

export function ratingLink(checkins: readonly CheckinEntry[], driver: RatingField, outcome: RatingField): RatingLink | null {
  const isGood = (c: CheckinEntry) => (isHigherBetter(driver) ? c[driver] >= strengthAtLeast : c[driver] <= calmStressAtMost)
  const good = checkins.filter(isGood)
  const other = checkins.filter((c) => !isGood(c))
  if (good.length < 2 || other.length < 2) return null
  return {
    driver,
    outcome,
    whenGood: roundTo(mean(good.map((c) => c[outcome]))),
    otherwise: roundTo(mean(other.map((c) => c[outcome]))),
    goodDays: good.length,
    otherDays: other.length,
  }
}

export interface ProgressFacts {
  periodStart: string
  periodEnd: string
  count: number
  averages: RatingAverages
  trends: RatingTrend[]
  days: { best: CheckinEntry; hardest: CheckinEntry } | null
  links: RatingLink[]
  /** Journal notes written on the better-than-usual days, newest first. */
  goodDayNotes: { date: string; note: string }[]
  longestRun: number
}

/** The longest run of consecutive calendar days within the period. */
export function longestRun(checkins: readonly CheckinEntry[]): number {
  const dates = [...new Set(checkins.map((c) => c.date))].sort()
  let best = dates.length ? 1 : 0
  let current = best
  for (let i = 1; i < dates.length; i++) {
    current = daysBetween(dates[i - 1], dates[i]) === 1 ? current + 1 : 1
    best = Math.max(best, current)
  }
  return best
}

/** Everything the summary is written from, for the check-ins of the period. */
export function progressFacts(checkins: readonly CheckinEntry[]): ProgressFacts | null {
  const averages = ratingAverages(checkins)
  if (!averages) return null
  const sorted = byDateDescending(checkins)
  const overall = mean(sorted.map(dayScore))
  const links = [
    ratingLink(sorted, 'sleep_quality', 'mood'),
    ratingLink(sorted, 'sleep_quality', 'energy_level'),
    ratingLink(sorted, 'stress_level', 'mood'),
  ].filter((link): link is RatingLink => link !== null)
  return {
    periodStart: sorted[sorted.length - 1].date,
    periodEnd: sorted[0].date,
    count: sorted.length,
    averages,
    trends: ratingTrends(sorted),
    days: bestAndHardestDays(sorted),
    links,
    goodDayNotes: sorted
      .filter((c) => dayScore(c) > overall && c.journal_entry?.trim())
      .slice(0, 3)
      .map((c) => ({ date: c.date, note: c.journal_entry!.trim() })),
    longestRun: longestRun(sorted),
  }
}

/** Runs of consecutive days, so the chart's lines break where a day was missed rather than inventing a trend. */
export function consecutiveSegments<T extends { date: string }>(chronological: readonly T[]): T[][] {
  const segments: T[][] = []
  for (const entry of chronological) {
    const current = segments[segments.length - 1]
    if (current && daysBetween(current[current.length - 1].date, entry.date) === 1) current.push(entry)
    else segments.push([entry])
  }
  return segments
}

/** The series the Wellness Trends chart draws: one point per check-in day in the period, oldest first. */
export function chartSeries(checkins: readonly CheckinEntry[]): CheckinEntry[] {
  return byDateDescending(checkins).reverse()
}

/** Symptoms an assessment reports: entries shaped `{ experienced: true, severity }` (doc 2 §3). */
export function symptomsReported(responses: unknown): number | null {
  if (!responses || typeof responses !== 'object' || Array.isArray(responses)) return null
  return Object.values(responses).filter(
    (answer) => answer !== null && typeof answer === 'object' && (answer as { experienced?: unknown }).experienced === true,
  ).length
}
