import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '~/domain/constants'
import { RETENTION_DAYS } from '~/domain/retention'
import { runDailyHousekeeping } from '~/jobs/housekeeping.server'
import { createRateLimiter } from '~/lib/rate-limit.server'
import { DatabaseRateLimitStore } from '~/lib/rate-limit-store.server'
import { PURGE_TASKS } from '~/services/housekeeping/purge-tasks.server'
import { runHousekeeping } from '~/services/housekeeping/run-housekeeping.server'
import { claimOnce } from '~/lib/claim-once.server'

import { localPayload } from '../support/local-payload'

/**
 * Housekeeping, the database-backed limits and the once-only claims, on
 * Payload itself over a fresh SQLite file, through the same adapter calls
 * MongoDB gets. Every clock is injected.
 */
let payload: Payload
let dataDir: string
let close: () => Promise<void>

beforeAll(async () => {
  ;({ payload, dataDir, close } = await localPayload())
}, 120_000)

afterAll(async () => {
  await close?.()
})

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2026-11-21T03:30:00.000Z')
const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * DAY).toISOString()

async function customer(): Promise<string> {
  const doc = await payload.db.create({ collection: 'customers', data: { name: 'Housekeeping Test', email: `hk-${Math.random().toString(36).slice(2)}@example.com`, tier: 'base' } })
  return String(doc.id)
}

async function ids(collection: 'sessions' | 'auth-codes' | 'payload-jobs' | 'rate-limits' | 'job-claims' | 'leases' | 'password-resets' | 'outbox' | 'audit-log'): Promise<string[]> {
  const { docs } = await payload.find({ collection, overrideAccess: true, limit: 1000, pagination: false, depth: 0, select: {} })
  return docs.map((doc) => String(doc.id)).sort()
}

