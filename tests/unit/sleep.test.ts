import { describe, expect, it } from 'vitest'

import type { CheckinEntry } from '~/domain/checkins'
import { correlation, pairSleepWithDays, sleepDayRelation } from '~/domain/sleep/next-day'
import {
  formatHours,
  formatScore,
  formatSignedHours,
  historyNights,
  nightOf,
  nightsFrom,
  offsetSuffix,
  recordedAtFor,
  sleepAnalytics,
  sleepConsistency,
  sleepDurationHours,
  sleepLabel,
  sleepLoggedMessage,
  sleepTrend,
  standardDeviation,
  wakesNextDay,
  type Night,
  type SleepRecord,
} from '~/domain/sleep/rules'
import { wearableInputSchema, wearableQuerySchema } from '~/domain/sleep/schemas'

describe('sleep duration', () => {
  it('runs across midnight when the wake time is earlier than the bedtime', () => {
    expect(sleepDurationHours('22:30', '06:45')).toBe(8.25)
    expect(sleepDurationHours('23:59', '00:01')).toBe(0.03)
    expect(wakesNextDay('22:30', '06:45')).toBe(true)
  })

  it('stays on the same day when the wake time is later', () => {
    expect(sleepDurationHours('01:15', '07:45')).toBe(6.5)
    expect(wakesNextDay('01:15', '07:45')).toBe(false)
    expect(sleepDurationHours('07:00', '07:00')).toBe(0)
  })

  it('needs both times', () => {
    expect(sleepDurationHours('', '07:00')).toBeNull()
    expect(sleepDurationHours('22:00', '')).toBeNull()
    expect(sleepDurationHours('25:00', '07:00')).toBeNull()
  })

  it('writes the wake-up instant with her offset, naming the night by its date', () => {
    expect(offsetSuffix(-60)).toBe('+01:00')
    expect(offsetSuffix(300)).toBe('-05:00')
    expect(offsetSuffix(-330)).toBe('+05:30')
    expect(offsetSuffix(0)).toBe('+00:00')
    const at = recordedAtFor('2026-11-20', '06:45', -60)
    expect(at).toBe('2026-11-20T06:45:00+01:00')
    expect(nightOf(at)).toBe('2026-11-20')
  })

  it('formats hours', () => {
    expect(formatHours(7.5)).toBe('7h 30m')
    expect(formatHours(8)).toBe('8h')
  })
})

describe('quality labels', () => {
  it('is good at 7 hours or more, fair at 6 or more, otherwise poor', () => {
    expect(sleepLabel(9)).toBe('good')
    expect(sleepLabel(7)).toBe('good')
    expect(sleepLabel(6.99)).toBe('fair')
    expect(sleepLabel(6)).toBe('fair')
    expect(sleepLabel(5.99)).toBe('poor')
    expect(sleepLabel(0)).toBe('poor')
  })
})

describe('consistency and trend', () => {
  it('is 100 minus 10 × the standard deviation, floored at 0', () => {
    expect(standardDeviation([6, 8])).toBe(1)
    expect(sleepConsistency([6, 8])).toBe(90)
    expect(sleepConsistency([7, 7, 7])).toBe(100)
    expect(sleepConsistency([0, 24])).toBe(0)
    expect(sleepConsistency([5])).toBe(100)
    expect(sleepConsistency([])).toBeNull()
  })

  it('is the first value minus the last (newest first)', () => {
    expect(sleepTrend([8, 7, 6.5])).toBe(1.5)
    expect(sleepTrend([5, 7, 8])).toBe(-3)
    expect(sleepTrend([7])).toBeNull()
  })
})

const record = (night: string, data_type: SleepRecord['data_type'], value: number): SleepRecord => ({
  id: `${night}-${data_type}`,
  data_type,
  value,
  unit: data_type === 'sleep' ? 'hours' : 'score',
  recorded_at: `${night}T07:00:00+00:00`,
  source: 'manual',
  night,
})

