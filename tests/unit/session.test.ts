import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'

import { getCurrentCustomer } from '~/lib/session.server'

const TOKEN = 'a'.repeat(43)
const customer = { id: 'c1', name: 'Ann', email: 'ann@example.com' }

/** A Payload stand-in that counts the session and customer reads and records their options. */
function fakeContext(expiresAt = new Date(Date.now() + 3_600_000).toISOString()) {
  const calls = { find: [] as Record<string, unknown>[], findByID: [] as Record<string, unknown>[] }
  const payload = {
    find: async (args: Record<string, unknown>) => {
      calls.find.push(args)
      return { docs: [{ id: 's1', customer: 'c1', expires_at: expiresAt }] }
    },
    findByID: async (args: Record<string, unknown>) => {
      calls.findByID.push(args)
      return customer
    },
    delete: async () => ({}),
  }
  return { calls, context: { payload, env: { APP_URL: 'http://localhost' } } as unknown as AppLoadContext }
}

const request = (method = 'GET') =>
  new Request('http://localhost/dashboard', { method, headers: { Authorization: `Bearer ${TOKEN}` } })

describe('the session lookup', () => {
  it('reads the session and the customer at depth 0, with only the fields it needs and no joins', async () => {
    const { calls, context } = fakeContext()
    expect(await getCurrentCustomer(request(), context)).toEqual({ customer, token: TOKEN })
    expect(calls.find[0]).toMatchObject({ collection: 'sessions', depth: 0, select: { customer: true, expires_at: true }, limit: 1 })
    expect(calls.findByID[0]).toMatchObject({ collection: 'customers', id: 'c1', depth: 0, joins: false })
  })

  it('happens once per request: nested loaders share it through the per-request context', async () => {
    const { calls, context } = fakeContext()
    const req = request()
    await Promise.all([getCurrentCustomer(req, context), getCurrentCustomer(req, context)])
    await getCurrentCustomer(req, context)
    expect([calls.find.length, calls.findByID.length]).toEqual([1, 1])
  })

  it('is not shared between requests (each gets its own context) nor kept for an action', async () => {
    const first = fakeContext()
    const second = fakeContext()
    await getCurrentCustomer(request(), first.context)
    await getCurrentCustomer(request(), second.context)
    expect([first.calls.find.length, second.calls.find.length]).toEqual([1, 1])

    const action = fakeContext()
    await getCurrentCustomer(request('POST'), action.context)
    await getCurrentCustomer(request('POST'), action.context)
    expect(action.calls.find.length).toBe(2)
  })

  it('finds no customer for an expired session', async () => {
    const { calls, context } = fakeContext(new Date(Date.now() - 1000).toISOString())
    expect(await getCurrentCustomer(request(), context)).toBeNull()
    expect(calls.findByID.length).toBe(0)
  })
})
