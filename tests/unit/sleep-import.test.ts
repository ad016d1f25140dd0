import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { APPLE_NOT_EXPORT, appleInstant, createAppleHealthReader, createAppleSleepCollector, unionMinutes } from '~/domain/sleep/import/apple-health'
import { parseFitbitSleep } from '~/domain/sleep/import/fitbit'
import { garminInstant, parseGarminSleep } from '~/domain/sleep/import/garmin'
import { summarise } from '~/domain/sleep/import/nights'
import { parseOuraSleep } from '~/domain/sleep/import/oura'
import { nightsFrom, type SleepRecord } from '~/domain/sleep/rules'
import { wearableImportSchema } from '~/domain/sleep/schemas'

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/sleep-import', name), 'utf8')
const LONDON = 'Europe/London'

function readApple(text: string, pieceSize: number, zone = LONDON) {
  const reader = createAppleHealthReader(zone)
  for (let i = 0; i < text.length; i += pieceSize) reader.write(text.slice(i, i + pieceSize))
  return reader.close()
}

describe('Apple Health export.xml', () => {
  it('reads the date format the Health app writes, with its offset', () => {
    expect(new Date(appleInstant('2024-03-31 07:10:00 +0100')).toISOString()).toBe('2024-03-31T06:10:00.000Z')
    expect(appleInstant('2024-03-31T07:10:00Z')).toBeNaN()
  })

  it('counts the union of asleep intervals, not their sum', () => {
    const at = (h: number) => h * 60 * 60 * 1000
    expect(unionMinutes([{ start: at(0), end: at(2), kind: 'asleep' }, { start: at(1), end: at(3), kind: 'asleep' }])).toBe(180)
  })

  it('keeps the watch with stages over a phone app with more asleep time, across the night the clocks go forward', () => {
    const { nights } = readApple(fixture('export.xml'), 4096)
    expect(nights[0]).toEqual({
      night: '2024-03-31',
      bedtime: '2024-03-30T22:45:00.000Z',
      wake_time: '2024-03-31T06:15:00.000Z',
      // 23:00 GMT to 07:00 BST is seven real hours, less the quarter hour awake; InBed is not sleep.
      asleep_minutes: 405,
      in_bed_minutes: 450,
      deep_minutes: 90,
      light_minutes: 255,
      rem_minutes: 60,
      awake_minutes: 15,
    })
  })

  it('without stages keeps the source with most asleep time, ignores the afternoon nap and time in bed alone', () => {
    const { nights, skipped } = readApple(fixture('export.xml'), 4096)
    expect(nights).toHaveLength(2)
    expect(nights[1]).toMatchObject({ night: '2024-04-02', asleep_minutes: 450, bedtime: '2024-04-01T22:20:00.000Z', wake_time: '2024-04-02T05:50:00.000Z' })
    expect(nights[1].deep_minutes).toBeUndefined()
    // The phone's two InBed-only sleeps are not nights.
    expect(skipped).toBe(2)
  })

  it('reads the same nights whatever the size of the pieces the file streams in', () => {
    const text = fixture('export.xml')
    expect(readApple(text, 7)).toEqual(readApple(text, text.length))
  })

  it('names the night by the day she woke on her own calendar', () => {
    const collector = createAppleSleepCollector('America/New_York')
    collector.add({
      type: 'HKCategoryTypeIdentifierSleepAnalysis',
      sourceName: 'Watch',
      value: 'HKCategoryValueSleepAnalysisAsleepUnspecified',
      startDate: '2024-06-01 03:00:00 +0000',
      endDate: '2024-06-01 11:00:00 +0000',
    })
    collector.add({ type: 'HKCategoryTypeIdentifierSleepAnalysis', value: 'Nonsense', startDate: 'x', endDate: 'y' })
    expect(collector.finish()).toEqual({
      nights: [expect.objectContaining({ night: '2024-06-01', asleep_minutes: 480 })],
      skipped: 1,
    })
  })

  it('refuses a file that is not XML in words she can act on', () => {
    expect(() => readApple('{"not": "xml"}', 100)).toThrow(APPLE_NOT_EXPORT)
    // Oura's CSV chosen under Apple Health, and an export cut off part-way.
    expect(() => readApple(fixture('sleepmodel.csv'), 100)).toThrow(APPLE_NOT_EXPORT)
    const cut = fixture('export.xml')
    expect(() => readApple(cut.slice(0, cut.length / 2), 100)).toThrow(APPLE_NOT_EXPORT)
  })
})

