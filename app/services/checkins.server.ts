import { ValidationError, type Payload } from 'payload'

import type { Checkin, Customer } from '../../cms/payload-types'
import { addDays, streakFromRun, utcDateString } from '../domain/checkins'
import { statsDisagree, type CheckinStats } from '../domain/checkins/stats'
import type { CheckinInput } from '../domain/checkins/schemas'
import { DASHBOARD_RECENT_COUNT, STATS_WINDOW_DAYS } from '../domain/constants'
import { toPublicUser, type CustomerDoc, type PublicUser } from '../domain/user'
import { CHECKIN_STATS_FIELDS, recomputeCheckinStats, storedCheckinStats } from './checkin-stats.server'
import { createOwn, findOneOwn, findOwn, updateOwn } from './own-records.server'
import { shared } from '../lib/process-state.server'

/** The spec's Check-in (doc 1 §3), as every answer and page shows it. */
export function toPublicCheckin(c: Checkin) {
  return {
    id: c.id,
    date: c.date,
    energy_level: c.energy_level,
    sleep_quality: c.sleep_quality,
    stress_level: c.stress_level,
    mood: c.mood,
    journal_entry: c.journal_entry ?? null,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  }
}

export type PublicCheckin = ReturnType<typeof toPublicCheckin>

export function findCheckinByDate(payload: Payload, customerId: string, date: string): Promise<Checkin | null> {
  return findOneOwn(payload, customerId, 'checkins', { date: { equals: date } })
}

/**
 * Creates the check-in for that day, or updates the one already there. The
 * unique (customer, date) index decides races: a create that loses one
 * becomes an update of the winner, so concurrent submits leave one record.
 */
export async function submitCheckin(
  payload: Payload,
  customerId: string,
  input: CheckinInput,
): Promise<{ checkin: PublicCheckin; created: boolean }> {
  const values = {
    energy_level: input.energy_level,
    sleep_quality: input.sleep_quality,
    stress_level: input.stress_level,
    mood: input.mood,
    journal_entry: input.journal_entry,
  }
  const update = async (id: string) => toPublicCheckin(await updateOwn(payload, customerId, 'checkins', id, values))

  const existing = await findCheckinByDate(payload, customerId, input.date)
  if (existing) return { checkin: await update(existing.id), created: false }
  try {
    const created = await createOwn(payload, customerId, 'checkins', { date: input.date, ...values })
    return { checkin: toPublicCheckin(created), created: true }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const winner = await findCheckinByDate(payload, customerId, input.date)
    if (!winner) throw error
    return { checkin: await update(winner.id), created: false }
  }
}

/** The customer's check-ins, newest day first. */
export async function listCheckins(payload: Payload, customerId: string, limit: number): Promise<PublicCheckin[]> {
  return (await findOwn(payload, customerId, 'checkins', { sort: '-date', limit })).map(toPublicCheckin)
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

/** The last 30 days (doc 1 §9) ending `today`, with the day ahead that a far-east customer may already be on. */
export function listRecentWindow(payload: Payload, customerId: string, today: string): Promise<PublicCheckin[]> {
  return listCheckinsBetween(payload, customerId, addDays(today, -(STATS_WINDOW_DAYS - 1)), addDays(today, 1))
}

/** The signed-in customer as the session reads her: with her kept check-in figures. */
export type CustomerWithFigures = CustomerDoc & Partial<Pick<Customer, (typeof CHECKIN_STATS_FIELDS)[number]>>

/**
 * Her newest check-ins, newest first. Kept in this process per customer while
 * her `checkins_version` stays the same: every check-in write through Payload
 * changes it (decision 0009), and the session reads it from the database on
 * every request, so a kept list is never older than her last write, on this
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

/**
 * Her check-in count and current run from her record; recomputed from her
 * check-ins (and stored again) when they were never computed or disagree with
 * the newest check-ins just read (a write that skipped Payload's hooks).
 */
export async function checkinFigures(
  payload: Payload,
  customer: CustomerWithFigures,
  newestFirst: readonly { date: string }[],
): Promise<CheckinStats> {
  const stored = storedCheckinStats(customer)
  if (stored && !statsDisagree(stored, newestFirst)) return stored
  return recomputeCheckinStats(payload, customer.id)
}

export interface StreakSummary {
  streak: number
  /** The run ending at the latest check-in, so a page can re-apply the rule on the browser's own day. */
  run: CheckinStats['run']
  total_checkins: number
}

export function streakSummary(figures: CheckinStats, today: string): StreakSummary {
  return { streak: streakFromRun(figures.run, today), run: figures.run, total_checkins: figures.count }
}

/**
 * The progress page's check-ins from one bounded read of her newest ones: the
 * last 30 days (with the day ahead), the 10 newest, and her figures. No
 * check-in can be dated after tomorrow, so the window's days are always among
 * the newest 31.
 */
export async function progressCheckins(payload: Payload, customer: CustomerWithFigures, today: string, recentCount: number) {
  const newest = await newestCheckins(payload, customer, Math.max(STATS_WINDOW_DAYS + 1, recentCount))
  const first = addDays(today, -(STATS_WINDOW_DAYS - 1))
  const last = addDays(today, 1)
  return {
    ...streakSummary(await checkinFigures(payload, customer, newest), today),
    // The chart reads only the day and the ratings: the page carries no more of the month.
    window: newest
      .filter((c) => c.date >= first && c.date <= last)
      .map(({ date, energy_level, sleep_quality, stress_level, mood }) => ({ date, energy_level, sleep_quality, stress_level, mood })),
    recent: newest.slice(0, recentCount),
  }
}

/** The spec's Dashboard response (doc 1 §3). */
export interface DashboardData {
  user: PublicUser
  streak: number
  recent_checkins: PublicCheckin[]
  total_checkins: number
}

export async function getDashboard(
  payload: Payload,
  customer: CustomerWithFigures,
  brand: string,
  today = utcDateString(new Date()),
): Promise<DashboardData & { run: StreakSummary['run'] }> {
  const recent = await newestCheckins(payload, customer, DASHBOARD_RECENT_COUNT)
  const summary = streakSummary(await checkinFigures(payload, customer, recent), today)
  return {
    user: toPublicUser(customer, brand),
    streak: summary.streak,
    recent_checkins: [...recent],
    total_checkins: summary.total_checkins,
    run: summary.run,
  }
}
