import type { Payload } from 'payload'

import { FOOD_LOG_MAX_RESULTS } from '../../domain/constants'
import { dayOfWeek, daysSoFar, toWeekLog, weeklyFoodSummary, type WeeklyFoodSummary } from '../../domain/food-log/rules'
import { badRequest } from '../../lib/errors'
import { countOwn, findOwn } from '../own-records.server'
import { toPublicFoodLog } from './public'
import { DAY_MS, utcWeekStart } from '../../domain/calendar'

const WEEK_MS = 7 * DAY_MS
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The week GET /api/food-log/weekly-summary covers: `week_start` is Monday
 * 00:00 in the customer's own time (an instant with its offset), or a Monday
 * as a date (00:00 UTC). Without it, this week in UTC.
 */
export function requestedWeek(weekStart: string | undefined, now = new Date()): Date {
  if (!weekStart) return utcWeekStart(now)
  if (DATE_ONLY.test(weekStart)) {
    const date = new Date(`${weekStart}T00:00:00.000Z`)
    if (date.getUTCDay() !== 1) throw badRequest('week_start: must be a Monday')
    return date
  }
  return new Date(weekStart)
}

/** Meal plans the customer could eat from that week: those created by its end that did not fail. */
export async function availableMealPlans(payload: Payload, customerId: string, weekEnd: Date): Promise<number> {
  return countOwn(payload, customerId, 'meal-plans', {
    createdAt: { less_than: weekEnd.toISOString() },
    status: { not_equals: 'failed' },
  })
}

/** The weekly food summary (doc 2 §3, §7) of the customer's own logs, with per-day analytics. */
export async function weeklyFoodSummaryFor(payload: Payload, customerId: string, weekStart: Date, now = new Date()): Promise<WeeklyFoodSummary> {
  const weekEnd = new Date(weekStart.getTime() + WEEK_MS)
  const [logs, plans] = await Promise.all([
    findOwn(payload, customerId, 'food-logs', {
      where: { eaten_at: { greater_than_equal: weekStart.toISOString(), less_than: weekEnd.toISOString() } },
      sort: 'eaten_at',
      limit: FOOD_LOG_MAX_RESULTS,
    }),
    availableMealPlans(payload, customerId, weekEnd),
  ])
  const weekLogs = logs.map((log) => toWeekLog(toPublicFoodLog(log), (at) => dayOfWeek(at, weekStart)))
  return weeklyFoodSummary(weekLogs, daysSoFar(weekStart, now), plans)
}
