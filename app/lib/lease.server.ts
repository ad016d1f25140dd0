import { createHash, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { withKeyLock } from './customer-lock.server'
import { unavailable } from './errors'
import { currentTransaction } from './transaction.server'

/** How long a lease holds without its owner releasing it: far above any critical section's time; a process killed holding one blocks its key this long at most. */
export const LEASE_TTL_MS = 15_000
/** How long a caller waits for a key held elsewhere before answering 503 (try again). */
export const LEASE_WAIT_MS = 10_000

export const LEASE_BUSY_DETAIL = 'This is being changed by another request just now. Please try again.'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The delay before the next try: doubling from 5 ms to 100 ms, with jitter so waiting processes do not ask in step. */
export function leaseRetryDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(100, 5 * 2 ** Math.min(attempt, 5))
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}

interface LeaseOptions {
  ttlMs?: number
  waitMs?: number
}

/**
 * Runs `work` while this process holds the database lease on `name`: a row in
 * `leases` whose key is unique, so of every process sharing the database one
 * at a time gets in (the others' inserts are refused and they wait, then
 * retry). The owner deletes its own row when `work` ends, success or
 * failure; a row past its expiry (its process was killed) is taken over.
 * The row is written outside any transaction, so the other processes see it
 * at once, except inside an `atomically()` unit (a sign-up storing her first
 * assessment): there it joins the unit's transaction, since a write outside
 * would wait for the transaction's own turn (decision 0035); on SQLite that
 * transaction's write lock already holds every other process off, and on
 * MongoDB a second transaction inserting the same key conflicts and retries.
 * Throws 503 when the key stays held for `waitMs`.
 */
export async function withLease<T>(payload: Payload, name: string, work: () => Promise<T>, options: LeaseOptions = {}): Promise<T> {
  // Stored as a digest: a lease a stopped process left behind holds nothing about anyone.
  const key = leaseKey(name)
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS
  const deadline = Date.now() + (options.waitMs ?? LEASE_WAIT_MS)
  const owner = `${process.pid}:${randomUUID()}`
  const req = currentTransaction()
  const inUnit = req ? { req } : {}
  for (let attempt = 0; ; attempt++) {
    const now = Date.now()
    try {
      await payload.db.create({ collection: 'leases', data: { key, owner, expires_at: new Date(now + ttlMs).toISOString() }, returning: false, ...inUnit })
      break
    } catch (error) {
      const { docs } = await payload.db.find<{ id: string; owner: string; expires_at: string }>({
        collection: 'leases',
        where: { key: { equals: key } },
        limit: 1,
        pagination: false,
        ...inUnit,
      })
      const held = docs[0]
      if (held && new Date(held.expires_at).getTime() < now) {
        // Its owner died holding it: remove exactly that lease (another process may take it over first) and try again.
        await payload.db.deleteMany({ collection: 'leases', where: { and: [{ id: { equals: held.id } }, { owner: { equals: held.owner } }] }, ...inUnit })
        continue
      }
      if (Date.now() > deadline) {
        if (!held) throw error
        throw unavailable(LEASE_BUSY_DETAIL)
      }
      await sleep(leaseRetryDelay(attempt))
    }
  }
  try {
    return await work()
  } finally {
    try {
      await payload.db.deleteMany({ collection: 'leases', where: { and: [{ key: { equals: key } }, { owner: { equals: owner } }] }, ...inUnit })
    } catch (error) {
      // Not released: it expires after ttlMs and is taken over then.
      payload.logger.error({ err: error, msg: `Lease ${name.split(':')[0]} not released` })
    }
  }
}

/** What the `leases` row stores for a lease's name (which names a customer or an item): its SHA-256. */
export function leaseKey(name: string): string {
  return createHash('sha256').update(name).digest('hex')
}

/**
 * One change at a time on `key` across every process sharing the database:
 * inside this process callers queue in memory first (withKeyLock, no database
 * round trip spent on waiting), then the one at the front takes the
 * database lease, which is what holds between processes.
 */
export function oneAtATimeEverywhere<T>(payload: Payload, key: string, work: () => Promise<T>, options?: LeaseOptions): Promise<T> {
  return withKeyLock(key, () => withLease(payload, key, work, options))
}

/**
 * Whether a transaction already holds every other writer off, in every
 * process on the database, from its first statement to its end: SQLite with
 * transactions on, where each begins IMMEDIATE and so holds the file's write
 * lock (decision 0035). MongoDB's transactions do not: two may run at once
 * and the later write conflicts.
 */
export function transactionsTakeTurns(payload: Payload): boolean {
  return payload.db.name === 'sqlite' && Boolean((payload.db as { transactionOptions?: unknown }).transactionOptions)
}

/**
 * `oneAtATimeEverywhere` for work that is one `atomically()` unit and writes
 * nothing outside it (a check-in submit, an assessment submit). Where
 * transactions take turns between processes (`transactionsTakeTurns`), the
 * unit's own transaction is the turn: no lease row is written or deleted,
 * two writes fewer, each of which took the write lock on its own (issue 53).
 * Elsewhere, the lease as before.
 */
export function oneUnitAtATimeEverywhere<T>(payload: Payload, key: string, unit: () => Promise<T>, options?: LeaseOptions): Promise<T> {
  if (transactionsTakeTurns(payload) && !currentTransaction()) return withKeyLock(key, unit)
  return oneAtATimeEverywhere(payload, key, unit, options)
}
