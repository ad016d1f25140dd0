import type { Payload } from 'payload'

import { FOOD_LOG_MAX_RANGE_DAYS, FOOD_LOG_MAX_RESULTS, FOOD_LOG_RECENT_DAYS } from '../../domain/constants'
import { badRequest } from '../../lib/errors'
import { findOwn } from '../own-records.server'
import { toPublicFoodLog, type PublicFoodLog } from './public'
import { DAY_MS } from '../../domain/calendar'

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The range GET /api/food-log covers: a calendar day means its start
 * (start_date) or its end (end_date), UTC; an instant is taken as given.
 * Without dates, the last 7 days. At most 92 days at once.
 */
export function foodLogRange(query: { start_date?: string; end_date?: string }, now = new Date()): { from: Date; to: Date } {
  const to = query.end_date ? new Date(DATE_ONLY.test(query.end_date) ? `${query.end_date}T23:59:59.999Z` : query.end_date) : now
  const from = query.start_date
    ? new Date(DATE_ONLY.test(query.start_date) ? `${query.start_date}T00:00:00.000Z` : query.start_date)
    : new Date(to.getTime() - FOOD_LOG_RECENT_DAYS * DAY_MS)
  if (from.getTime() > to.getTime()) throw badRequest('start_date: must not be after end_date')
  if (to.getTime() - from.getTime() > FOOD_LOG_MAX_RANGE_DAYS * DAY_MS) {
    throw badRequest(`The date range can cover at most ${FOOD_LOG_MAX_RANGE_DAYS} days`)
  }
  return { from, to }
}

/** The customer's own food logs eaten within the range, newest first. */
export async function listFoodLogs(
  payload: Payload,
  customerId: string,
  range: { from: Date; to: Date },
  limit = FOOD_LOG_MAX_RESULTS,
): Promise<PublicFoodLog[]> {
  const docs = await findOwn(payload, customerId, 'food-logs', {
    where: { eaten_at: { greater_than_equal: range.from.toISOString(), less_than_equal: range.to.toISOString() } },
    sort: '-eaten_at',
    limit: Math.min(limit, FOOD_LOG_MAX_RESULTS),
  })
  return docs.map(toPublicFoodLog)
}