describe('Fitbit sleep-*.json', () => {
  it('reads main sleeps on her clock and leaves naps out', () => {
    const { nights, skipped } = parseFitbitSleep(fixture('sleep-2024-04-01.json'), LONDON)
    expect(skipped).toBe(1)
    expect(nights).toEqual([
      {
        night: '2024-04-02',
        bedtime: '2024-04-01T22:30:00.000Z',
        wake_time: '2024-04-02T05:45:00.000Z',
        asleep_minutes: 380,
        in_bed_minutes: 435,
        deep_minutes: 65,
        light_minutes: 230,
        rem_minutes: 85,
        awake_minutes: 55,
      },
      // Across midnight and the clock change: 23:10 GMT to 07:10 BST.
      expect.objectContaining({ night: '2024-03-31', bedtime: '2024-03-30T23:10:00.000Z', wake_time: '2024-03-31T06:10:00.000Z', asleep_minutes: 402 }),
    ])
  })

  it('refuses a file that is not a list of sleeps', () => {
    expect(() => parseFitbitSleep('not json', LONDON)).toThrow(/not a Fitbit sleep file/)
    expect(() => parseFitbitSleep('{"sleep": 1}', LONDON)).toThrow(/not a Fitbit sleep file/)
  })
})

describe('Oura sleepmodel.csv', () => {
  it('counts long_sleep rows only: deleted rows and naps are not nights; seconds become minutes', () => {
    const { nights, skipped } = parseOuraSleep(fixture('sleepmodel.csv'), LONDON)
    expect(skipped).toBe(2)
    expect(nights).toEqual([
      {
        night: '2024-03-31',
        bedtime: '2024-03-30T23:05:00.000Z',
        wake_time: '2024-03-31T06:05:00.000Z',
        asleep_minutes: 420,
        in_bed_minutes: 420,
        deep_minutes: 90,
        light_minutes: 240,
        rem_minutes: 90,
        awake_minutes: 0,
      },
      expect.objectContaining({ night: '2024-04-01', asleep_minutes: 390, in_bed_minutes: 450, awake_minutes: 60 }),
    ])
  })

  it('refuses a CSV without the sleep columns', () => {
    expect(() => parseOuraSleep('day,score\n2024-04-01,80\n', LONDON)).toThrow('This file is not Oura’s sleepmodel.csv (no bedtime_start, bedtime_end, total_sleep_duration, type columns).')
  })
})

describe('Garmin *_sleepData.json', () => {
  it('reads GMT timestamps as GMT', () => {
    expect(new Date(garminInstant('2024-03-31T21:30:00.0')).toISOString()).toBe('2024-03-31T21:30:00.000Z')
    expect(garminInstant(1711920600000)).toBeNaN()
  })

  it('names each night by the day she woke in her own zone, not GMT', () => {
    const tokyo = parseGarminSleep(fixture('2024-03-01_2024-06-09_12345_sleepData.json'), 'Asia/Tokyo')
    expect(tokyo.skipped).toBe(1)
    expect(tokyo.nights.map((n) => [n.night, n.asleep_minutes])).toEqual([
      ['2024-04-01', 420],
      ['2024-04-03', 405],
    ])
    expect(tokyo.nights[0]).toMatchObject({ deep_minutes: 90, light_minutes: 240, rem_minutes: 90, awake_minutes: 30, in_bed_minutes: 450 })
    // The same file for a customer in London: she woke the evening before, by her clock.
    const london = parseGarminSleep(fixture('2024-03-01_2024-06-09_12345_sleepData.json'), LONDON)
    expect(london.nights.map((n) => n.night)).toEqual(['2024-03-31', '2024-04-02'])
  })
})

