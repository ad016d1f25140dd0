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

  it('creates the check-in for the day (201), and replaces it (200) only when it names the saved one she saw: one record, with her journal', async () => {
    const her = await newCustomer()
    const first = await send(kept(her.id), her.token)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ success: true, created: true, checkin: { date: utcDay(-1), mood: 4, journal_entry: 'Written on the train with no signal.' } })
    const again = await send(kept(her.id, { mood: 6, journal_entry: 'Edited before the signal came back.', replaces: first.body.checkin.updated_at }), her.token)
    expect(again.status).toBe(200)
    expect(again.body.created).toBe(false)
    expect(await history(her.token)).toMatchObject([{ date: utcDay(-1), mood: 6, journal_entry: 'Edited before the signal came back.' }])
  })

  it('never replaces a saved check-in she did not see: 409 with the saved one, nothing written (bleeding included)', async () => {
    const her = await newCustomer()
    const today = await api('/api/checkin/submit', { token: her.token, body: { date: utcDay(-1), energy_level: 5, sleep_quality: 4, stress_level: 5, mood: 6, journal_entry: 'Woke at 3am with a night sweat again. Tired but ok.' } })
    expect(today.status).toBeLessThan(300)
    const saved = (await history(her.token))[0] as unknown as { updated_at: string; mood: number }
    // Kept on the phone when the form showed no check-in for the day (replaces: null), and by an earlier version (no replaces).
    for (const condition of [{ replaces: null }, {}]) {
      const res = await send(kept(her.id, { ...condition, bleeding_flow: 'heavy' }), her.token)
      expect(res.status).toBe(409)
      expect(res.body).toEqual({
        detail: 'This day already has a saved check-in: the one kept on the phone was not saved over it.',
        existing: expect.objectContaining({ date: utcDay(-1), mood: 6, journal_entry: 'Woke at 3am with a night sweat again. Tired but ok.', updated_at: saved.updated_at }),
      })
    }
    // An older copy of the saved one (edited since on another device) is not the one she saw either.
    expect((await send(kept(her.id, { replaces: '2020-01-01T00:00:00.000Z' }), her.token)).status).toBe(409)
    expect(await history(her.token)).toMatchObject([{ date: utcDay(-1), mood: 6, journal_entry: 'Woke at 3am with a night sweat again. Tired but ok.' }])
    expect(await bleeding(her.token)).toEqual([])
    // Once she has seen it and chosen the phone's one, it replaces it.
    const chosen = await send(kept(her.id, { replaces: saved.updated_at }), her.token)
    expect(chosen.status).toBe(200)
    expect(await history(her.token)).toMatchObject([{ date: utcDay(-1), mood: 4, journal_entry: 'Written on the train with no signal.' }])
  })

  it('answers the same check-in sent again (a replay after a lost answer) with 200, not a conflict', async () => {
    const her = await newCustomer()
    expect((await send(kept(her.id, { replaces: null }), her.token)).status).toBe(201)
    const replay = await send(kept(her.id, { replaces: null }), her.token)
    expect(replay).toMatchObject({ status: 200, body: { success: true, created: false } })
    expect(await history(her.token)).toHaveLength(1)
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
    ['a replaces that is not a time', { replaces: 'yesterday' }, /^replaces: must be the updated_at of the saved check-in/],
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
