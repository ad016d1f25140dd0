import { describe, expect, it } from 'vitest'

import { api, newCustomer, newPlusCustomer as plusCustomer, setTier, type TestCustomer } from '../support/api'

const DENIED = 'Sleep tracking requires Liberate+ subscription'
const DAY = 24 * 60 * 60 * 1000

/** 07:00 at +01:00 on the day `daysAgo` days before today (UTC date). */
const wakeAt = (daysAgo: number, time = '07:00') => `${new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10)}T${time}:00+01:00`
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10)

const hours = (value: number, recorded_at = wakeAt(1)) => ({ data_type: 'sleep', value, unit: 'hours', recorded_at, source: 'manual' })
const quality = (value: number, recorded_at = wakeAt(1)) => ({ data_type: 'sleep_quality', value, unit: 'score', recorded_at, source: 'manual' })

describe('sleep tracking gate', () => {
  it('answers 401 without a session', async () => {
    expect((await api('/api/wearable-data?data_type=sleep&days=7')).status).toBe(401)
    expect((await api('/api/wearable-data', { body: hours(7) })).status).toBe(401)
  })

  it('answers 403 on every endpoint for the base tier, and lets her in after the test-mode upgrade', async () => {
    const customer = await newCustomer()
    for (const res of [
      await api('/api/wearable-data?data_type=sleep&days=14', { token: customer.token }),
      await api('/api/wearable-data', { token: customer.token, body: hours(7) }),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ detail: DENIED })
    }
    await setTier(customer, 'Liberate+')
    expect((await api('/api/wearable-data', { token: customer.token, body: hours(7) })).status).toBe(201)
    expect((await api('/api/wearable-data?data_type=sleep&days=14', { token: customer.token })).body).toHaveLength(1)
    // A downgrade keeps the night; it shows again after the next upgrade.
    await setTier(customer, 'Liberate')
    expect((await api('/api/wearable-data?data_type=sleep&days=14', { token: customer.token })).status).toBe(403)
    await setTier(customer, 'Liberate+')
    expect((await api('/api/wearable-data?data_type=sleep&days=14', { token: customer.token })).body).toHaveLength(1)
  })
})

describe('POST /api/wearable-data', () => {
  it('stores a night’s hours and quality with its night', async () => {
    const customer = await plusCustomer()
    const res = await api('/api/wearable-data', { token: customer.token, body: hours(7.5, wakeAt(1, '06:45')) })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ data_type: 'sleep', value: 7.5, unit: 'hours', source: 'manual', night: utcDay(1) })
    expect(res.body.recorded_at).toBe(new Date(wakeAt(1, '06:45')).toISOString())
    expect((await api('/api/wearable-data', { token: customer.token, body: quality(8) })).status).toBe(201)
  })

  it('replaces a night logged twice rather than adding a second', async () => {
    const customer = await plusCustomer()
    const first = await api('/api/wearable-data', { token: customer.token, body: hours(5, wakeAt(2, '06:00')) })
    const again = await api('/api/wearable-data', { token: customer.token, body: hours(8, wakeAt(2, '08:30')) })
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(first.body.id)
    // Two at once for another night still leave one record.
    await Promise.all([
      api('/api/wearable-data', { token: customer.token, body: hours(6, wakeAt(3)) }),
      api('/api/wearable-data', { token: customer.token, body: hours(6.5, wakeAt(3)) }),
    ])
    const list = await api('/api/wearable-data?data_type=sleep&days=14', { token: customer.token })
    expect(list.body).toHaveLength(2)
    expect(list.body.find((r: { night: string }) => r.night === utcDay(2)).value).toBe(8)
  })

  it('validates every field', async () => {
    const customer = await plusCustomer()
    const bad = async (body: unknown, field: string) => {
      const res = await api('/api/wearable-data', { token: customer.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.detail).toMatch(new RegExp(`^${field}`))
    }
    await bad({ ...hours(7), data_type: 'steps' }, 'data_type')
    await bad({ ...hours(7), value: '7' }, 'value')
    await bad(hours(24.5), 'value: sleep hours must be between 0 and 24')
    await bad(hours(-1), 'value')
    await bad(quality(0), 'value: sleep quality must be a whole number from 1 to 10')
    await bad(quality(11), 'value')
    await bad(quality(6.5), 'value')
    await bad({ ...hours(7), unit: 'score' }, 'unit: must be hours for sleep')
    await bad({ ...quality(7), unit: 'hours' }, 'unit: must be score for sleep_quality')
    await bad({ ...hours(7), recorded_at: 'last night' }, 'recorded_at')
    await bad({ ...hours(7), recorded_at: new Date(Date.now() + DAY).toISOString() }, 'recorded_at: cannot be in the future')
    await bad({ ...hours(7), source: 'fitbit' }, 'source')
    expect((await api('/api/wearable-data', { token: customer.token, rawBody: '[]' })).status).toBe(400)
    expect((await api('/api/wearable-data?days=90', { token: customer.token })).body).toEqual([])
    // Hours 0 and 24, scores 1 and 10 are allowed.
    expect((await api('/api/wearable-data', { token: customer.token, body: hours(0, wakeAt(5)) })).status).toBe(201)
    expect((await api('/api/wearable-data', { token: customer.token, body: hours(24, wakeAt(6)) })).status).toBe(201)
    expect((await api('/api/wearable-data', { token: customer.token, body: quality(1, wakeAt(5)) })).status).toBe(201)
    expect((await api('/api/wearable-data', { token: customer.token, body: quality(10, wakeAt(6)) })).status).toBe(201)
  })
})