describe('the summary she confirms', () => {
  const night = (date: string, asleep: number) => ({
    night: date,
    bedtime: `${date}T00:00:00.000Z`,
    wake_time: `${date}T07:00:00.000Z`,
    asleep_minutes: asleep,
  })

  it('keeps one night per date (the longer), oldest first, and leaves out nights after her today', () => {
    const summary = summarise('fitbit', [night('2024-04-02', 300), night('2024-04-01', 400), night('2024-04-02', 420), night('2024-04-04', 400)], 1, '2024-04-03')
    expect(summary).toEqual({
      source: 'fitbit',
      nights: [night('2024-04-01', 400), night('2024-04-02', 420)],
      first: '2024-04-01',
      last: '2024-04-02',
      skipped: 3,
    })
  })

  it('says when nothing was found', () => {
    expect(summarise('oura', [], 0, '2024-04-03')).toMatchObject({ nights: [], first: null, last: null })
  })
})

describe('one figure a night', () => {
  const record = (night: string, source: SleepRecord['source'], value: number, data_type: SleepRecord['data_type'] = 'sleep'): SleepRecord => ({
    id: `${night}-${source}-${data_type}`,
    data_type,
    value,
    unit: data_type === 'sleep' ? 'hours' : 'score',
    recorded_at: `${night}T06:30:00.000Z`,
    source,
    night,
  })

  it('counts her own entry over an import, whichever comes first', () => {
    for (const records of [
      [record('2024-04-01', 'fitbit', 6.5), record('2024-04-01', 'manual', 8), record('2024-04-01', 'manual', 7, 'sleep_quality')],
      [record('2024-04-01', 'manual', 7, 'sleep_quality'), record('2024-04-01', 'manual', 8), record('2024-04-01', 'fitbit', 6.5)],
    ]) {
      expect(nightsFrom(records)).toEqual([expect.objectContaining({ night: '2024-04-01', hours: 8, quality: 7, source: 'manual', label: 'good' })])
    }
  })

  it('uses the import when she made no entry, and of two imports the longer', () => {
    expect(nightsFrom([record('2024-04-02', 'oura', 5.5), record('2024-04-02', 'garmin', 6.25), record('2024-04-01', 'apple_health', 7)])).toEqual([
      expect.objectContaining({ night: '2024-04-02', hours: 6.25, quality: null, source: 'garmin', label: 'fair' }),
      expect.objectContaining({ night: '2024-04-01', hours: 7, source: 'apple_health' }),
    ])
  })
})

describe('the import request', () => {
  const night = { night: '2024-04-01', bedtime: '2024-03-31T22:15:00.000Z', wake_time: '2024-04-01T05:45:00.000Z', asleep_minutes: 390 }

  it('takes up to 400 nights of figures from one of the four sources', () => {
    expect(wearableImportSchema.safeParse({ source: 'oura', nights: [night] }).success).toBe(true)
    expect(wearableImportSchema.safeParse({ source: 'oura', nights: Array.from({ length: 400 }, () => night) }).success).toBe(true)
    expect(wearableImportSchema.safeParse({ source: 'oura', nights: Array.from({ length: 401 }, () => night) }).success).toBe(false)
    expect(wearableImportSchema.safeParse({ source: 'manual', nights: [night] }).success).toBe(false)
    expect(wearableImportSchema.safeParse({ source: 'oura', nights: [] }).success).toBe(false)
  })

  it('refuses a malformed night', () => {
    const bad = (change: Record<string, unknown>) => wearableImportSchema.safeParse({ source: 'garmin', nights: [{ ...night, ...change }] }).success
    expect(bad({ night: '1 April' })).toBe(false)
    expect(bad({ wake_time: night.bedtime })).toBe(false)
    expect(bad({ asleep_minutes: 0 })).toBe(false)
    expect(bad({ asleep_minutes: 500 })).toBe(false)
    expect(bad({ deep_minutes: -1 })).toBe(false)
    expect(bad({ night: '2024-04-05' })).toBe(false)
    expect(bad({ raw: '<HealthData/>' })).toBe(false)
    expect(bad({ in_bed_minutes: 450, deep_minutes: 90 })).toBe(true)
  })
})

describe('the import request with malformed times', () => {
  it('reports them as invalid rather than failing', () => {
    const night = { night: '2024-04-01', bedtime: 'last night', wake_time: 'yesterday', asleep_minutes: 390 }
    expect(wearableImportSchema.safeParse({ source: 'oura', nights: [night] }).success).toBe(false)
  })
})
