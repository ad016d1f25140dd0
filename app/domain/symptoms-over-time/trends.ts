/**
 * Check-in trends over 12 weeks (issue 30): each week's average of sleep,
 * mood, energy and stress, the weeks ending on her today. Pure.
 */
import { addDays, formatDay, RATING_FIELDS, RATING_LABELS, type CheckinRatings, type RatingField } from '../checkins'
import { countOf } from '../plural'

export const TREND_WEEKS = 12

export interface WeekTrend {
  /** The week's first and last day (her calendar days). */
  start: string
  end: string
  /** How many check-ins the week holds. */
  checkins: number
  /** Each rating's average to one decimal; null in a week without check-ins. */
  averages: Record<RatingField, number | null>
}

/** The first day of the 12 weeks that end `today`. */
export function trendStart(today: string, weeks = TREND_WEEKS): string {
  return addDays(today, -(weeks * 7 - 1))
}

/** `weeks` weeks of seven days, the last ending `today`, oldest first. Check-ins outside them are ignored. */
export function weeklyTrends(checkins: readonly (CheckinRatings & { date: string })[], today: string, weeks = TREND_WEEKS): WeekTrend[] {
  const first = trendStart(today, weeks)
  return Array.from({ length: weeks }, (_, i) => {
    const start = addDays(first, i * 7)
    const end = addDays(start, 6)
    const inWeek = checkins.filter((c) => c.date >= start && c.date <= end)
    const averages = Object.fromEntries(
      RATING_FIELDS.map((f) => [f, inWeek.length ? Math.round((inWeek.reduce((sum, c) => sum + c[f], 0) / inWeek.length) * 10) / 10 : null]),
    ) as Record<RatingField, number | null>
    return { start, end, checkins: inWeek.length, averages }
  })
}

/** The order and words the trends use: sleep, mood, energy, stress (how the issue names them). */
export const TREND_FIELDS: readonly RatingField[] = ['sleep_quality', 'mood', 'energy_level', 'stress_level']

/**
 * The trends in words, for a screen reader and the PDF: where each rating
 * started and ended across the weeks that have check-ins.
 */
export function trendsInWords(trends: readonly WeekTrend[]): string {
  const withData = trends.filter((w) => w.checkins > 0)
  if (withData.length === 0) return `No check-ins in ${trends.length === 1 ? 'this week' : `these ${trends.length} weeks`}.`
  const first = withData[0]
  const last = withData[withData.length - 1]
  const span = `From the week of ${formatDay(first.start, { weekday: false })} to the week of ${formatDay(last.start, { weekday: false })} (${withData.length} of ${countOf(trends.length, 'week')} with check-ins), weekly averages out of 10`
  const parts = TREND_FIELDS.map((f) => {
    const a = first.averages[f]
    const b = last.averages[f]
    const name = RATING_LABELS[f].toLowerCase()
    return first === last ? `${name} ${a}` : `${name} ${a} to ${b}`
  })
  return `${span}: ${parts.join(', ')}. Higher is better, except stress.`
}