describe('housekeeping', () => {
  it('every task names a retention period', () => {
    for (const task of PURGE_TASKS) expect(RETENTION_DAYS[task.kind], task.name).toBeGreaterThan(0)
  })

  it('removes, batch by batch, only what outlived its period at the injected time', async () => {
    const owner = await customer()
    const session = (expires: string, n: number) => payload.db.create({ collection: 'sessions', data: { token_hash: `hk-session-${n}-${expires}`, customer: owner, expires_at: expires } })
    const oldSessions = await Promise.all([8, 9, 30, 400].map((d, n) => session(daysAgo(d), n)))
    const recentlyEnded = await session(daysAgo(3), 10)
    const live = await session(new Date(NOW.getTime() + 20 * DAY).toISOString(), 11)

    const code = (expires: string, n: number) => payload.db.create({ collection: 'auth-codes', data: { code_hash: `hk-code-${n}-${expires}`, customer: owner, expires_at: expires } })
    const oldCode = await code(daysAgo(2), 1)
    const freshCode = await code(new Date(NOW.getTime() - 60_000).toISOString(), 2)

    const job = (data: Record<string, unknown>) =>
      payload.db.create({ collection: 'payload-jobs', data: { taskSlug: 'housekeeping', queue: 'housekeeping', input: {}, processing: false, totalTried: 1, log: [{ id: Math.random().toString(16).slice(2, 14).padEnd(24, '0'), taskSlug: 'housekeeping', taskID: '1', executedAt: daysAgo(9), completedAt: daysAgo(9), state: 'succeeded' }], ...data } })
    const finishedLongAgo = await job({ completedAt: daysAgo(8), updatedAt: daysAgo(8), createdAt: daysAgo(8) })
    const failedLongAgo = await job({ hasError: true, updatedAt: daysAgo(10), createdAt: daysAgo(10) })
    const finishedRecently = await job({ completedAt: daysAgo(2), updatedAt: daysAgo(2), createdAt: daysAgo(2) })
    const stillQueued = await job({ createdAt: daysAgo(20), updatedAt: daysAgo(20) })

    const endedWindow = await payload.db.create({ collection: 'rate-limits', data: { key: 'hk-ended', count: 3, reset_at: daysAgo(2) } })
    const liveWindow = await payload.db.create({ collection: 'rate-limits', data: { key: 'hk-live', count: 3, reset_at: new Date(NOW.getTime() + 60_000).toISOString() } })
    const oldClaim = await payload.db.create({ collection: 'job-claims', data: { key: 'hk-old', claimed_at: daysAgo(31) } })
    const newClaim = await payload.db.create({ collection: 'job-claims', data: { key: 'hk-new', claimed_at: daysAgo(1) } })
    // A lease left by a process killed while holding it, and one held right now.
    const leftLease = await payload.db.create({ collection: 'leases', data: { key: 'checkins:left', owner: 'killed', expires_at: daysAgo(31) } })
    const heldLease = await payload.db.create({ collection: 'leases', data: { key: 'checkins:held', owner: 'alive', expires_at: daysAgo(-1) } })

    const reset = (expires: string, n: number) => payload.db.create({ collection: 'password-resets', data: { token_hash: `hk-reset-${n}`, customer: owner, expires_at: expires } })
    const endedReset = await reset(daysAgo(2), 1)
    const liveReset = await reset(new Date(NOW.getTime() + 30 * 60_000).toISOString(), 2)
    const mail = (createdAt: string, n: number) =>
      payload.db.create({ collection: 'outbox', data: { status: 'sent', kind: 'password_reset', to: `hk-${n}@example.com`, from: 'x@example.com', subject: 's', text: 't', recipient: owner, createdAt, updatedAt: createdAt } })
    const oldMail = await mail(daysAgo(31), 1)
    const newMail = await mail(daysAgo(29), 2)
    const staff = await payload.db.create({ collection: 'users', data: { email: `hk-staff-${Math.random().toString(36).slice(2)}@example.com`, role: 'admin' } })
    const audit = (createdAt: string) =>
      payload.db.create({ collection: 'audit-log', data: { staff: staff.id, staff_email: staff.email, subject: owner, action: 'customer_details', createdAt, updatedAt: createdAt } })
    const oldAudit = await audit(daysAgo(2 * 365 + 1))
    const newAudit = await audit(daysAgo(2 * 365 - 1))

    const report = await runHousekeeping(payload, { now: NOW, batchSize: 2 })
    expect(report).toEqual({
      'expired sessions': 4,
      'expired sign-in codes': 1,
      'ended password-reset links': 1,
      'old outbox messages': 1,
      'old staff audit entries': 1,
      'finished jobs': 2,
      'rate-limit windows': 1,
      'job claims': 1,
      'expired leases': 1,
    })
    expect(await ids('password-resets')).toContain(String(liveReset.id))
    expect(await ids('password-resets')).not.toContain(String(endedReset.id))
    expect(await ids('outbox')).toContain(String(newMail.id))
    expect(await ids('outbox')).not.toContain(String(oldMail.id))
    expect(await ids('audit-log')).toContain(String(newAudit.id))
    expect(await ids('audit-log')).not.toContain(String(oldAudit.id))

    const left = await ids('sessions')
    for (const gone of oldSessions) expect(left).not.toContain(String(gone.id))
    expect(left).toEqual(expect.arrayContaining([String(recentlyEnded.id), String(live.id)]))
    expect(await ids('auth-codes')).toEqual(expect.arrayContaining([String(freshCode.id)]))
    expect(await ids('auth-codes')).not.toContain(String(oldCode.id))
    expect(await ids('payload-jobs')).toEqual([String(finishedRecently.id), String(stillQueued.id)].sort())
    expect(await ids('payload-jobs')).not.toContain(String(finishedLongAgo.id))
    expect(await ids('payload-jobs')).not.toContain(String(failedLongAgo.id))
    expect(await ids('rate-limits')).toEqual(expect.arrayContaining([String(liveWindow.id)]))
    expect(await ids('rate-limits')).not.toContain(String(endedWindow.id))
    expect(await ids('job-claims')).toContain(String(newClaim.id))
    expect(await ids('job-claims')).not.toContain(String(oldClaim.id))
    expect(await ids('leases')).toEqual([String(heldLease.id)])
    expect(await ids('leases')).not.toContain(String(leftLease.id))

    // A job's log lines go with it.
    const client = createClient({ url: `file:${path.join(dataDir, 'liberate.db')}` })
    try {
      const orphans = await client.execute('SELECT COUNT(*) AS n FROM payload_jobs_log WHERE _parent_id NOT IN (SELECT id FROM payload_jobs)')
      expect(Number(orphans.rows[0]?.n)).toBe(0)
    } finally {
      client.close()
    }

    // Five days on, the session that had just ended has outlived its week too.
    const later = await runHousekeeping(payload, { now: new Date(NOW.getTime() + 5 * DAY), batchSize: 2 })
    expect(later['expired sessions']).toBe(1)
    expect(await ids('sessions')).not.toContain(String(recentlyEnded.id))
    expect(await ids('sessions')).toContain(String(live.id))
  })

  it('stops after maxBatches and finishes on the next run', async () => {
    const owner = await customer()
    for (let n = 0; n < 5; n++) await payload.db.create({ collection: 'sessions', data: { token_hash: `hk-cap-${n}`, customer: owner, expires_at: daysAgo(50) } })
    const tasks = PURGE_TASKS.filter((task) => task.collection === 'sessions')
    expect((await runHousekeeping(payload, { now: NOW, batchSize: 2, maxBatches: 1, tasks }))['expired sessions']).toBe(2)
    expect((await runHousekeeping(payload, { now: NOW, batchSize: 2, maxBatches: 10, tasks }))['expired sessions']).toBe(3)
  })

  it('the daily job runs once a day, however many processes pick it up', async () => {
    const day = new Date('2026-12-01T03:30:05.000Z')
    const runs = await Promise.all([runDailyHousekeeping(payload, day), runDailyHousekeeping(payload, day), runDailyHousekeeping(payload, new Date(day.getTime() + 3_600_000))])
    expect(runs.filter((run) => run !== null)).toHaveLength(1)
    expect(await runDailyHousekeeping(payload, new Date(day.getTime() + DAY))).not.toBeNull()
  })
})

