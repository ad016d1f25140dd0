import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { AppError } from '../../app/lib/errors'
import { leaseKey, leaseRetryDelay, oneAtATimeEverywhere, withLease } from '../../app/lib/lease.server'

interface Row {
  id: string
  key: string
  owner: string
  expires_at: string
}

/**
 * A stand-in for the `leases` table shared by "processes": `create` refuses a
 * second row with the same key, as the unique index does, after a round trip.
 */
function leasesTable() {
  const rows = new Map<string, Row>()
  let next = 0
  const tick = () => new Promise((r) => setTimeout(r, 1))
  type Clause = { key?: { equals: string }; id?: { equals: string }; owner?: { equals: string } }
  const matches = (row: Row, where: { and?: Clause[] } & Clause) =>
    (where.and ?? [where]).every((c) => (!c.key || row.key === c.key.equals) && (!c.id || row.id === c.id.equals) && (!c.owner || row.owner === c.owner.equals))
  const db = {
    async create({ data }: { data: Omit<Row, 'id'> }) {
      await tick()
      if ([...rows.values()].some((row) => row.key === data.key)) throw new Error('UNIQUE constraint failed: leases.key')
      const row = { id: String(++next), ...data }
      rows.set(row.id, row)
      return row
    },
    async find({ where }: { where: Clause }) {
      await tick()
      return { docs: [...rows.values()].filter((row) => matches(row, where)) }
    },
    async deleteMany({ where }: { where: { and: Clause[] } }) {
      await tick()
      for (const row of [...rows.values()]) if (matches(row, where)) rows.delete(row.id)
    },
  }
  return { rows, payload: { db, logger: { error: () => undefined } } as unknown as Payload }
}

/** A read-modify-write with a round trip between its read and its write. */
function counter() {
  let value = 0
  return {
    get value() {
      return value
    },
    async add() {
      const read = value
      await new Promise((r) => setTimeout(r, 2))
      value = read + 1
    },
  }
}

describe('withLease (one at a time across processes sharing the database)', () => {
  it('loses no change when "processes" without a shared memory change one total at once', async () => {
    const { payload, rows } = leasesTable()
    const total = counter()
    // withLease alone: no in-process queue, as two servers have none in common.
    await Promise.all(Array.from({ length: 15 }, () => withLease(payload, 'total:1', () => total.add())))
    expect(total.value).toBe(15)
    expect(rows.size).toBe(0)
  })

  it('would lose changes without it (the test can fail)', async () => {
    const total = counter()
    await Promise.all(Array.from({ length: 15 }, () => total.add()))
    expect(total.value).toBeLessThan(15)
  })

  it('releases the lease when the work fails', async () => {
    const { payload, rows } = leasesTable()
    await expect(withLease(payload, 'k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(rows.size).toBe(0)
    await expect(withLease(payload, 'k', async () => 'again')).resolves.toBe('again')
  })

  it('takes over a lease whose owner died (past its expiry)', async () => {
    const { payload, rows } = leasesTable()
    rows.set('dead', { id: 'dead', key: leaseKey('k'), owner: 'killed-process', expires_at: new Date(Date.now() - 1000).toISOString() })
    await expect(withLease(payload, 'k', async () => 'mine', { waitMs: 200 })).resolves.toBe('mine')
    expect(rows.size).toBe(0)
  })

  it('answers 503 when a live lease is held longer than the wait', async () => {
    const { payload, rows } = leasesTable()
    rows.set('live', { id: 'live', key: leaseKey('k'), owner: 'other-process', expires_at: new Date(Date.now() + 60_000).toISOString() })
    const attempt = withLease(payload, 'k', async () => 'never', { waitMs: 50 })
    await expect(attempt).rejects.toBeInstanceOf(AppError)
    await expect(withLease(payload, 'k', async () => 'never', { waitMs: 50 })).rejects.toMatchObject({ code: 'unavailable' })
    expect(rows.get('live')?.owner).toBe('other-process')
  })

  it('queues callers of one process in memory first', async () => {
    const { payload } = leasesTable()
    const total = counter()
    await Promise.all(Array.from({ length: 10 }, () => oneAtATimeEverywhere(payload, 'total:2', () => total.add())))
    expect(total.value).toBe(10)
  })

  it('stores only a digest of the name, which names a customer', async () => {
    const { payload, rows } = leasesTable()
    await withLease(payload, 'checkins:customer-42', async () => {
      expect([...rows.values()].map((row) => row.key)).toEqual([leaseKey('checkins:customer-42')])
      expect(JSON.stringify([...rows.values()])).not.toContain('customer-42')
    })
  })

  it('waits between tries from 5 ms doubling to 100 ms, with jitter', () => {
    expect(leaseRetryDelay(0, () => 0)).toBe(3)
    expect(leaseRetryDelay(0, () => 1)).toBe(5)
    expect(leaseRetryDelay(3, () => 1)).toBe(40)
    expect(leaseRetryDelay(20, () => 1)).toBe(100)
    expect(leaseRetryDelay(20, () => 0)).toBe(50)
  })
})
