import { describe, expect, it } from 'vitest'

import { api, newCustomer, staffRequest, staffToken } from '../support/api'
import { setStoredFigure, storedFigures } from '../support/db'

const DAY = 24 * 60 * 60 * 1000
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10)

const valid = (overrides: Record<string, unknown> = {}) => ({
  date: utcDay(),
  energy_level: 6,
  sleep_quality: 7,
  stress_level: 4,
  mood: 8,
  journal_entry: 'Walked in the park before work.',
  ...overrides,
})

async function history(token: string, limit = 100) {
  const res = await api(`/api/checkin/history?limit=${limit}`, { token })
  expect(res.status).toBe(200)
  return res.body as any[]
}

describe('POST /api/checkin/submit', () => {
  it('creates the check-in for the day and answers success with the stored record', async () => {
    const customer = await newCustomer()
    const res = await api('/api/checkin/submit', { token: customer.token, body: valid() })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ success: true, created: true })
    expect(res.body.checkin).toMatchObject({
      date: utcDay(),
      energy_level: 6,
      sleep_quality: 7,
      stress_level: 4,
      mood: 8,
      journal_entry: 'Walked in the park before work.',
    })
    expect(typeof res.body.checkin.id).toBe('string')
    expect(res.body.checkin.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('updates the same record in place when the day is submitted again', async () => {
    const customer = await newCustomer()
    const first = await api('/api/checkin/submit', { token: customer.token, body: valid() })
    const second = await api('/api/checkin/submit', {
      token: customer.token,
      body: valid({ energy_level: 3, mood: 2, journal_entry: '' }),
    })
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ success: true, created: false })
    expect(second.body.checkin.id).toBe(first.body.checkin.id)
    const list = await history(customer.token)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ energy_level: 3, mood: 2, journal_entry: null })
  })

  it('accepts a missing journal and tomorrow (UTC), the furthest-ahead calendar day', async () => {
    const customer = await newCustomer()
    const { journal_entry: _omit, ...withoutJournal } = valid({ date: utcDay(1) })
    const res = await api('/api/checkin/submit', { token: customer.token, body: withoutJournal })
    expect(res.status).toBe(201)
    expect(res.body.checkin).toMatchObject({ date: utcDay(1), journal_entry: null })
  })

  it('leaves exactly one record when 8 submits for one day arrive at once', async () => {
    const customer = await newCustomer()
    const date = utcDay(-3)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api('/api/checkin/submit', { token: customer.token, body: valid({ date, energy_level: i + 1 }) }),
      ),
    )
    for (const answer of answers) expect([200, 201]).toContain(answer.status)
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    const list = await history(customer.token)
    expect(list.filter((c) => c.date === date)).toHaveLength(1)
    expect(new Set(answers.map((a) => a.body.checkin.id)).size).toBe(1)
  })

  it.each([
    ['a date two days ahead', { date: utcDay(2) }, 'date'],
    ['an impossible date', { date: '2026-02-30' }, 'date'],
    ['a month 13', { date: '2025-13-01' }, 'date'],
    ['a date in another format', { date: '03/01/2026' }, 'date'],
    ['a timestamp for the date', { date: '2026-01-03T10:00:00Z' }, 'date'],
    ['a number for the date', { date: 20260103 }, 'date'],
    ['a missing date', { date: undefined }, 'date'],
    ['energy 0', { energy_level: 0 }, 'energy_level'],
    ['energy 11', { energy_level: 11 }, 'energy_level'],
    ['a fractional sleep rating', { sleep_quality: 6.5 }, 'sleep_quality'],
    ['a string stress rating', { stress_level: '5' }, 'stress_level'],
    ['a missing mood', { mood: undefined }, 'mood'],
    ['a null mood', { mood: null }, 'mood'],
    ['a boolean energy', { energy_level: true }, 'energy_level'],
    ['an object for the journal', { journal_entry: { text: 'x' } }, 'journal_entry'],
    ['a journal over 5000 characters', { journal_entry: 'a'.repeat(5001) }, 'journal_entry'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_label, overrides, field) => {
    const customer = await newCustomer()
    const res = await api('/api/checkin/submit', { token: customer.token, body: valid(overrides) })
    expect(res.status).toBe(400)
    expect(res.body.detail).toContain(field)
    expect(await history(customer.token)).toEqual([])
  })

  it('answers 400 for malformed JSON and bodies that are not objects', async () => {
    const customer = await newCustomer()
    for (const rawBody of ['{"date":', '[1]', '"text"', '42']) {
      const res = await api('/api/checkin/submit', { token: customer.token, rawBody })
      expect(res.status).toBe(400)
      expect(typeof res.body.detail).toBe('string')
    }
  })

  it('answers 401 without a session, and with an unknown token', async () => {
    expect((await api('/api/checkin/submit', { body: valid() })).status).toBe(401)
    const res = await api('/api/checkin/submit', { body: valid(), token: 'not-a-real-token' })
    expect(res.status).toBe(401)
    expect(res.body.detail).toBeTruthy()
  })

  it('answers 405 to GET', async () => {
    const customer = await newCustomer()
    const res = await api('/api/checkin/submit', { token: customer.token })
    expect(res.status).toBe(405)
  })

  it('never changes another customer’s check-in for the same day', async () => {
    const ann = await newCustomer()
    const bea = await newCustomer()
    await api('/api/checkin/submit', { token: ann.token, body: valid({ mood: 9 }) })
    await api('/api/checkin/submit', { token: bea.token, body: valid({ mood: 2 }) })
    expect((await history(ann.token))[0].mood).toBe(9)
    expect((await history(bea.token))[0].mood).toBe(2)
  })
})

