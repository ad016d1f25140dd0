import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Customer } from '../../cms/payload-types'
import { runFromPages } from '../domain/checkins'
import { withKeyLock } from '../lib/customer-lock.server'
import type { Transaction as Req } from '../lib/transaction.server'
import { statsAfter, type CheckinChange, type CheckinStats } from '../domain/checkins/stats'
import { countOwn, findOwnFields } from './own-records.server'

/**
 * A customer's check-in figures kept on her record (decision 0009): the
 * count, the run ending at her latest check-in, and a version that changes
 * with every check-in write (pages may keep what they read of her check-ins
 * while it stays the same). The check-ins collection's hooks keep them on
 * every write through Payload; `recomputeCheckinStats` is the one repair path.
 */
export const CHECKIN_STATS_FIELDS = ['checkin_count', 'checkin_run_length', 'checkin_run_latest', 'checkins_version'] as const

type StatsFields = Pick<Customer, (typeof CHECKIN_STATS_FIELDS)[number]>

/** The stored figures, or null when they were never computed (a customer from before they were kept). */
export function storedCheckinStats(customer: Partial<StatsFields>): CheckinStats | null {
  if (typeof customer.checkin_count !== 'number' || typeof customer.checkin_run_length !== 'number') return null
  return { count: customer.checkin_count, run: { length: customer.checkin_run_length, latest: customer.checkin_run_latest ?? null } }
}

/** The run ending at her latest check-in, read newest first in bounded pages (decision 0007). */
export function readCurrentRun(payload: Payload, customerId: string, req?: Req): Promise<CheckinStats['run']> {
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

async function store(payload: Payload, customerId: string, stats: CheckinStats, req?: Req): Promise<void> {
  await payload.update({
    collection: 'customers',
    id: customerId,
    overrideAccess: true,
    depth: 0,
    select: { checkin_count: true },
    data: {
      checkin_count: stats.count,
      checkin_run_length: stats.run.length,
      checkin_run_latest: stats.run.latest,
      checkins_version: randomUUID(),
    },
    context: { checkinStats: true },
    ...(req ? { req } : {}),
  })
}

async function readStored(payload: Payload, customerId: string, req?: Req): Promise<CheckinStats | null | 'gone'> {
  const customer = await payload.findByID({
    collection: 'customers',
    id: customerId,
    overrideAccess: true,
    depth: 0,
    joins: false,
    disableErrors: true,
    select: { checkin_count: true, checkin_run_length: true, checkin_run_latest: true },
    ...(req ? { req } : {}),
  })
  return customer ? storedCheckinStats(customer) : 'gone'
}

/**
 * One customer's figures change one at a time in this process, so two
 * check-ins written at once cannot both start from the same stored figures.
 * Its own key: a hook may run inside a caller's customer lock.
 */
function inTurn<T>(customerId: string, work: () => Promise<T>): Promise<T> {
  return withKeyLock(`checkin-stats:${customerId}`, work)
}

async function recompute(payload: Payload, customerId: string, req?: Req): Promise<CheckinStats> {
  const [count, run] = await Promise.all([countOwn(payload, customerId, 'checkins', undefined, req), readCurrentRun(payload, customerId, req)])
  const stats = { count, run }
  await store(payload, customerId, stats, req)
  return stats
}

/**
 * Counts her check-ins and walks her current run again from the check-ins
 * themselves, and stores the result. The repair path: call it after writing
 * check-ins without Payload's hooks (a bulk insert through `payload.db`,
 * seeding demo data), or whenever the stored figures are in doubt.
 */
export function recomputeCheckinStats(payload: Payload, customerId: string, req?: Req): Promise<CheckinStats> {
  return inTurn(customerId, () => recompute(payload, customerId, req))
}

/**
 * Keeps the figures after one check-in write (the collection's hooks call
 * this): a check-in for a new latest day updates them from the stored ones;
 * anything else that may change them is recomputed. A customer who is gone
 * (her account deleted with her check-ins) has nothing to keep.
 */
export function applyCheckinChange(payload: Payload, customerId: string, change: CheckinChange, req?: Req): Promise<void> {
  return inTurn(customerId, async () => {
    const stored = await readStored(payload, customerId, req)
    if (stored === 'gone') return
    const next = statsAfter(stored, change)
    if (next) await store(payload, customerId, next, req)
    else await recompute(payload, customerId, req)
  })
}
