import { createHash, randomBytes } from 'node:crypto'

import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'

import { getCurrentCustomer, keptSessionCount, revokeAllSessions, revokeSession, SESSION_CACHE_MAX } from '~/lib/session.server'

/**
 * The session lookup (decision 0036) against a stand-in for the MongoDB
 * adapter's models (lib/hot-reads.server.ts reads them directly): what it
 * reads, what it keeps, and when it reads her again. The SQLite path is
 * proven against a real server by tests/api/session-cache.test.ts.
 */
const objectId = (hex: string) => ({
  _bsontype: 'ObjectId',
  toString: () => hex,
})
const digest = (token: string) => createHash('sha256').update(token).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')

interface Stored {
  session: {
    customer: ReturnType<typeof objectId>
    expires_at: Date
    createdAt: Date
  } | null
  customer: Record<string, unknown> | null
}

function fakeContext(stored: Stored) {
  const calls = {
    session: [] as unknown[][],
    version: [] as unknown[][],
    customer: [] as unknown[][],
    deleted: 0,
  }
  const lean = (value: unknown) => ({
    lean: async () => (value ? structuredCloneKeepingIds(value) : null),
  })
  const models = {
    sessions: {
      findOne: (query: unknown, projection: unknown) => (calls.session.push([query, projection]), lean(stored.session)),
    },
    customers: {
      findOne: (query: unknown, projection: Record<string, number>) => {
        const versionOnly = Object.keys(projection).sort().join() === 'checkins_version,updatedAt'
        ;(versionOnly ? calls.version : calls.customer).push([query, projection])
        if (!stored.customer) return lean(null)
        return lean(Object.fromEntries(Object.entries(stored.customer).filter(([key]) => key === '_id' || key in projection)))
      },
    },
  }
  const payload = {
    db: { name: 'mongoose', collections: models },
    collections: { checkins: { config: { flattenedFields: [] } } },
    delete: async () => {
      calls.deleted++
      return {}
    },
  }
  const context = () =>
    ({
      payload,
      env: { APP_URL: 'http://localhost' },
    } as unknown as AppLoadContext)
  return { calls, context }
}

/** A lean document's copy, its ids and dates kept as the driver hands them out. */
function structuredCloneKeepingIds<T>(value: T): T {
  return Object.fromEntries(Object.entries(value as Record<string, unknown>)) as T
}

const ANN = {
  _id: objectId('65a1b2c3d4e5f60718293a4b'),
  __v: 0,
  name: 'Ann',
  email: 'ann@example.com',
  tier: 'base',
  profile_completed: true,
  password_set: true,
  hash: 'never read',
  salt: 'never read',
  checkins_version: 'v1',
  createdAt: new Date('2026-11-01T09:00:00.000Z'),
  updatedAt: new Date('2026-11-20T09:00:00.000Z'),
}

const live = (): Stored => ({
  session: {
    customer: ANN._id,
    expires_at: new Date(Date.now() + 3_600_000),
    createdAt: new Date('2026-11-27T08:00:00.000Z'),
  },
  customer: { ...ANN },
})

const request = (token: string, method = 'GET') =>
  new Request('http://localhost/dashboard', {
    method,
    headers: { Authorization: `Bearer ${token}` },
  })

