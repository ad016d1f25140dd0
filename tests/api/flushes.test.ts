import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { api, newCustomer, type TestCustomer } from '../support/api'
import { pdfPageTexts } from '../support/pdf-text'

const DAY = 86_400_000
/** Her day `days` before today on the UTC calendar (the tests set her zone to UTC). */
const utcDay = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10)
const UTC = { Cookie: 'tz=UTC' }

async function log(customer: TestCustomer, body: Record<string, unknown>) {
  const res = await api('/api/flushes', {
    token: customer.token,
    body,
    headers: UTC,
  })
  if (res.status !== 201) throw new Error(`log flush: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

/** `n` entries on the UTC day `days` ago, just after midnight (never in the future). */
async function logMany(customer: TestCustomer, days: number, n: number, body: Record<string, unknown>) {
  for (let i = 0; i < n; i++)
    await log(customer, {
      occurred_at: `${utcDay(days)}T00:00:${String(i).padStart(2, '0')}Z`,
      ...body,
    })
}

describe('the diary needs her session', () => {
  it('answers 401 on every route without one', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    for (const [method, path, body] of [
      ['GET', '/api/flushes', undefined],
      ['POST', '/api/flushes', { severity: 'mild' }],
      ['DELETE', `/api/flushes/${id}`, undefined],
      ['GET', '/api/flushes/summary', undefined],
    ] as const) {
      const res = await api(path, { method, body })
      expect([method, path, res.status, res.body.detail]).toEqual([method, path, 401, 'Not authenticated'])
    }
  })
})

describe('POST /api/flushes', () => {
  it('logs a flush now by default (201, the record), and a night sweat with triggers', async () => {
    const ann = await newCustomer()
    const before = Date.now()
    const res = await api('/api/flushes', {
      token: ann.token,
      body: { severity: 'moderate' },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      severity: 'moderate',
      kind: 'flush',
      triggers: [],
    })
    expect(Date.parse(res.body.occurred_at)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(res.body.occurred_at)).toBeLessThanOrEqual(Date.now() + 1000)
    const sweat = await log(ann, {
      severity: 'severe',
      kind: 'night_sweat',
      triggers: ['alcohol', 'warm_room', 'alcohol'],
      occurred_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    })
    expect(sweat).toMatchObject({
      severity: 'severe',
      kind: 'night_sweat',
      triggers: ['alcohol', 'warm_room'],
    })
  })

  it('answers 400 naming the field for an unknown severity, kind or trigger, a time in the future, or an unknown field; nothing is saved', async () => {
    const bea = await newCustomer()
    for (const [body, field] of [
      [{ severity: 'extreme' }, 'severity'],
      [{}, 'severity'],
      [{ severity: 'mild', kind: 'day_sweat' }, 'kind'],
      [{ severity: 'mild', triggers: ['chocolate'] }, 'triggers'],
      [{ severity: 'mild', triggers: 'stress' }, 'triggers'],
      [
        {
          severity: 'mild',
          occurred_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
        'occurred_at',
      ],
      [{ severity: 'mild', occurred_at: 'yesterday' }, 'occurred_at'],
      [
        {
          severity: 'mild',
          occurred_at: new Date(Date.now() - 200 * DAY).toISOString(),
        },
        'occurred_at',
      ],
      [{ severity: 'mild', client_id: 'not-a-uuid' }, 'client_id'],
      [{ severity: 'mild', customer: 'someone' }, 'customer'],
    ] as const) {
      const res = await api('/api/flushes', { token: bea.token, body })
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400])
      expect(res.body.detail).toContain(field)
    }
    expect((await api('/api/flushes', { token: bea.token, rawBody: '{"severity":' })).status).toBe(400)
    expect((await api('/api/flushes?days=90', { token: bea.token })).body).toEqual([])
  })

  it('keeps an entry sent twice with the same client_id once (the offline resend)', async () => {
    const cat = await newCustomer()
    const client_id = randomUUID()
    const first = await api('/api/flushes', {
      token: cat.token,
      body: { severity: 'mild', client_id },
    })
    const again = await api('/api/flushes', {
      token: cat.token,
      body: { severity: 'mild', client_id },
    })
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body.id).toBe(first.body.id)
    const other = randomUUID()
    const both = await Promise.all(
      [1, 2].map(() =>
        api('/api/flushes', {
          token: cat.token,
          body: { severity: 'severe', client_id: other },
        }),
      ),
    )
    expect(new Set(both.map((r) => r.body.id)).size).toBe(1)
    expect((await api('/api/flushes', { token: cat.token })).body).toHaveLength(2)
    // Another customer's phone with the same id is her own entry, not a clash.
    const dee = await newCustomer()
    expect(
      (
        await api('/api/flushes', {
          token: dee.token,
          body: { severity: 'mild', client_id },
        })
      ).status,
    ).toBe(201)
  })
})

describe('GET and DELETE /api/flushes', () => {
  it('lists hers of the last N days, newest first; 400 outside 1-90', async () => {
    const eve = await newCustomer()
    const other = await newCustomer()
    await log(other, { severity: 'severe' })
    await log(eve, {
      severity: 'mild',
      occurred_at: `${utcDay(20)}T00:00:00Z`,
    })
    await log(eve, {
      severity: 'moderate',
      occurred_at: `${utcDay(3)}T00:00:00Z`,
    })
    await log(eve, {
      severity: 'severe',
      occurred_at: `${utcDay(1)}T00:00:00Z`,
    })
    const recent = await api('/api/flushes', {
      token: eve.token,
      headers: UTC,
    })
    expect(recent.status).toBe(200)
    expect(recent.body.map((f: { severity: string }) => f.severity)).toEqual(['severe', 'moderate'])
    expect((await api('/api/flushes?days=30', { token: eve.token, headers: UTC })).body).toHaveLength(3)
    expect((await api('/api/flushes?days=2', { token: eve.token, headers: UTC })).body).toHaveLength(1)
    for (const days of ['0', '91', 'x', '1.5']) {
      const res = await api(`/api/flushes?days=${days}`, { token: eve.token })
      expect([days, res.status]).toEqual([days, 400])
      expect(res.body.detail).toContain('days')
    }
  })

  it('deletes hers (204) and answers 404 for another customer’s entry or a made-up id', async () => {
    const fay = await newCustomer()
    const gil = await newCustomer()
    const mine = await log(fay, { severity: 'mild' })
    const hers = await log(gil, { severity: 'mild' })
    expect(
      (
        await api(`/api/flushes/${hers.id}`, {
          method: 'DELETE',
          token: fay.token,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await api('/api/flushes/not-an-id', {
          method: 'DELETE',
          token: fay.token,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await api(`/api/flushes/${mine.id}`, {
          method: 'DELETE',
          token: fay.token,
        })
      ).status,
    ).toBe(204)
    expect(
      (
        await api(`/api/flushes/${mine.id}`, {
          method: 'DELETE',
          token: fay.token,
        })
      ).status,
    ).toBe(404)
    expect((await api('/api/flushes', { token: gil.token })).body).toHaveLength(1)
  })
})

describe('GET /api/flushes/summary', () => {
  let hana: TestCustomer

  beforeAll(async () => {
    hana = await newCustomer({ name: 'Hana Flushes' })
    // 7 days of 8 moderate-to-severe a day, then 7 days of 4, ending today.
    for (let d = 13; d >= 0; d--) {
      await logMany(hana, d, d >= 7 ? 6 : 3, {
        severity: 'moderate',
        triggers: d % 2 ? ['caffeine'] : ['stress'],
      })
      await logMany(hana, d, d >= 7 ? 2 : 1, { severity: 'severe' })
      await logMany(hana, d, 1, { severity: 'mild', triggers: ['caffeine'] })
    }
    // Night sweats, counted apart: 2 a night in her first week, 1 a night since.
    for (let d = 13; d >= 0; d--)
      await logMany(hana, d, d >= 7 ? 2 : 1, {
        severity: 'severe',
        kind: 'night_sweat',
      })
    // Another customer's diary never reaches hers.
    const other = await newCustomer()
    await logMany(other, 0, 5, { severity: 'severe', triggers: ['alcohol'] })
  }, 180_000)

  it('gives change_pct −50 for 8 a day then 4 a day, with both per-day figures and night sweats apart', async () => {
    const res = await api('/api/flushes/summary', {
      token: hana.token,
      headers: UTC,
    })
    expect(res.status).toBe(200)
    expect(res.body.baseline).toEqual({
      start: utcDay(13),
      end: utcDay(7),
      moderate_severe_per_day: 8,
      all_per_day: 9,
      night_sweats_per_night: 2,
    })
    expect(res.body.last_7_days).toEqual({
      start: utcDay(6),
      end: utcDay(0),
      moderate_severe_per_day: 4,
      all_per_day: 5,
      night_sweats_per_night: 1,
    })
    expect(res.body.change_pct).toBe(-50)
    expect(res.body.weeks).toHaveLength(12)
    expect(res.body.weeks.at(-1)).toEqual({
      week_start: utcDay(6),
      moderate_severe_per_day: 4,
      all_per_day: 5,
      night_sweats_per_night: 1,
      severity_score: 2,
    })
    expect(res.body.weeks.at(-2)).toMatchObject({
      week_start: utcDay(13),
      moderate_severe_per_day: 8,
      severity_score: 2.1,
    })
    expect(res.body.weeks[0]).toMatchObject({ moderate_severe_per_day: null })
    // Caffeine: every mild one (14), the moderate ones on odd days (4 × 6 + 3 × 3); stress on even days (3 × 6 + 4 × 3).
    expect(res.body.top_triggers).toEqual([
      { trigger: 'caffeine', count: 47 },
      { trigger: 'stress', count: 30 },
    ])
  })

  it('answers an empty summary for a customer with no diary', async () => {
    const ivy = await newCustomer()
    const res = await api('/api/flushes/summary', { token: ivy.token })
    expect(res.body).toMatchObject({
      baseline: null,
      last_7_days: null,
      change_pct: null,
      top_triggers: [],
    })
    expect(res.body.weeks).toHaveLength(12)
  })

  it('puts the block on the GP report’s first page and the weekly table in its appendix', async () => {
    const response = await fetch(`${inject('baseUrl')}/api/reports/gp?time_zone=UTC`, {
      headers: { Authorization: `Bearer ${hana.token}` },
    })
    expect(response.status).toBe(200)
    const [first, ...appendix] = pdfPageTexts(Buffer.from(await response.arrayBuffer())).map((p) => p.replace(/\s+/g, ' '))
    expect(first).toContain('Hot flushes and night sweats (her diary)')
    expect(first).toContain('Moderate-to-severe hot flushes a day: 8 in her first diary week')
    expect(first).toContain('4 in the last 7 days: 50% fewer (-50%)')
    expect(first).toContain('Night sweats a night: 2 then, 1 now.')
    expect(first).toContain('Top triggers (12 weeks): Caffeine')
    expect(appendix.join(' ')).toContain('Hot flushes and night sweats by week')
    const json = await api('/api/reports/gp?format=json&time_zone=UTC', {
      token: hana.token,
    })
    expect(json.body.flushes.change_pct).toBe(-50)
  })
})
