import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { keepFlush, sendFlush, sendWaitingFlushes, waitingFlushes, type WaitingFlush } from '~/lib/flush-outbox.client'

const CUSTOMER = 'c1'

function entry(id: string): WaitingFlush {
  return { client_id: id, occurred_at: '2026-11-28T10:00:00.000Z', severity: 'moderate', kind: 'flush', triggers: [], time_zone: 'Europe/London' }
}

/** A server that answers only when told to, counting what reached it. */
function heldServer() {
  const posted: string[] = []
  const answers: (() => void)[] = []
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as WaitingFlush
    posted.push(body.client_id)
    return new Promise<Response>((resolve) => {
      answers.push(() => resolve(new Response(JSON.stringify({ id: `server-${body.client_id}` }), { status: 201 })))
    })
  })
  return { fetch, posted, answerAll: () => answers.splice(0).forEach((answer) => answer()) }
}

beforeEach(() => {
  const store = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the hot-flush outbox', () => {
  it('leaves an entry being sent by its tap to that send: one POST, and nothing told twice', async () => {
    const server = heldServer()
    vi.stubGlobal('fetch', server.fetch)
    keepFlush(CUSTOMER, entry('tap'))
    const tap = sendFlush(entry('tap'))
    // The page refreshes (or the signal returns) while the tap's own send is on its way.
    const waiting = sendWaitingFlushes(CUSTOMER)
    await expect(waiting).resolves.toEqual({ sent: 0, refused: [] })
    server.answerAll()
    await expect(tap).resolves.toEqual({ ok: true, id: 'server-tap' })
    expect(server.posted).toEqual(['tap'])
  })

  it('two sends of what is waiting at once (opening and the signal) post each entry once', async () => {
    const server = heldServer()
    vi.stubGlobal('fetch', server.fetch)
    keepFlush(CUSTOMER, entry('a'))
    const first = sendWaitingFlushes(CUSTOMER)
    const second = sendWaitingFlushes(CUSTOMER)
    await Promise.resolve()
    server.answerAll()
    const results = await Promise.all([first, second])
    expect(server.posted).toEqual(['a'])
    expect(results.map((r) => r.sent).sort()).toEqual([0, 1])
    expect(waitingFlushes(CUSTOMER)).toEqual([])
  })

  it('sends again what a tap could not send once that send has ended', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')))
    keepFlush(CUSTOMER, entry('offline'))
    await expect(sendFlush(entry('offline'))).resolves.toMatchObject({ ok: false, retry: true })
    const server = heldServer()
    vi.stubGlobal('fetch', server.fetch)
    const waiting = sendWaitingFlushes(CUSTOMER)
    await Promise.resolve()
    server.answerAll()
    await expect(waiting).resolves.toEqual({ sent: 1, refused: [] })
    expect(server.posted).toEqual(['offline'])
    expect(waitingFlushes(CUSTOMER)).toEqual([])
  })
})