describe('claims', () => {
  it('exactly one of many simultaneous claims of a key wins', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => claimOnce(payload, 'reminder:2026-11-21', NOW)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await claimOnce(payload, 'reminder:2026-11-22', NOW)).toBe(true)
  })
})

describe('limits on abuse in the database', () => {
  it('counts hits in a window, starts again when it ends, and keeps keys only as digests', async () => {
    const store = new DatabaseRateLimitStore(payload)
    const t0 = NOW.getTime()
    expect(await store.hit('signInPerAccount:jo@example.com', 60_000, t0)).toEqual({ count: 1, resetAt: t0 + 60_000 })
    expect(await store.hit('signInPerAccount:jo@example.com', 60_000, t0 + 1_000)).toEqual({ count: 2, resetAt: t0 + 60_000 })
    expect(await store.hit('signInPerAccount:other@example.com', 60_000, t0 + 1_000)).toEqual({ count: 1, resetAt: t0 + 61_000 })
    expect(await store.hit('signInPerAccount:jo@example.com', 60_000, t0 + 60_000)).toEqual({ count: 1, resetAt: t0 + 120_000 })

    const { docs } = await payload.find({ collection: 'rate-limits', overrideAccess: true, limit: 100, pagination: false, depth: 0 })
    expect(JSON.stringify(docs)).not.toContain('example.com')
  })

  it('counts every one of simultaneous hits', async () => {
    const store = new DatabaseRateLimitStore(payload)
    const counts = await Promise.all(Array.from({ length: 12 }, () => store.hit('registerPerAddress:203.0.113.9', 60_000, NOW.getTime())))
    expect(counts.map((bucket) => bucket.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
  })

  it('refuses past the limit through the limiter, with the time left in the window', async () => {
    let clock = NOW.getTime() + 10 * DAY
    const limiter = createRateLimiter(new DatabaseRateLimitStore(payload), 1, () => clock)
    const { limit, windowSeconds } = RATE_LIMITS.signInPerAddress
    for (let i = 0; i < limit; i++) expect(await limiter.take('signInPerAddress', '198.51.100.7')).toBeNull()
    clock += 1_000
    const refusal = await limiter.take('signInPerAddress', '198.51.100.7')
    expect(refusal?.retryAfterSeconds).toBe(windowSeconds - 1)
    clock += windowSeconds * 1000
    expect(await limiter.take('signInPerAddress', '198.51.100.7')).toBeNull()
  })

  it('locks sign-in per (account, address, password) after 5 failures, even with limits off, until the window ends', async () => {
    let clock = NOW.getTime() + 20 * DAY
    const limiter = createRateLimiter(new DatabaseRateLimitStore(payload), 0, () => clock)
    const hers = 'maya@example.com|198.51.100.20|stamp-1'
    for (let i = 0; i < 4; i++) await limiter.recordFailure(hers)
    expect(await limiter.lockedFor(hers)).toBeNull()
    await limiter.recordFailure(hers)
    expect(await limiter.lockedFor(hers)).toBe(15 * 60)
    // Another address, or a new password, is not locked.
    expect(await limiter.lockedFor('maya@example.com|198.51.100.21|stamp-1')).toBeNull()
    expect(await limiter.lockedFor('maya@example.com|198.51.100.20|stamp-2')).toBeNull()
    clock += 15 * 60 * 1000
    expect(await limiter.lockedFor(hers)).toBeNull()
  })

  it('lets the request through when the store fails', async () => {
    const gone = () => Promise.reject(new Error('database gone'))
    const limiter = createRateLimiter({ hit: gone, peek: gone }, 1)
    expect(await limiter.take('signInPerAddress', '198.51.100.8')).toBeNull()
    await limiter.recordFailure('a@example.com|198.51.100.8|x')
    expect(await limiter.lockedFor('a@example.com|198.51.100.8|x')).toBeNull()
  })
})