describe('GET /api/wearable-data', () => {
  it('lists only the caller’s records of the type, within the days asked, newest first', async () => {
    const ann = await plusCustomer()
    const bea = await plusCustomer()
    for (const daysAgo of [1, 3, 10, 20]) {
      await api('/api/wearable-data', { token: ann.token, body: hours(6 + daysAgo / 10, wakeAt(daysAgo)) })
      await api('/api/wearable-data', { token: ann.token, body: quality(7, wakeAt(daysAgo)) })
    }
    await api('/api/wearable-data', { token: bea.token, body: hours(9) })

    const week = await api('/api/wearable-data?data_type=sleep&days=7', { token: ann.token })
    expect(week.status).toBe(200)
    expect(week.body.map((r: { night: string }) => r.night)).toEqual([utcDay(1), utcDay(3)])
    const fortnight = await api('/api/wearable-data?data_type=sleep&days=14', { token: ann.token })
    expect(fortnight.body.map((r: { night: string }) => r.night)).toEqual([utcDay(1), utcDay(3), utcDay(10)])
    const qualities = await api('/api/wearable-data?data_type=sleep_quality&days=30', { token: ann.token })
    expect(qualities.body).toHaveLength(4)
    expect(qualities.body.every((r: { data_type: string }) => r.data_type === 'sleep_quality')).toBe(true)
    const both = await api('/api/wearable-data?days=30', { token: ann.token })
    expect(both.body).toHaveLength(8)
    expect((await api('/api/wearable-data?days=30', { token: bea.token })).body).toHaveLength(1)
  })

  it('answers 400 for days outside 1–90 and unknown types', async () => {
    const customer = await plusCustomer()
    for (const q of ['days=0', 'days=91', 'days=week', 'data_type=steps']) {
      expect((await api(`/api/wearable-data?${q}`, { token: customer.token })).status, q).toBe(400)
    }
  })
})

describe('sleep and the next day in the progress summary', () => {
  async function checkIn(customer: TestCustomer, daysAgo: number, energy: number) {
    const res = await api('/api/checkin/submit', {
      token: customer.token,
      body: { date: utcDay(daysAgo), energy_level: energy, sleep_quality: 6, stress_level: 10 - energy, mood: energy },
    })
    if (res.status >= 300) throw new Error(`check-in failed: ${res.status}`)
  }

  it('says how many more paired days are needed, then relates sleep to the next day', async () => {
    const customer = await plusCustomer({ name: 'Nora Ephron' })
    for (let d = 0; d < 8; d++) await checkIn(customer, d, d % 2 === 0 ? 8 : 4)
    for (let d = 1; d <= 5; d++) await api('/api/wearable-data', { token: customer.token, body: hours(d % 2 === 0 ? 8 : 5.5, `${utcDay(d)}T07:00:00+00:00`) })

    const early = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST' })
    expect(early.status).toBe(200)
    expect(early.body.summary).toContain('Log your sleep and check in the next day on 2 more days')

    for (let d = 6; d <= 7; d++) await api('/api/wearable-data', { token: customer.token, body: hours(d % 2 === 0 ? 8 : 5.5, `${utcDay(d)}T07:00:00+00:00`) })
    const ready = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST' })
    // Nights of 8 hours were followed by energy 8, the 5.5-hour nights by energy 4.
    expect(ready.body.summary).toMatch(/On nights with 7\+ hours \(3 of 7\) your next-day energy averaged 8\.0 against 4\.0/)
  })

  it('leaves sleep out of the summary of a customer who logs none', async () => {
    const customer = await newCustomer()
    for (let d = 0; d < 7; d++) await checkIn(customer, d, 6)
    const res = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST' })
    expect(res.status).toBe(200)
    expect(res.body.summary).not.toContain('Sleep and your next days')
  })
})