describe('nights and analytics', () => {
  const records = [
    record('2026-11-20', 'sleep', 8),
    record('2026-11-20', 'sleep_quality', 8),
    record('2026-11-19', 'sleep', 6),
    record('2026-11-19', 'sleep_quality', 5),
    record('2026-11-18', 'sleep', 5),
    record('2026-11-10', 'sleep', 7),
    record('2026-11-01', 'sleep', 7),
  ]

  it('joins hours and quality by night, newest first, with labels', () => {
    const nights = nightsFrom(records)
    expect(nights[0]).toMatchObject({ night: '2026-11-20', hours: 8, quality: 8, label: 'good' })
    expect(nights[1]).toMatchObject({ night: '2026-11-19', label: 'fair' })
    expect(nights[2]).toMatchObject({ night: '2026-11-18', label: 'poor', quality: null })
  })

  it('shows 14 days of history', () => {
    expect(historyNights(nightsFrom(records), '2026-11-20').map((n) => n.night)).toEqual(['2026-11-20', '2026-11-19', '2026-11-18', '2026-11-10'])
  })

  it('analyses the last 7 days', () => {
    expect(sleepAnalytics(nightsFrom(records), '2026-11-20')).toEqual({
      nights: 3,
      average_hours: 19 / 3,
      average_quality: 6.5,
      consistency: Math.round(100 - 10 * standardDeviation([8, 6, 5])),
      trend_hours: 3,
      trend_quality: 3,
    })
    expect(sleepAnalytics([], '2026-11-20')).toMatchObject({ nights: 0, average_hours: null, consistency: null, trend_hours: null })
  })

  it('rounds averages and durations once, when shown: a single 7h 15m night averages 7h 15m', () => {
    const hours = sleepDurationHours('23:30', '06:45')!
    const analytics = sleepAnalytics(nightsFrom([record('2026-11-20', 'sleep', hours)]), '2026-11-20')
    expect(formatHours(analytics.average_hours!)).toBe('7h 15m')
    const twoNights = sleepAnalytics(nightsFrom([record('2026-11-20', 'sleep', 7.25), record('2026-11-19', 'sleep', 6.5)]), '2026-11-20')
    expect(formatHours(twoNights.average_hours!)).toBe('6h 53m')
    expect(formatSignedHours(twoNights.trend_hours!)).toBe('+45m')
    expect(formatSignedHours(-1.25)).toBe('−1h 15m')
    expect(formatSignedHours(0.001)).toBe('no change')
    expect(formatScore(20 / 3)).toBe('6.7')
    expect(formatScore(7)).toBe('7')
  })

  it('says when a night logged again replaced the one already logged', () => {
    expect(sleepLoggedMessage(false, 'Fri 20 Nov')).toBe('Sleep logged successfully!')
    expect(sleepLoggedMessage(true, 'Fri 20 Nov')).toBe('Sleep logged successfully! It replaced the night you had already logged for Fri 20 Nov.')
  })
})

describe('wearable input', () => {
  const base = { data_type: 'sleep', value: 7.5, unit: 'hours', recorded_at: '2026-11-20T07:00:00+01:00', source: 'manual' }
  const ok = (change: object) => wearableInputSchema.safeParse({ ...base, ...change }).success

  it('takes hours 0 to 24 and scores 1 to 10 with their units', () => {
    expect(ok({})).toBe(true)
    expect(ok({ value: 0 })).toBe(true)
    expect(ok({ value: 24 })).toBe(true)
    expect(ok({ value: 24.1 })).toBe(false)
    expect(ok({ value: -1 })).toBe(false)
    expect(ok({ data_type: 'sleep_quality', unit: 'score', value: 1 })).toBe(true)
    expect(ok({ data_type: 'sleep_quality', unit: 'score', value: 10 })).toBe(true)
    expect(ok({ data_type: 'sleep_quality', unit: 'score', value: 0 })).toBe(false)
    expect(ok({ data_type: 'sleep_quality', unit: 'score', value: 7.5 })).toBe(false)
    expect(ok({ data_type: 'sleep_quality', unit: 'hours', value: 7 })).toBe(false)
    expect(ok({ unit: 'score' })).toBe(false)
    expect(ok({ source: 'fitbit' })).toBe(false)
    expect(ok({ data_type: 'steps' })).toBe(false)
    expect(ok({ recorded_at: '20 Nov' })).toBe(false)
  })

  it('reads days 1 to 90', () => {
    expect(wearableQuerySchema.parse({ data_type: 'sleep', days: '14' })).toEqual({ data_type: 'sleep', days: 14 })
    expect(wearableQuerySchema.safeParse({ days: '0' }).success).toBe(false)
    expect(wearableQuerySchema.safeParse({ days: '91' }).success).toBe(false)
  })
})

const checkin = (date: string, energy_level: number, mood: number, stress_level: number): CheckinEntry => ({
  date,
  energy_level,
  mood,
  stress_level,
  sleep_quality: 5,
})

const night = (date: string, hours: number, quality: number | null = null): Night => ({
  night: date,
  hours,
  quality,
  label: sleepLabel(hours),
  recorded_at: `${date}T07:00:00+00:00`,
  source: 'manual',
})

