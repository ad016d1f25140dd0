import { describe, expect, it } from 'vitest'

import { addDays } from '~/domain/checkins'
import type { FlushSeverity } from '~/domain/flushes/options'
import { changePercent, roundOne, summariseFlushes, type FlushEntry } from '~/domain/flushes/summary'
import { instantAt } from '~/domain/time-zone'

const LONDON = 'Europe/London'

/** `n` entries at `time` on her day `day` in London. */
function on(day: string, n: number, severity: FlushSeverity = 'moderate', extra: Partial<FlushEntry> = {}, time = '12:00'): FlushEntry[] {
  return Array.from({ length: n }, () => ({
    occurred_at: instantAt(day, time, LONDON).toISOString(),
    severity,
    kind: 'flush' as const,
    triggers: [],
    ...extra,
  }))
}

/** `perDay(i)` entries on each of `days` days from `start`. */
function days(
  start: string,
  count: number,
  perDay: (i: number) => FlushEntry[] | number,
  severity: FlushSeverity = 'moderate',
): FlushEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const made = perDay(i)
    return typeof made === 'number' ? on(addDays(start, i), made, severity) : made
  }).flat()
}

const noon = (day: string) => instantAt(day, '12:00', LONDON)
const summarise = (entries: FlushEntry[], today: string, zone = LONDON) =>
  summariseFlushes(
    entries,
    entries.length ? [...entries].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at))[0]!.occurred_at : null,
    zone,
    noon(today),
  )

describe('the baseline window: her first 7 days of diary', () => {
  it('runs from the day of her first entry for 7 days, whatever came later', () => {
    const entries = [...days('2026-03-02', 7, () => 8), ...days('2026-03-09', 7, () => 4)]
    const s = summarise(entries, '2026-03-15')
    expect(s.baseline).toEqual({
      start: '2026-03-02',
      end: '2026-03-08',
      moderate_severe_per_day: 8,
      all_per_day: 8,
      night_sweats_per_night: 0,
    })
    expect(s.last_7_days).toEqual({
      start: '2026-03-09',
      end: '2026-03-15',
      moderate_severe_per_day: 4,
      all_per_day: 4,
      night_sweats_per_night: 0,
    })
    expect(s.change_pct).toBe(-50)
  })

  it('while she is still in her first week it counts the days so far, and gives no change', () => {
    const s = summarise(
      days('2026-03-02', 3, () => 3),
      '2026-03-04',
    )
    expect(s.baseline).toMatchObject({
      start: '2026-03-02',
      end: '2026-03-04',
      moderate_severe_per_day: 3,
    })
    expect(s.last_7_days).toMatchObject({
      start: '2026-03-02',
      end: '2026-03-04',
    })
    expect(s.change_pct).toBeNull()
  })

  it('gives no change until there are 14 days, so the two weeks never overlap', () => {
    const entries = days('2026-03-02', 13, () => 2)
    expect(summarise(entries, '2026-03-14').change_pct).toBeNull()
    expect(summarise(entries, '2026-03-15').change_pct).toBe(-100 + Math.round(((2 * 6) / 7 / 2) * 100))
  })

  it('a baseline long ago (before the chart) is still her first week', () => {
    const entries = [...days('2025-06-02', 7, () => 10), ...on('2026-03-10', 1)]
    const s = summarise(entries, '2026-03-15')
    expect(s.baseline).toMatchObject({
      start: '2025-06-02',
      end: '2025-06-08',
      moderate_severe_per_day: 10,
    })
    expect(s.last_7_days).toMatchObject({ moderate_severe_per_day: 0.1 })
    expect(s.change_pct).toBe(-99)
  })

  it('counts only moderate and severe in moderate_severe_per_day, every flush in all_per_day', () => {
    const entries = [
      ...days('2026-03-02', 7, () => [...on(addDays('2026-03-02', 0), 0)]),
      ...on('2026-03-02', 7, 'mild'),
      ...on('2026-03-03', 7, 'severe'),
    ]
    const s = summarise(entries, '2026-03-08')
    expect(s.baseline).toMatchObject({
      moderate_severe_per_day: 1,
      all_per_day: 2,
    })
  })

  it('has no change when her first week had no moderate-to-severe flushes (no division by zero)', () => {
    const entries = [...days('2026-03-02', 7, () => 2, 'mild'), ...days('2026-03-09', 7, () => 2)]
    expect(summarise(entries, '2026-03-15').change_pct).toBeNull()
  })
})