describe('the session lookup', () => {
  it('reads the session by its digest and her record’s session fields only, as Payload answers them', async () => {
    const { calls, context } = fakeContext(live())
    const token = newToken()
    const current = await getCurrentCustomer(request(token), context())
    expect(calls.session[0]).toEqual([{ token_hash: digest(token) }, { customer: 1, expires_at: 1, createdAt: 1 }])
    const projection = calls.customer[0]![1] as Record<string, number>
    expect(Object.keys(projection)).toEqual(
      expect.arrayContaining(['name', 'email', 'tier', 'checkin_count', 'checkins_version', 'updatedAt']),
    )
    expect(Object.keys(projection)).not.toContain('hash')
    expect(Object.keys(projection)).not.toContain('salt')
    expect(current).toMatchObject({
      token,
      signedInAt: '2026-11-27T08:00:00.000Z',
      customer: {
        id: '65a1b2c3d4e5f60718293a4b',
        name: 'Ann',
        tier: 'base',
        createdAt: '2026-11-01T09:00:00.000Z',
        picture: null,
        checkin_count: null,
      },
    })
    expect(current!.customer).not.toHaveProperty('_id')
    expect(current!.customer).not.toHaveProperty('__v')
  })

  it('happens once per request: nested loaders share it through the per-request context', async () => {
    const { calls, context } = fakeContext(live())
    const token = newToken()
    const shared = context()
    await Promise.all([getCurrentCustomer(request(token), shared), getCurrentCustomer(request(token), shared)])
    await getCurrentCustomer(request(token), shared)
    expect(calls.session.length).toBe(1)
  })

  it('reads the session on every request and action, and keeps her record while its version holds', async () => {
    const stored = live()
    const { calls, context } = fakeContext(stored)
    const token = newToken()
    for (let i = 0; i < 3; i++) expect((await getCurrentCustomer(request(token), context()))!.customer.name).toBe('Ann')
    await getCurrentCustomer(request(token, 'POST'), context())
    expect([calls.session.length, calls.version.length, calls.customer.length]).toEqual([4, 4, 1])

    // Her record changed (Payload moved its updatedAt): read afresh at once.
    stored.customer = {
      ...ANN,
      name: 'Ann Reed',
      updatedAt: new Date('2026-11-28T10:00:00.000Z'),
    }
    expect((await getCurrentCustomer(request(token), context()))!.customer.name).toBe('Ann Reed')
    // A check-in changed her figures' version only: read afresh too.
    stored.customer = {
      ...stored.customer,
      checkin_count: 1,
      checkins_version: 'v2',
    }
    expect((await getCurrentCustomer(request(token), context()))!.customer).toMatchObject({ checkin_count: 1 })
    expect(calls.customer.length).toBe(3)
  })

  it('hands each request its own copy of the kept record', async () => {
    const { context } = fakeContext(live())
    const token = newToken()
    const first = await getCurrentCustomer(request(token), context())
    ;(first!.customer as { name: string }).name = 'changed by a caller'
    expect((await getCurrentCustomer(request(token), context()))!.customer.name).toBe('Ann')
  })

  it('finds no one once the session is gone, though her record was kept', async () => {
    const stored = live()
    const { context } = fakeContext(stored)
    const token = newToken()
    expect(await getCurrentCustomer(request(token), context())).not.toBeNull()
    stored.session = null
    expect(await getCurrentCustomer(request(token), context())).toBeNull()
  })

  it('finds no one once her record is gone (account deleted), though it was kept', async () => {
    const stored = live()
    const { context } = fakeContext(stored)
    const token = newToken()
    expect(await getCurrentCustomer(request(token), context())).not.toBeNull()
    stored.customer = null
    expect(await getCurrentCustomer(request(token), context())).toBeNull()
  })

  it('finds no one for an expired session, deletes it, and does not read her record', async () => {
    const stored = live()
    stored.session!.expires_at = new Date(Date.now() - 1000)
    const { calls, context } = fakeContext(stored)
    expect(await getCurrentCustomer(request(newToken()), context())).toBeNull()
    expect(calls.customer.length).toBe(0)
    expect(calls.deleted).toBe(1)
  })

  it('forgets what it keeps for a session at sign-out, and for all of hers at sign-out everywhere', async () => {
    const { context } = fakeContext(live())
    const [one, two] = [newToken(), newToken()]
    await getCurrentCustomer(request(one), context())
    await getCurrentCustomer(request(two), context())
    const kept = keptSessionCount()
    const payload = context().payload as unknown as {
      delete: () => Promise<unknown>
    }
    const deletes = Object.assign(payload, {
      delete: async () => ({ docs: [] }),
    })
    await revokeSession(deletes as never, one)
    expect(keptSessionCount()).toBe(kept - 1)
    // Every session kept in this file is Ann's.
    await revokeAllSessions(deletes as never, '65a1b2c3d4e5f60718293a4b')
    expect(keptSessionCount()).toBe(0)
  })

  it('keeps at most SESSION_CACHE_MAX records, the least recently used going first', async () => {
    const { context } = fakeContext(live())
    const first = newToken()
    await getCurrentCustomer(request(first), context())
    for (let i = 0; i < SESSION_CACHE_MAX + 10; i++) await getCurrentCustomer(request(newToken()), context())
    expect(keptSessionCount()).toBe(SESSION_CACHE_MAX)
  })
})
