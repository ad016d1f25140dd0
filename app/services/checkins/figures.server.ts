import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { runFromPages } from '../../domain/checkins'
import { statsAfter, statsDisagree, type CheckinChange, type CheckinStats } from '../../domain/checkins/stats'
import type { CustomerDoc } from '../../domain/user'
import type { Transaction } from '../../lib/transaction.server'
import { findCustomerFields, setCustomerFields } from '../customers.server'
import { countOwn, findOwnFields } from '../own-records.server'

/**
 * A customer's check-in figures kept on her record (decision 0009): the
 * count, the run ending at her latest check-in, and a version that changes
 * with every check-in write (pages may keep what they read of her check-ins
 * while it stays the same). `submitCheckin` keeps them in the same
 * transaction as the check-in it writes; nothing else writes check-ins but
 * the demo seeding, which stores them with `storeCheckinFigures`. Reads
 * never write.
 */
export const CHECKIN_STATS_FIELDS = ['checkin_count', 'checkin_run_length', 'checkin_run_latest', 'checkins_version'] as const

type StatsFields = Pick<Customer, (typeof CHECKIN_STATS_FIELDS)[number]>

/** The signed-in customer as the session reads her: with her kept check-in figures. */
export type CustomerWithFigures = CustomerDoc & Partial<StatsFields>

/** The stored figures, or null when they were never computed (a customer from before they were kept). */
export function storedCheckinStats(customer: Partial<StatsFields>): CheckinStats | null {
  if (typeof customer.checkin_count !== 'number' || typeof customer.checkin_run_length !== 'number') return null
  return { count: customer.checkin_count, run: { length: customer.checkin_run_length, latest: customer.checkin_run_latest ?? null } }
}

/** The run ending at her latest check-in, read newest first in bounded pages (decision 0007). */
function readCurrentRun(payload: Payload, customerId: string, req?: Transaction): Promise<CheckinStats['run']> {
  return runFromPages(async (before, size) => {
    const page = await findOwnFields(payload, customerId, 'checkins', ['date'], {
      where: before ? { date: { less_than: before } } : undefined,
      sort: '-date',
      limit: size,
      req,
    })
    return page.map((d) => d.date)
  })
}

/** Counts her check-ins and walks her current run from the check-ins themselves. */
async function countFigures(payload: Payload, customerId: string, req?: Transaction): Promise<CheckinStats> {
  const [count, run] = await Promise.all([countOwn(payload, customerId, 'checkins', undefined, req), readCurrentRun(payload, customerId, req)])
  return { count, run }
}

function figureFields(stats: CheckinStats): StatsFields {
  return {
    checkin_count: stats.count,
    checkin_run_length: stats.run.length,
    checkin_run_latest: stats.run.latest,
    checkins_version: randomUUID(),
  }
}

async function store(payload: Payload, customerId: string, stats: CheckinStats, req?: Transaction): Promise<void> {
  await payload.update({
    collection: 'customers',
    id: customerId,
    overrideAccess: true,
    depth: 0,
    select: { checkin_count: true },
    data: figureFields(stats),
    ...(req ? { req } : {}),
  })
}

async function readStored(payload: Payload, customerId: string, req: Transaction): Promise<CheckinStats | null> {
  const customer = await findCustomerFields(payload, customerId, ['checkin_count', 'checkin_run_length', 'checkin_run_latest'], req)
  return customer ? storedCheckinStats(customer) : null
}

/**
 * Keeps her figures after one check-in write, inside the writer's
 * transaction, in one UPDATE of her record with her activity time (the
 * check-in's own hook is not run: decision 0035): a check-in for a new latest
 * day updates them from the stored ones; a changed day keeps them and takes
 * a new version; anything else that may change them is counted again.
 */
export async function keepFiguresAfter(payload: Payload, customerId: string, change: CheckinChange, req: Transaction): Promise<void> {
  const now = new Date().toISOString()
  if (change.kind === 'rated') {
    // The same days: the figures stand (a record without them is counted when read); pages re-read her check-ins.
    await setCustomerFields(payload, customerId, { checkins_version: randomUUID(), updatedAt: now }, req)
    return
  }
  const next = statsAfter(await readStored(payload, customerId, req), change) ?? (await countFigures(payload, customerId, req))
  await setCustomerFields(payload, customerId, { ...figureFields(next), last_activity_at: now, updatedAt: now }, req)
}

/**
 * Counts her figures from her check-ins and stores them: for check-ins
 * written in bulk (the demo data), which skip `submitCheckin`.
 */
export async function storeCheckinFigures(payload: Payload, customerId: string): Promise<CheckinStats> {
  const figures = await countFigures(payload, customerId)
  await store(payload, customerId, figures)
  return figures
}

/**
 * Her check-in count and current run as a page shows them: the stored ones,
 * or, where they were never stored or disagree with the newest check-ins just
 * read, counted from the check-ins themselves. Only read: a disagreement is
 * logged for the team, not repaired here.
 */
export async function checkinFigures(
  payload: Payload,
  customer: CustomerWithFigures,
  newestFirst: readonly { date: string }[],
): Promise<CheckinStats> {
  const stored = storedCheckinStats(customer)
  if (stored && !statsDisagree(stored, newestFirst)) return stored
  if (stored) payload.logger.warn({ customer: customer.id }, 'Kept check-in figures disagree with her check-ins; counted them instead')
  return countFigures(payload, customer.id)
}

/** Whether she has ever checked in: her kept count, or one indexed look-up. */
export async function hasCheckedIn(payload: Payload, customer: CustomerWithFigures): Promise<boolean> {
  const kept = storedCheckinStats(customer)
  if (kept) return kept.count > 0
  return (await findOwnFields(payload, customer.id, 'checkins', ['date'], { limit: 1 })).length > 0
}
