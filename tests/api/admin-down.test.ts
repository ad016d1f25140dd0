import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dateIn } from '~/domain/time-zone'

import { api, newCustomer } from '../support/api'
import { startServer, type RunningServer } from '../support/server'

/**
 * The customer site outlives the admin: a server whose admin (Next) cannot
 * load keeps serving customers and the API, answers /admin with a plain 503
 * page, and reports the admin down in its readiness without failing it.
 */
const BREAK_NEXT = path.resolve(import.meta.dirname, '..', 'support', 'admin-cannot-start.mjs')
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${BREAK_NEXT}`.trim() })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

/** Waits for the admin's background start to have failed (it starts once the server listens). */
async function readiness(): Promise<{ status: number; body: any }> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const res = await api('/api/health/ready', { baseUrl: server.url })
    if (res.body?.admin !== 'starting' || Date.now() > deadline) return res
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('when the admin fails to start', () => {
  it('reports the admin down in readiness, which still passes for the customer site', async () => {
    const res = await readiness()
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok', admin: 'down' })
    expect(server.output()).toContain('The admin (Next) could not start')
  })

  it('answers /admin and its API with 503, a plain page and JSON, without a stack trace', async () => {
    await readiness()
    const page = await fetch(`${server.url}/admin`, { redirect: 'manual' })
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await page.text()
    expect(text).toContain('Staff portal unavailable')
    expect(text).not.toMatch(/\bat .+:\d+:\d+|Error:/)
    const cms = await api('/cms-api/users/me', { baseUrl: server.url })
    expect(cms.status).toBe(503)
    expect(cms.body).toEqual({ detail: expect.stringContaining('staff portal is unavailable') })
  })

  it('keeps serving the customer site and the API: she signs up, checks in and sees her dashboard', async () => {
    await readiness()
    const customer = await newCustomer({}, server.url)
    const today = dateIn(new Date(), 'Europe/London')
    const checkin = await api('/api/checkin/submit', {
      token: customer.token,
      baseUrl: server.url,
      body: { date: today, energy_level: 6, sleep_quality: 7, stress_level: 4, mood: 8, journal_entry: '' },
    })
    expect(checkin.status).toBe(201)
    expect((await api('/api/user/dashboard', { token: customer.token, baseUrl: server.url })).body.total_checkins).toBe(1)
    const home = await fetch(`${server.url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<html')
  })
})