describe('GET /api/checkin/history', () => {
  it('answers a bare array, newest day first, 7 by default and up to the limit', async () => {
    const customer = await newCustomer()
    for (let i = 0; i < 9; i++) {
      // Submitted out of order: the answer is ordered by calendar day, not by arrival.
      const offset = -((i * 5) % 9)
      await api('/api/checkin/submit', { token: customer.token, body: valid({ date: utcDay(offset), mood: 1 + (i % 10) }) })
    }
    const byDefault = await api('/api/checkin/history', { token: customer.token })
    expect(byDefault.status).toBe(200)
    expect(Array.isArray(byDefault.body)).toBe(true)
    expect(byDefault.body).toHaveLength(7)
    expect(byDefault.body.map((c: any) => c.date)).toEqual(Array.from({ length: 7 }, (_, i) => utcDay(-i)))
    expect(Object.keys(byDefault.body[0]).sort()).toEqual(
      ['created_at', 'date', 'energy_level', 'id', 'journal_entry', 'mood', 'sleep_quality', 'stress_level', 'updated_at'].sort(),
    )
    expect(await history(customer.token, 3)).toHaveLength(3)
    expect(await history(customer.token, 100)).toHaveLength(9)
  })

  it.each(['0', '101', '-1', '2.5', 'ten', '1e2'])('answers 400 for limit=%s', async (limit) => {
    const customer = await newCustomer()
    const res = await api(`/api/checkin/history?limit=${limit}`, { token: customer.token })
    expect(res.status).toBe(400)
    expect(res.body.detail).toContain('limit')
  })

  it('shows a customer only their own check-ins', async () => {
    const ann = await newCustomer()
    const bea = await newCustomer()
    await api('/api/checkin/submit', { token: ann.token, body: valid({ journal_entry: 'Ann private note' }) })
    const beas = await api('/api/checkin/history', { token: bea.token })
    expect(beas.body).toEqual([])
    expect(JSON.stringify(beas.body)).not.toContain('Ann private note')
  })

  it('answers 401 without a session and 405 to POST', async () => {
    expect((await api('/api/checkin/history')).status).toBe(401)
    const customer = await newCustomer()
    expect((await api('/api/checkin/history', { token: customer.token, body: {} })).status).toBe(405)
  })
})

