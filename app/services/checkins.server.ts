import { ValidationError, type Payload } from 'payload'

import type { Checkin } from '../../cms/payload-types'
import { addDays, runFromPages, streakFromRun, utcDateString } from '../domain/checkins'
import type { CheckinInput } from '../domain/checkins/schemas'
import { DASHBOARD_RECENT_COUNT, STATS_WINDOW_DAYS } from '../domain/constants'
import { toPublicUser, type CustomerDoc, type PublicUser } from '../domain/user'
import { countOwn, createOwn, findOneOwn, findOwn, findOwnFields, updateOwn } from './own-records.server'

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

/**
 * The run of consecutive days ending at the latest check-in, read in bounded
 * pages newest first: one page of a month for most customers, further pages
 * (doubling) only while the run still goes on. Never reads the whole history.
 */
export function currentRun(payload: Payload, customerId: string): Promise<StreakSummary['run']> {
  return runFromPages(async (before, size) => {
    const page = await findOwnFields(payload, customerId, 'checkins', ['date'], {
      where: before ? { date: { less_than: before } } : undefined,
      sort: '-date',
      limit: size,
    })
    return page.map((d) => d.date)
  })
}

export interface StreakSummary {
  streak: number
  /** The run ending at the latest check-in, so a page can re-apply the rule on the browser's own day. */
  run: { length: number; latest: string | null }
  total_checkins: number
}

export async function streakSummary(payload: Payload, customerId: string, today: string): Promise<StreakSummary> {
  const [run, total] = await Promise.all([currentRun(payload, customerId), countOwn(payload, customerId, 'checkins')])
  return { streak: streakFromRun(run, today), run, total_checkins: total }
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
  customer: CustomerDoc,
  brand: string,
  today = utcDateString(new Date()),
): Promise<DashboardData & { run: StreakSummary['run'] }> {
  const [summary, recent] = await Promise.all([
    streakSummary(payload, customer.id, today),
    listCheckins(payload, customer.id, DASHBOARD_RECENT_COUNT),
  ])
  return {
    user: toPublicUser(customer, brand),
    streak: summary.streak,
    recent_checkins: recent,
    total_checkins: summary.total_checkins,
    run: summary.run,
  }
}
