import { describe, expect, it } from 'vitest'

import type { CheckinEntry } from '~/domain/checkins'
import {
  bestAndHardestDays,
  canGenerateSummary,
  chartSeries,
  consecutiveSegments,
  keyInsights,
  lastDays,
  longestRun,
  PROGRESS_MESSAGES,
  progressFacts,
  ratingLink,
  ratingTrends,
  sevenDayAverages,
  symptomsReported,
} from '~/domain/progress'
import { writeBuiltinSummary } from '~/domain/progress-summary'

const entry = (date: string, e: number, s: number, st: number, m: number, journal_entry: string | null = null): CheckinEntry => ({
  date,
  energy_level: e,
  sleep_quality: s,
  stress_level: st,
  mood: m,
  journal_entry,
})

const averages = (energy_level: number, sleep_quality: number, stress_level: number, mood: number) => ({
  energy_level,
  sleep_quality,
  stress_level,
  mood,
})

describe('7-day averages', () => {
  it('are null with no check-ins', () => {
    expect(sevenDayAverages([])).toBeNull()
  })

  it('are the single check-in’s values when there is one', () => {
    expect(sevenDayAverages([entry('2026-03-01', 4, 5, 6, 7)])).toEqual(averages(4, 5, 6, 7))
  })

  it('use the most recent 7 check-ins, not 7 calendar days, whatever the order given', () => {
    const older = entry('2026-01-01', 1, 1, 10, 1)
    const recent = Array.from({ length: 7 }, (_, i) => entry(`2026-02-${String(i * 3 + 1).padStart(2, '0')}`, 8, 6, 3, 7))
    expect(sevenDayAverages([older, ...recent.reverse()])).toEqual(averages(8, 6, 3, 7))
  })

  it('round to one decimal place', () => {
    const list = [entry('2026-03-01', 7, 7, 7, 7), entry('2026-03-02', 8, 8, 8, 8), entry('2026-03-03', 8, 8, 8, 8)]
    expect(sevenDayAverages(list)).toEqual(averages(7.7, 7.7, 7.7, 7.7))
  })
})

describe('last 30 days', () => {
  it('keeps the 30 calendar days ending today plus the day ahead, across a month boundary', () => {
    const list = ['2026-02-08', '2026-02-09', '2026-02-28', '2026-03-10', '2026-03-11', '2026-03-12'].map((d) => entry(d, 5, 5, 5, 5))
    expect(lastDays(list, '2026-03-10').map((c) => c.date)).toEqual(['2026-03-11', '2026-03-10', '2026-02-28', '2026-02-09'])
  })
})

describe('summary eligibility', () => {
  it('needs at least 7 check-ins', () => {
    expect(canGenerateSummary(0)).toBe(false)
    expect(canGenerateSummary(6)).toBe(false)
    expect(canGenerateSummary(7)).toBe(true)
    expect(PROGRESS_MESSAGES.summaryNeedsCheckins).toBe('Complete at least 7 check-ins to generate your progress summary.')
  })
})

describe('key insights (doc 1 §9 thresholds)', () => {
  it('has nothing to say without check-ins', () => {
    expect(keyInsights(null)).toEqual({ strengths: [], focusAreas: [], recommendations: [] })
  })

  it('counts energy, sleep or mood at 7 or above and stress at 4 or below as strengths', () => {
    const { strengths, focusAreas } = keyInsights(averages(7, 7, 4, 7))
    expect(strengths).toHaveLength(4)
    expect(focusAreas).toEqual([])
  })

  it('draws no strength just under the thresholds', () => {
    expect(keyInsights(averages(6.9, 6.9, 4.1, 6.9)).strengths).toEqual([])
  })

  it('counts energy, sleep or mood below 5 and stress above 7 as focus areas, each with a recommendation', () => {
    const { focusAreas, recommendations } = keyInsights(averages(4.9, 4.9, 7.1, 4.9))
    expect(focusAreas).toHaveLength(4)
    expect(recommendations).toHaveLength(4)
    expect(focusAreas[3]).toContain('Stress')
  })

  it('draws no focus area at the thresholds', () => {
    const { focusAreas, recommendations } = keyInsights(averages(5, 5, 7, 5))
    expect(focusAreas).toEqual([])
    expect(recommendations).toHaveLength(1)
  })
})

