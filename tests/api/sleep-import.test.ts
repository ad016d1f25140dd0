import { describe, expect, inject, it } from 'vitest'

import { nightsFrom, type SleepRecord } from '~/domain/sleep/rules'

import { api, newCustomer, newPlusCustomer } from '../support/api'
import { readZip } from '../support/zip'

const DENIED = 'Sleep tracking requires Liberate+ subscription'
const DAY = 24 * 60 * 60 * 1000
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10)

/** A night she woke from `daysAgo` days ago at 06:30 UTC, asleep for `asleep` minutes of 8 hours in bed. */
const night = (daysAgo: number, asleep = 420, extra: Record<string, unknown> = {}) => {
  const wake = Date.parse(`${utcDay(daysAgo)}T06:30:00.000Z`)
  return {
    night: utcDay(daysAgo),
    bedtime: new Date(wake - 8 * 60 * 60 * 1000).toISOString(),
    wake_time: new Date(wake).toISOString(),
    asleep_minutes: asleep,
    in_bed_minutes: 480,
    deep_minutes: 80,
    light_minutes: 250,
    rem_minutes: 90,
    awake_minutes: 60,
    ...extra,
  }
}

const importNights = (token: string | undefined, body: unknown) => api('/api/wearable-data/import', { token, body })
const listSleep = async (token: string) => (await api<SleepRecord[]>('/api/wearable-data?data_type=sleep&days=14', { token })).body

describe('POST /api/wearable-data/import', () => {
  it('answers 401 without a session and 403 with the specification’s message for the base tier', async () => {
    expect((await importNights(undefined, { source: 'oura', nights: [night(1)] })).status).toBe(401)
    const customer = await newCustomer()
    const res = await importNights(customer.token, { source: 'oura', nights: [night(1)] })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ detail: DENIED })
  })

  it('stores each night as her sleep record with its source and figures', async () => {
    const customer = await newPlusCustomer()
    const res = await importNights(customer.token, { source: 'fitbit', nights: [night(2, 405), night(1, 390)] })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ imported: 2, updated: 0, unchanged: 0 })
    const records = await listSleep(customer.token)
    expect(records.map((r) => [r.night, r.source, r.value])).toEqual([
      [utcDay(1), 'fitbit', 6.5],
      [utcDay(2), 'fitbit', 6.75],
    ])
  })

  it('is idempotent per night and source: the same file again changes nothing, a corrected night updates', async () => {
    const customer = await newPlusCustomer()
    const body = { source: 'garmin', nights: [night(3), night(2)] }
    expect((await importNights(customer.token, body)).body).toEqual({ imported: 2, updated: 0, unchanged: 0 })
    expect((await importNights(customer.token, body)).body).toEqual({ imported: 0, updated: 0, unchanged: 2 })
    const corrected = { source: 'garmin', nights: [night(3), night(2, 300), night(1)] }
    expect((await importNights(customer.token, corrected)).body).toEqual({ imported: 1, updated: 1, unchanged: 1 })
    // The same nights from another watch are that watch's records.
    expect((await importNights(customer.token, { source: 'oura', nights: [night(2)] })).body).toEqual({ imported: 1, updated: 0, unchanged: 0 })
    // Two identical calls at once still leave one record per night.
    await Promise.all([importNights(customer.token, { source: 'apple_health', nights: [night(4)] }), importNights(customer.token, { source: 'apple_health', nights: [night(4)] })])
    const records = await listSleep(customer.token)
    expect(records.filter((r) => r.night === utcDay(2)).map((r) => [r.source, r.value]).sort()).toEqual([
      ['garmin', 5],
      ['oura', 7],
    ])
    expect(records.filter((r) => r.source === 'apple_health')).toHaveLength(1)
    expect(records).toHaveLength(5)
  })

  it('answers 400 for a malformed night, a night in the future, too many nights or an unknown source, and stores nothing', async () => {
    const customer = await newPlusCustomer()
    const tomorrow = Date.now() + DAY
    const future = { ...night(0), night: new Date(tomorrow).toISOString().slice(0, 10), bedtime: new Date(tomorrow - 8 * 3600_000).toISOString(), wake_time: new Date(tomorrow).toISOString() }
    for (const body of [
      { source: 'oura', nights: [night(1, 0)] },
      { source: 'oura', nights: [{ ...night(1), wake_time: 'yesterday' }] },
      { source: 'oura', nights: [night(1, 600)] },
      { source: 'oura', nights: [night(1, 420, { night: utcDay(5) })] },
      { source: 'oura', nights: [night(2), future] },
      { source: 'oura', nights: [night(1), night(1)] },
      { source: 'oura', nights: Array.from({ length: 401 }, (_, i) => night(i + 1, 420)) },
      { source: 'manual', nights: [night(1)] },
      { source: 'whoop', nights: [night(1)] },
      { source: 'oura', nights: [] },
      { source: 'oura', nights: [night(1)], customer: 'someone-else' },
      'not an object',
    ]) {
      const res = await importNights(customer.token, body)
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400)
      expect(typeof res.body.detail).toBe('string')
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js|mjs):\d+/)
    }
    expect(await listSleep(customer.token)).toEqual([])
  })

  it('takes 400 nights in one call', async () => {
    const customer = await newPlusCustomer()
    const res = await importNights(customer.token, { source: 'apple_health', nights: Array.from({ length: 400 }, (_, i) => night(i + 1, 400)) })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ imported: 400, updated: 0, unchanged: 0 })
  }, 120_000)

  it('only ever touches her own records', async () => {
    const her = await newPlusCustomer()
    const other = await newPlusCustomer()
    await importNights(her.token, { source: 'oura', nights: [night(1, 420)] })
    expect((await importNights(other.token, { source: 'oura', nights: [night(1, 300)] })).body).toEqual({ imported: 1, updated: 0, unchanged: 0 })
    expect((await listSleep(her.token)).map((r) => r.value)).toEqual([7])
    expect((await listSleep(other.token)).map((r) => r.value)).toEqual([5])
  })
})

