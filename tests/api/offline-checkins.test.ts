import { describe, expect, it } from 'vitest'

import { api, newCustomer } from '../support/api'

/**
 * POST /api/checkin/offline (docs/features/phone-app.md): a check-in the phone
 * kept with no signal, sent by the service worker. It does what the check-in
 * page's form does, and only in the account the check-in was made in (H-30).
 */
const DAY = 24 * 60 * 60 * 1000
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10)

const kept = (customer: string, overrides: Record<string, unknown> = {}) => ({
  customer,
  date: utcDay(-1),
  energy_level: 4,
  sleep_quality: 3,
  stress_level: 7,
  mood: 4,
  journal_entry: 'Written on the train with no signal.',
  time_zone: 'Europe/London',
  ...overrides,
})

const send = (body: unknown, token?: string) => api('/api/checkin/offline', { body, token })

async function history(token: string) {
  const res = await api('/api/checkin/history?limit=100', { token })
  expect(res.status).toBe(200)
  return res.body as { date: string; mood: number; journal_entry: string | null }[]
}

async function bleeding(token: string) {
  const res = await api('/api/bleeding?limit=500', { token })
  expect(res.status).toBe(200)
  return (res.body as { date: string; flow: string }[]).map(({ date, flow }) => ({ date, flow }))
}

describe('POST /api/checkin/offline', () => {
  it('answers 401 without a session and 405 to other methods', async () => {
    const customer = await newCustomer()
    expect(await send(kept(customer.id))).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } })
    expect((await api('/api/checkin/offline', { token: customer.token })).status).toBe(405)
    expect(await history(customer.token)).toEqual([])
  })

  it('saves it only into the account it was made in: 409 and nothing saved when someone else is signed in', async () => {
    const her = await newCustomer({ name: 'Maya Phone' })
    const other = await newCustomer({ name: 'Jo Other' })
    await api('/api/bleeding', { token: other.token, body: { date: utcDay(-1), flow: 'light' } })
    const res = await send(kept(her.id, { bleeding_flow: null }), other.token)
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ detail: 'This check-in was made in another account: it is not saved into this one.' })
    expect(await history(other.token)).toEqual([])
    expect(await history(her.token)).toEqual([])
    // Her "None" did not clear the other's day either.
    expect(await bleeding(other.token)).toEqual([{ date: utcDay(-1), flow: 'light' }])
  })

  it('creates the check-in for the day (201), and the same day again updates it (200): one record, with her journal', async () => {
    const her = await newCustomer()
    const first = await send(kept(her.id), her.token)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ success: true, created: true, checkin: { date: utcDay(-1), mood: 4, journal_entry: 'Written on the train with no signal.' } })
    const again = await send(kept(her.id, { mood: 6, journal_entry: 'Edited before the signal came back.' }), her.token)
    expect(again.status).toBe(200)
    expect(again.body.created).toBe(false)
    expect(await history(her.token)).toMatchObject([{ date: utcDay(-1), mood: 6, journal_entry: 'Edited before the signal came back.' }])
  })

  it('logs a flow, clears the day for null ("None"), and leaves the day alone without bleeding_flow, as the check-in page does', async () => {
    const her = await newCustomer()
    expect((await send(kept(her.id, { bleeding_flow: 'medium' }), her.token)).status).toBe(201)
    expect(await bleeding(her.token)).toEqual([{ date: utcDay(-1), flow: 'medium' }])
    expect((await send(kept(her.id), her.token)).status).toBe(200)
    expect(await bleeding(her.token)).toEqual([{ date: utcDay(-1), flow: 'medium' }])
    expect((await send(kept(her.id, { bleeding_flow: null }), her.token)).status).toBe(200)
    expect(await bleeding(her.token)).toEqual([])
    // Clearing a day with no bleeding is no change, not an error (a replay after a lost answer).
    expect((await send(kept(her.id, { bleeding_flow: null }), her.token)).status).toBe(200)
    expect(await history(her.token)).toHaveLength(1)
  })

  it('refuses a flow for a day after her today before saving anything', async () => {
    const her = await newCustomer()
    // Tomorrow in UTC is a day a check-in may have (the furthest-ahead zone), but not yet her day in Honolulu.
    const res = await send(kept(her.id, { date: utcDay(1), time_zone: 'Pacific/Honolulu', bleeding_flow: 'light' }), her.token)
    expect(res).toMatchObject({ status: 400, body: { detail: 'date: cannot be in the future' } })
    expect(await history(her.token)).toEqual([])
    expect(await bleeding(her.token)).toEqual([])
  })

  it.each([
    ['a date that is not a day', { date: '2026-02-30' }, /^date: must be a real calendar date/],
    ['a rating out of range', { mood: 11 }, /^mood: /],
    ['no account named', { customer: undefined }, /^customer: /],
    ['a flow that is not one', { bleeding_flow: 'none' }, /^bleeding_flow: must be one of spotting, light, medium, heavy, or null/],
    ['a time zone that is not one', { time_zone: 'Mars/Olympus' }, /^time_zone: /],
    ['an unknown field', { extra: 1 }, /^unknown field extra$/],
  ])('answers 400 for %s, naming the field, and saves nothing', async (_label, change, detail) => {
    const her = await newCustomer()
    const res = await send(kept(her.id, change), her.token)
    expect(res.status).toBe(400)
    expect(res.body.detail).toMatch(detail)
    expect(await history(her.token)).toEqual([])
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    const her = await newCustomer()
    expect((await api('/api/checkin/offline', { method: 'POST', rawBody: 'date=2026-01-01', token: her.token })).status).toBe(400)
    expect((await send([kept(her.id)], her.token)).status).toBe(400)
  })
})