describe('rounding', () => {
  it('per-day figures to one decimal place; the change to a whole per cent from the unrounded figures', () => {
    expect(roundOne(10 / 7)).toBe(1.4)
    expect(roundOne(0.05)).toBe(0.1)
    expect(changePercent(10 / 7, 1)).toBe(-30)
    expect(changePercent(3, 4)).toBe(33)
    expect(changePercent(3, 3)).toBe(0)
    expect(Object.is(changePercent(3, 3), -0)).toBe(false)
    expect(changePercent(0, 4)).toBeNull()
  })

  it('10 in a week is 1.4 a day', () => {
    const entries = [...on('2026-03-02', 4), ...on('2026-03-05', 6)]
    expect(summarise(entries, '2026-03-08').baseline).toMatchObject({
      moderate_severe_per_day: 1.4,
      all_per_day: 1.4,
    })
  })
})

describe('empty days count as zero once the diary has started, and not before', () => {
  it('a week with entries on one day only is that count ÷ 7', () => {
    const s = summarise(on('2026-03-02', 7), '2026-03-08')
    expect(s.baseline).toMatchObject({ moderate_severe_per_day: 1 })
  })

  it('days before her first entry are not counted in the last 7 days or the weeks', () => {
    // Diary started 3 days ago: the last 7 days are those 3 days.
    const s = summarise([...on('2026-03-13', 3), ...on('2026-03-15', 3)], '2026-03-15')
    expect(s.last_7_days).toMatchObject({
      start: '2026-03-13',
      end: '2026-03-15',
      moderate_severe_per_day: 2,
    })
    const lastWeek = s.weeks.at(-1)!
    expect(lastWeek).toMatchObject({
      week_start: '2026-03-09',
      moderate_severe_per_day: 2,
    })
    expect(s.weeks.at(-2)).toMatchObject({
      moderate_severe_per_day: null,
      all_per_day: null,
      severity_score: null,
    })
  })

  it('a quiet week after she started is zero, not missing', () => {
    const s = summarise(on('2026-02-23', 7), '2026-03-15')
    expect(s.last_7_days).toMatchObject({
      moderate_severe_per_day: 0,
      all_per_day: 0,
      night_sweats_per_night: 0,
    })
    expect(s.weeks.at(-1)).toMatchObject({
      moderate_severe_per_day: 0,
      all_per_day: 0,
      severity_score: null,
    })
    expect(s.change_pct).toBe(-100)
  })

  it('with no entries at all there is no baseline and 12 empty weeks', () => {
    const s = summarise([], '2026-03-15')
    expect(s).toMatchObject({
      baseline: null,
      last_7_days: null,
      change_pct: null,
      top_triggers: [],
    })
    expect(s.weeks).toHaveLength(12)
    expect(s.weeks.every((w) => w.moderate_severe_per_day === null)).toBe(true)
  })
})