describe('sleep and the next day', () => {
  it('computes a correlation, or none for a flat series', () => {
    expect(correlation([1, 2, 3], [2, 4, 6])).toBe(1)
    expect(correlation([1, 2, 3], [6, 4, 2])).toBe(-1)
    expect(correlation([1, 1, 1], [2, 4, 6])).toBeNull()
    expect(correlation([1], [2])).toBeNull()
  })

  it('pairs each night with the check-in of the day she woke up, within 30 days', () => {
    const pairs = pairSleepWithDays(
      [night('2026-11-20', 8), night('2026-11-19', 6), night('2026-10-01', 7)],
      [checkin('2026-11-20', 7, 7, 3), checkin('2026-10-01', 5, 5, 5)],
      '2026-11-20',
    )
    expect(pairs).toEqual([{ night: '2026-11-20', hours: 8, quality: null, energy_level: 7, mood: 7, stress_level: 3 }])
  })

  it('says how many more days are needed below 7 pairs', () => {
    const nights = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((d) => night(d, 7))
    const checkins = nights.map((n) => checkin(n.night, 6, 6, 4))
    const relation = sleepDayRelation(nights, checkins, '2026-11-20')
    expect(relation).toMatchObject({ ready: false, pairs: 6, needed: 1 })
    expect(relation.sentences[0]).toBe(
      'Log your sleep and check in the next day on 1 more day to see how your sleep relates to your energy, mood and stress (6 of 7 so far).',
    )
    expect(sleepDayRelation([], [], '2026-11-20')).toMatchObject({ ready: false, pairs: 0, needed: 7 })
  })

  it('compares next days after 7+ hour nights with those after shorter nights', () => {
    const data: [string, number, number, number, number, number][] = [
      ['2026-11-14', 8, 8, 8, 7, 3],
      ['2026-11-15', 7.5, 7, 7, 7, 4],
      ['2026-11-16', 5, 3, 5, 5, 7],
      ['2026-11-17', 9, 9, 7, 8, 2],
      ['2026-11-18', 6, 5, 5, 6, 6],
      ['2026-11-19', 7, 7, 7, 6, 4],
      ['2026-11-20', 5.5, 4, 4, 5, 6],
    ]
    const relation = sleepDayRelation(
      data.map(([d, h, q]) => night(d, h, q)),
      data.map(([d, , , e, m, s]) => checkin(d, e, m, s)),
      '2026-11-20',
    )
    if (!relation.ready) throw new Error('expected a relation')
    expect(relation.pairs).toBe(7)
    expect(relation.long_nights).toBe(4)
    expect(relation.short_nights).toBe(3)
    expect(relation.comparisons[0]).toEqual({ outcome: 'energy_level', after_long: 7.3, after_short: 4.7 })
    expect(relation.sentences[0]).toBe(
      'On nights with 7+ hours (4 of 7) your next-day energy averaged 7.3 against 4.7, your mood averaged 7.0 against 5.3 and your stress averaged 3.3 against 6.3 after shorter nights.',
    )
    expect(relation.hours_correlation.energy_level).toBeGreaterThan(0.5)
    expect(relation.hours_correlation.stress_level).toBeLessThan(-0.5)
    expect(relation.sentences[1]).toMatch(/^Over these days, the (longer you slept|better you rated your sleep), the (higher|lower) your next-day \w+ tended to be \(a strong link, correlation -?\d\.\d\d\)\.$/)
  })

  it('says when every night was on one side of 7 hours', () => {
    const days = ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']
    const relation = sleepDayRelation(
      days.map((d) => night(d, 8)),
      days.map((d) => checkin(d, 6, 6, 4)),
      '2026-11-20',
    )
    expect(relation.ready).toBe(true)
    expect(relation.sentences).toEqual([
      'All 7 nights had 7+ hours, so there are no shorter nights to compare with yet; your next-day energy averaged 6.0, mood 6.0 and stress 4.0.',
      'Across these 7 days there is no clear link yet between your sleep and how the next day went.',
    ])
  })
})

describe('the built-in progress summary', () => {
  it('adds how sleep relates to the next days, or how many more days it needs', async () => {
    const { writeBuiltinSummary } = await import('~/domain/progress-summary')
    const { progressFacts } = await import('~/domain/progress')
    const days = ['2026-11-14', '2026-11-15', '2026-11-16']
    const facts = progressFacts(days.map((d) => ({ ...checkin(d, 6, 6, 4), sleep_quality: 6 })))!
    const pending = sleepDayRelation([night('2026-11-16', 8)], [checkin('2026-11-16', 6, 6, 4)], '2026-11-16')
    expect(writeBuiltinSummary(facts, 'Ada', pending)).toContain(
      'Sleep and your next days: Log your sleep and check in the next day on 6 more days',
    )
    expect(writeBuiltinSummary(facts, 'Ada')).not.toContain('Sleep and your next days')
  })
})