describe('trends, best and hardest days, links', () => {
  const rising = Array.from({ length: 8 }, (_, i) =>
    entry(`2026-03-${String(i + 1).padStart(2, '0')}`, 2 + i, 5, 9 - i, 5, i === 7 ? 'Long walk' : null),
  )

  it('compare the earlier half with the later half, stress improving as it falls', () => {
    const trends = ratingTrends(rising)
    expect(trends.find((t) => t.field === 'energy_level')).toMatchObject({ earlier: 3.5, later: 7.5, direction: 'improving' })
    expect(trends.find((t) => t.field === 'stress_level')).toMatchObject({ earlier: 7.5, later: 3.5, direction: 'improving' })
    expect(trends.find((t) => t.field === 'sleep_quality')?.direction).toBe('steady')
    expect(ratingTrends(rising.slice(0, 3))).toEqual([])
  })

  it('find the best and hardest days, none with a single check-in', () => {
    expect(bestAndHardestDays(rising)).toMatchObject({ best: { date: '2026-03-08' }, hardest: { date: '2026-03-01' } })
    expect(bestAndHardestDays([rising[0]])).toBeNull()
  })

  it('compare an outcome on good-driver days with other days, when both exist twice', () => {
    const list = [
      entry('2026-03-01', 5, 8, 5, 9),
      entry('2026-03-02', 5, 8, 5, 7),
      entry('2026-03-03', 5, 3, 5, 4),
      entry('2026-03-04', 5, 2, 5, 2),
    ]
    expect(ratingLink(list, 'sleep_quality', 'mood')).toMatchObject({ whenGood: 8, otherwise: 3, goodDays: 2, otherDays: 2 })
    expect(ratingLink(list.slice(0, 3), 'sleep_quality', 'mood')).toBeNull()
  })

  it('measure the longest run of consecutive days', () => {
    expect(longestRun([])).toBe(0)
    expect(longestRun([entry('2026-02-27', 5, 5, 5, 5), entry('2026-02-28', 5, 5, 5, 5), entry('2026-03-01', 5, 5, 5, 5), entry('2026-03-05', 5, 5, 5, 5)])).toBe(3)
  })

  it('break the chart into runs of consecutive days, across a month end', () => {
    const days = ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-03', '2026-03-05', '2026-03-06'].map((d) => ({ date: d }))
    expect(consecutiveSegments(days).map((s) => s.map((c) => c.date))).toEqual([
      ['2026-02-27', '2026-02-28', '2026-03-01'],
      ['2026-03-03'],
      ['2026-03-05', '2026-03-06'],
    ])
    expect(consecutiveSegments([])).toEqual([])
  })

  it('draw the chart oldest first', () => {
    expect(chartSeries([...rising].reverse()).map((c) => c.date)).toEqual(rising.map((c) => c.date))
  })
})

describe('built-in summary', () => {
  const month = Array.from({ length: 10 }, (_, i) =>
    entry(`2026-03-${String(i + 1).padStart(2, '0')}`, i % 2 ? 8 : 4, i % 2 ? 8 : 3, i % 2 ? 3 : 8, i % 2 ? 8 : 4, i === 9 ? 'Yoga before bed' : null),
  )

  it('is written from the facts: name, count, period, averages, best and hardest days, links and notes', () => {
    const text = writeBuiltinSummary(progressFacts(month)!, 'Ada Lovelace')
    expect(text).toMatch(/^Hi Ada, over the last 30 days you checked in on 10 days \(1 Mar to 10 Mar\)/)
    expect(text).toContain('energy 6/10, sleep 5.5/10, mood 6/10 and stress 5.5/10')
    expect(text).toContain('Your strongest day was Tue 10 Mar')
    expect(text).toContain('the hardest was Mon 9 Mar') // ties go to the most recent day
    expect(text).toContain('On days you rated your sleep 7 or more, your mood averaged 8, compared with 4 on other days')
    expect(text).toContain('“Yoga before bed” (10 Mar)')
  })

  it('changes with the data', () => {
    const low = month.map((c) => ({ ...c, energy_level: 2, sleep_quality: 3, mood: 3, stress_level: 9, journal_entry: null }))
    const a = writeBuiltinSummary(progressFacts(month)!, 'Ada')
    const b = writeBuiltinSummary(progressFacts(low)!, 'Ada')
    expect(a).not.toEqual(b)
    expect(b).toContain('Something to focus on next')
    expect(b).not.toContain('On your better days')
  })

  it('names improving and declining trends with their numbers', () => {
    const improving = Array.from({ length: 8 }, (_, i) => entry(`2026-03-${String(i + 1).padStart(2, '0')}`, 5, 2 + i, 5, 9 - i))
    const text = writeBuiltinSummary(progressFacts(improving)!, 'Ada')
    expect(text).toContain('sleep has lifted (from 3.5 to 7.5)')
    expect(text).toContain('mood has dipped (from 7.5 to 3.5)')
    expect(text).toContain('worth keeping an eye on')
  })

  it('has no facts to write from without check-ins', () => {
    expect(progressFacts([])).toBeNull()
  })
})

describe('symptoms reported by an assessment', () => {
  it('counts the entries marked experienced, ignoring other answers', () => {
    const responses = {
      hot_flushes: { experienced: true, severity: 7 },
      night_sweats: { experienced: false, severity: 0 },
      brain_fog: { experienced: true, severity: 3 },
      first_name: 'Ann',
      diagnosed_conditions: ['None'],
    }
    expect(symptomsReported(responses)).toBe(2)
    expect(symptomsReported({})).toBe(0)
    expect(symptomsReported(null)).toBeNull()
    expect(symptomsReported([1, 2])).toBeNull()
  })
})