describe('week boundaries on her calendar', () => {
  it('12 blocks of 7 days ending today, oldest first', () => {
    const s = summarise(on('2026-01-01', 1), '2026-03-15')
    expect(s.weeks).toHaveLength(12)
    expect(s.weeks[0]!.week_start).toBe('2025-12-22')
    expect(s.weeks[11]!.week_start).toBe('2026-03-09')
    expect(s.weeks.map((w) => w.week_start)).toEqual(Array.from({ length: 12 }, (_, i) => addDays('2025-12-22', i * 7)))
  })

  it('a flush at 00:30 London summer time (23:30 UTC the day before) is on her day, not the server’s', () => {
    const lateNight = {
      occurred_at: '2026-06-07T23:30:00.000Z',
      severity: 'severe' as const,
      kind: 'flush' as const,
      triggers: [],
    }
    // 2026-06-08 00:30 in London: the first day of a block ending on 2026-06-14.
    const s = summariseFlushes([lateNight], lateNight.occurred_at, LONDON, noon('2026-06-14'))
    expect(s.baseline).toMatchObject({
      start: '2026-06-08',
      end: '2026-06-14',
    })
    expect(s.weeks.at(-1)).toMatchObject({
      week_start: '2026-06-08',
      all_per_day: 0.1,
    })
    // The same instant in UTC is the day before, in the previous block.
    const utc = summariseFlushes([lateNight], lateNight.occurred_at, 'UTC', new Date('2026-06-14T12:00:00Z'))
    expect(utc.baseline).toMatchObject({ start: '2026-06-07' })
    // That block holds one day of her diary (the 7th), so one flush is 1 a day there.
    expect(utc.weeks.at(-2)).toMatchObject({
      week_start: '2026-06-01',
      all_per_day: 1,
    })
    expect(utc.weeks.at(-1)).toMatchObject({
      week_start: '2026-06-08',
      all_per_day: 0,
    })
  })

  it('today is her day: at 23:30 UTC in Sydney it is already tomorrow', () => {
    const sydney = 'Australia/Sydney'
    const at = new Date('2026-03-14T23:30:00Z') // 15 March, 10:30 in Sydney
    const entry = {
      occurred_at: at.toISOString(),
      severity: 'moderate' as const,
      kind: 'flush' as const,
      triggers: [],
    }
    const s = summariseFlushes([entry], entry.occurred_at, sydney, at)
    expect(s.last_7_days).toMatchObject({
      start: '2026-03-15',
      end: '2026-03-15',
      moderate_severe_per_day: 1,
    })
  })

  it('entries after her today are not counted', () => {
    const s = summarise([...on('2026-03-02', 7), ...on('2026-03-20', 5)], '2026-03-08')
    expect(s.baseline).toMatchObject({ moderate_severe_per_day: 1 })
  })
})

describe('night sweats are counted apart, per night', () => {
  it('never in the flush figures; per night over the window', () => {
    const entries = [...on('2026-03-02', 7), ...on('2026-03-03', 14, 'severe', { kind: 'night_sweat' }, '03:00')]
    const s = summarise(entries, '2026-03-08')
    expect(s.baseline).toMatchObject({
      moderate_severe_per_day: 1,
      all_per_day: 1,
      night_sweats_per_night: 2,
    })
    expect(s.weeks.at(-1)).toMatchObject({
      night_sweats_per_night: 2,
      severity_score: 2,
    })
  })
})

describe('severity score and triggers', () => {
  it('(mild×1 + moderate×2 + severe×3) ÷ all flushes', () => {
    const entries = [...on('2026-03-09', 1, 'mild'), ...on('2026-03-10', 1, 'moderate'), ...on('2026-03-11', 2, 'severe')]
    expect(summarise(entries, '2026-03-15').weeks.at(-1)!.severity_score).toBe(2.3)
  })

  it('top triggers by count over the 12 weeks, ties in the list’s order, unknown words ignored', () => {
    const entries = [
      ...on('2026-03-09', 3, 'mild', { triggers: ['stress', 'caffeine'] }),
      ...on('2026-03-10', 1, 'mild', { triggers: ['hot_drink', 'nonsense'] }),
      ...on('2026-03-10', 1, 'mild', { triggers: ['caffeine'] }),
      ...on('2025-01-01', 1, 'mild', { triggers: ['alcohol'] }),
    ]
    expect(summarise(entries, '2026-03-15').top_triggers).toEqual([
      { trigger: 'caffeine', count: 4 },
      { trigger: 'stress', count: 3 },
      { trigger: 'hot_drink', count: 1 },
    ])
  })
})

describe('the demo diary tells the story', () => {
  it('about 8 flushes a day before HRT easing to fewer on it, with night sweats apart', async () => {
    const { demoFlushes } = await import('~/domain/demo/treatments')
    const today = '2026-03-15'
    for (const persona of ['base', 'plus'] as const) {
      const entries = demoFlushes(persona, today).map((f) => ({
        occurred_at: instantAt(f.date, f.time, LONDON).toISOString(),
        severity: f.severity,
        kind: f.kind,
        triggers: f.triggers,
      }))
      const s = summarise(entries, today)
      expect(s.baseline!.all_per_day).toBeGreaterThanOrEqual(8)
      expect(s.last_7_days!.all_per_day).toBeLessThan(6)
      expect(s.change_pct).toBeLessThan(-30)
      expect(s.baseline!.night_sweats_per_night).toBe(2)
      expect(s.top_triggers.length).toBeGreaterThan(3)
    }
  })
})