describe('GET /api/user/dashboard', () => {
  it('answers user, streak 0, no recent check-ins and total 0 for a new customer', async () => {
    const customer = await newCustomer({ name: 'Dana' })
    const res = await api('/api/user/dashboard', { token: customer.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      user: expect.objectContaining({ id: customer.id, name: 'Dana', tier: 'Liberate', profile_completed: false }),
      streak: 0,
      recent_checkins: [],
      total_checkins: 0,
    })
  })

  it('counts the streak of consecutive days ending today, the total and the recent list', async () => {
    const customer = await newCustomer()
    // Today, yesterday, the day before; a gap; then two older days.
    for (const offset of [0, -1, -2, -4, -5]) {
      await api('/api/checkin/submit', { token: customer.token, body: valid({ date: utcDay(offset), stress_level: 8 }) })
    }
    const res = await api('/api/user/dashboard', { token: customer.token })
    expect(res.body.streak).toBe(3)
    expect(res.body.total_checkins).toBe(5)
    expect(res.body.recent_checkins.map((c: any) => c.date)).toEqual([0, -1, -2, -4, -5].map(utcDay))
    expect(res.body.recent_checkins[0].stress_level).toBe(8)
  })

  it('keeps the streak through yesterday and drops it to 0 after a missed day', async () => {
    const yesterday = await newCustomer()
    await api('/api/checkin/submit', { token: yesterday.token, body: valid({ date: utcDay(-1) }) })
    await api('/api/checkin/submit', { token: yesterday.token, body: valid({ date: utcDay(-2) }) })
    expect((await api('/api/user/dashboard', { token: yesterday.token })).body.streak).toBe(2)

    const lapsed = await newCustomer()
    await api('/api/checkin/submit', { token: lapsed.token, body: valid({ date: utcDay(-2) }) })
    const res = await api('/api/user/dashboard', { token: lapsed.token })
    expect(res.body.streak).toBe(0)
    expect(res.body.total_checkins).toBe(1)
  })

  it('follows the caller’s own calendar day when given as ?today=', async () => {
    const customer = await newCustomer()
    await api('/api/checkin/submit', { token: customer.token, body: valid({ date: utcDay(-1) }) })
    // Already tomorrow for the customer: yesterday's check-in is two days ago.
    const ahead = await api(`/api/user/dashboard?today=${utcDay(1)}`, { token: customer.token })
    expect(ahead.body.streak).toBe(0)
    const behind = await api(`/api/user/dashboard?today=${utcDay(-1)}`, { token: customer.token })
    expect(behind.body.streak).toBe(1)
  })

  it.each(['2026-02-30', 'yesterday', utcDay(3), utcDay(-3)])('answers 400 for today=%s', async (today) => {
    const customer = await newCustomer()
    const res = await api(`/api/user/dashboard?today=${today}`, { token: customer.token })
    expect(res.status).toBe(400)
    expect(res.body.detail).toContain('today')
  })

  it('never counts another customer’s check-ins', async () => {
    const ann = await newCustomer()
    const bea = await newCustomer()
    await api('/api/checkin/submit', { token: ann.token, body: valid() })
    const res = await api('/api/user/dashboard', { token: bea.token })
    expect(res.body).toMatchObject({ streak: 0, recent_checkins: [], total_checkins: 0 })
  })

  it('joins two runs when the missing day between them is checked in late', async () => {
    const customer = await newCustomer()
    for (const offset of [0, -1, -3, -4]) await api('/api/checkin/submit', { token: customer.token, body: valid({ date: utcDay(offset) }) })
    expect((await api('/api/user/dashboard', { token: customer.token })).body).toMatchObject({ streak: 2, total_checkins: 4 })
    await api('/api/checkin/submit', { token: customer.token, body: valid({ date: utcDay(-2) }) })
    expect((await api('/api/user/dashboard', { token: customer.token })).body).toMatchObject({ streak: 5, total_checkins: 5 })
  })

  it('shows changed ratings for a day at once, after the dashboard was read', async () => {
    const customer = await newCustomer()
    await api('/api/checkin/submit', { token: customer.token, body: valid({ mood: 3 }) })
    expect((await api('/api/user/dashboard', { token: customer.token })).body.recent_checkins[0].mood).toBe(3)
    await api('/api/checkin/submit', { token: customer.token, body: valid({ mood: 9 }) })
    const res = await api('/api/user/dashboard', { token: customer.token })
    expect(res.body.recent_checkins[0].mood).toBe(9)
    expect(res.body).toMatchObject({ streak: 1, total_checkins: 1 })
  })

  it('keeps exact figures through 30 check-ins and 10 updates sent at once', async () => {
    const customer = await newCustomer()
    // 30 days ending today, sent in a shuffled order, with 10 of those days sent a second time with new ratings.
    const days = Array.from({ length: 30 }, (_, i) => -i)
    const writes = [
      ...days.map((offset) => valid({ date: utcDay(offset), mood: 5 })),
      ...days.slice(0, 10).map((offset) => valid({ date: utcDay(offset), mood: 9 })),
    ].sort(() => Math.random() - 0.5)
    const answers = await Promise.all(writes.map((body) => api('/api/checkin/submit', { token: customer.token, body })))
    expect(answers.map((res) => res.status).every((status) => status === 200 || status === 201)).toBe(true)
    expect(answers.filter((res) => res.body.created).length).toBe(30)
    const res = await api('/api/user/dashboard', { token: customer.token })
    expect(res.body).toMatchObject({ streak: 30, total_checkins: 30 })
    expect(await history(customer.token)).toHaveLength(30)
    // The figures were stored by the writes themselves: the row holds them before any page counts.
    expect(await storedFigures(customer.id)).toMatchObject({ checkin_count: 30, checkin_run_length: 30, checkin_run_latest: utcDay() })
  })

  it('never writes on a read: figures that disagree with her check-ins are counted for the page, not stored', async () => {
    const customer = await newCustomer()
    for (const offset of [0, -1, -2]) await api('/api/checkin/submit', { token: customer.token, body: valid({ date: utcDay(offset) }) })
    const before = await storedFigures(customer.id)
    await setStoredFigure(customer.id, 'checkin_run_length', 1)
    const res = await api('/api/user/dashboard', { token: customer.token })
    expect(res.body).toMatchObject({ streak: 3, total_checkins: 3 })
    const after = await storedFigures(customer.id)
    expect(after.checkin_run_length).toBe(1)
    expect(after.checkins_version).toBe(before.checkins_version)
  })

  it('leaves check-ins read-only in the admin: staff can neither change nor delete them', async () => {
    const customer = await newCustomer()
    const id = (await api('/api/checkin/submit', { token: customer.token, body: valid() })).body.checkin.id
    const token = await staffToken()
    expect((await staffRequest(`/checkins/${id}`, { method: 'DELETE', token })).status).toBe(403)
    expect((await staffRequest(`/checkins/${id}`, { method: 'PATCH', token, body: { mood: 1 } })).status).toBe(403)
    expect((await api('/api/user/dashboard', { token: customer.token })).body).toMatchObject({ streak: 1, total_checkins: 1 })
    expect((await history(customer.token))[0].mood).toBe(8)
  })

  it('answers 401 without a session', async () => {
    const res = await api('/api/user/dashboard')
    expect(res.status).toBe(401)
    expect(res.body.detail).toBeTruthy()
  })
})

describe('GET /api/questionnaire/history', () => {
  it('answers an empty array for a customer with no assessments', async () => {
    const customer = await newCustomer()
    const res = await api('/api/questionnaire/history', { token: customer.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
  })

  it('answers 401 without a session', async () => {
    expect((await api('/api/questionnaire/history')).status).toBe(401)
  })
})