describe('one figure a night', () => {
  it('keeps her own entry beside the import and counts hers; the import counts where she made none', async () => {
    const customer = await newPlusCustomer()
    await importNights(customer.token, { source: 'apple_health', nights: [night(2, 360), night(1, 330)] })
    const logged = await api('/api/wearable-data', {
      token: customer.token,
      body: { data_type: 'sleep', value: 8, unit: 'hours', recorded_at: `${utcDay(1)}T07:00:00+00:00`, source: 'manual' },
    })
    // Her entry is new beside the import, not a replacement of it.
    expect(logged.status).toBe(201)
    // Importing the file again leaves her entry as she wrote it.
    expect((await importNights(customer.token, { source: 'apple_health', nights: [night(1, 330)] })).body).toEqual({ imported: 0, updated: 0, unchanged: 1 })
    const nights = nightsFrom(await listSleep(customer.token))
    expect(nights.map((n) => [n.night, n.hours, n.source])).toEqual([
      [utcDay(1), 8, 'manual'],
      [utcDay(2), 6, 'apple_health'],
    ])
  })
})

describe('her imported nights in her export', () => {
  it('GET /api/user/export carries each night with its watch, bedtime and figures, in data.json and sleep.csv', async () => {
    const customer = await newPlusCustomer()
    const imported = night(2, 405)
    expect((await importNights(customer.token, { source: 'garmin', nights: [imported] })).status).toBe(200)
    const response = await fetch(`${inject('baseUrl')}/api/user/export`, { headers: { Authorization: `Bearer ${customer.token}` } })
    expect(response.status).toBe(200)
    const files = readZip(Buffer.from(await response.arrayBuffer()))
    const data = JSON.parse(files.get('data.json')!.toString('utf8')) as { sleep: Record<string, unknown>[] }
    expect(data.sleep).toEqual([
      expect.objectContaining({ night: utcDay(2), source: 'garmin', value: 6.75, asleep_minutes: 405, in_bed_minutes: 480, deep_minutes: 80, rem_minutes: 90 }),
    ])
    const [header, row] = files.get('sleep.csv')!.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(header).toBe(
      'night,data_type,value,unit,recorded_at,recorded_at_local,source,bedtime,asleep_minutes,in_bed_minutes,deep_minutes,light_minutes,rem_minutes,awake_minutes',
    )
    expect(row).toBe(
      `${utcDay(2)},sleep,6.75,hours,${imported.wake_time},${imported.wake_time},garmin,${imported.bedtime},405,480,80,250,90,60`,
    )
  })
})
