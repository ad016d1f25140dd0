import type { Payload } from 'payload'

import type { Checkin } from '../../../types/payload-types'
import { addDays } from '../../domain/checkins'
import { STATS_WINDOW_DAYS } from '../../domain/constants'
import { shared } from '../../lib/process-state.server'
import { findOneOwn, findOwn, findOwnCheckinRatings, findOwnNewestCheckins } from '../own-records.server'
import type { CustomerWithFigures } from './figures.server'
import { toPublicCheckin, type PublicCheckin } from './public'

export function findCheckinByDate(payload: Payload, customerId: string, date: string): Promise<Checkin | null> {
  return findOneOwn(payload, customerId, 'checkins', { date: { equals: date } })
}

/** The customer's check-ins, newest day first. */
export async function listCheckins(payload: Payload, customerId: string, limit: number): Promise<PublicCheckin[]> {
  return (await findOwnNewestCheckins(payload, customerId, limit)).map(toPublicCheckin)
}

/** Check-ins from `first` to `last` inclusive (calendar days), newest first. */
export async function listCheckinsBetween(payload: Payload, customerId: string, first: string, last: string): Promise<PublicCheckin[]> {
  const docs = await findOwn(payload, customerId, 'checkins', {
    where: { date: { greater_than_equal: first, less_than_equal: last } },
    sort: '-date',
    limit: 'all',
  })
  return docs.map(toPublicCheckin)
}

export type DayRatings = Pick<Checkin, 'date' | 'energy_level' | 'sleep_quality' | 'stress_level' | 'mood'>

/**
 * The day and four ratings of each check-in from `first` to `last` inclusive,
 * newest first: what a chart draws. Only those columns are read, through the
 * accessor's kept statement: through Payload's Local API, which walks every
 * field of every row it returns, 12 weeks of check-ins were half the cost of
 * a /progress request (docs/PERFORMANCE.md).
 */
export async function listRatingsBetween(payload: Payload, customerId: string, first: string, last: string): Promise<DayRatings[]> {
  const rows = await findOwnCheckinRatings(payload, customerId, first, last)
  return rows.map(({ date, energy_level, sleep_quality, stress_level, mood }) => ({ date, energy_level, sleep_quality, stress_level, mood }))
}

/** The last 30 days (doc 1 §9) ending `today`, with the day ahead that a far-east customer may already be on. */
export function listRecentWindow(payload: Payload, customerId: string, today: string): Promise<PublicCheckin[]> {
  return listCheckinsBetween(payload, customerId, addDays(today, -(STATS_WINDOW_DAYS - 1)), addDays(today, 1))
}

/**
 * Her newest check-ins, newest first. Kept in this process per customer while
 * her `checkins_version` stays the same: every check-in write changes it
 * (decision 0009), and the session reads it from the database on every
 * request, so a kept list is never older than her last write, on this
 * instance or any other. Bounded: a few hundred customers' short lists.
 */
export async function newestCheckins(payload: Payload, customer: CustomerWithFigures, limit: number): Promise<readonly PublicCheckin[]> {
  const version = customer.checkins_version
  const kept = version ? newestKept.get(customer.id) : undefined
  if (kept && kept.version === version && kept.limit >= limit) return kept.list.slice(0, limit)
  const list = Object.freeze(await listCheckins(payload, customer.id, limit))
  if (version) {
    newestKept.delete(customer.id)
    newestKept.set(customer.id, { version, limit, list })
    if (newestKept.size > NEWEST_KEPT_MAX) newestKept.delete(newestKept.keys().next().value!)
  }
  return list
}

const NEWEST_KEPT_MAX = 500
const newestKept = shared('checkins:newest-kept', () => new Map<string, { version: string; limit: number; list: readonly PublicCheckin[] }>())
