import { describe, expect, it } from 'vitest'

import {
  addDays,
  byDateDescending,
  calculateStreak,
  checkinPageAverage,
  daysBetween,
  isCalendarDate,
  isCheckinDateAllowed,
  isValidRating,
  journalExcerpt,
  latestAllowedCheckinDate,
  progressPageAverage,
  RATING_FIELDS,
  RATING_WORDS,
  ratingWord,
  sliderColour,
  streakFromRun,
  streakRun,
  runFromPages,
  runMayContinue,
  STREAK_FIRST_PAGE,
  STREAK_MAX_PAGE,
  stressLabel,
} from '~/domain/checkins'
import { dashboardOrEmpty, nextStep, welcomeHeading } from '~/domain/dashboard'

describe('calendar dates', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '2026-01-01'])('accepts the real day %s', (d) => {
    expect(isCalendarDate(d)).toBe(true)
  })

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-05', '26-01-05', '2026-01-05T00:00', ''])(
    'refuses %s',
    (d) => expect(isCalendarDate(d)).toBe(false),
  )

  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3)
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3)
  })

  it('allows check-ins up to tomorrow in UTC, and no later', () => {
    const now = new Date('2026-03-10T23:30:00Z')
    expect(latestAllowedCheckinDate(now)).toBe('2026-03-11')
    expect(isCheckinDateAllowed('2026-03-11', now)).toBe(true)
    expect(isCheckinDateAllowed('2025-03-10', now)).toBe(true)
    expect(isCheckinDateAllowed('2026-03-12', now)).toBe(false)
    expect(isCheckinDateAllowed('2026-02-30', now)).toBe(false)
  })
})

describe('ratings', () => {
  it('are whole numbers from 1 to 10', () => {
    for (let v = 1; v <= 10; v++) expect(isValidRating(v)).toBe(true)
    for (const v of [0, 11, 5.5, -1, Number.NaN, '5', null, undefined]) expect(isValidRating(v)).toBe(false)
  })
})

describe('streak', () => {
  const today = '2026-03-10'

  it('is 0 with no check-ins', () => {
    expect(calculateStreak([], today)).toBe(0)
  })

  it('is 1 for a single check-in today or yesterday, 0 for one two days ago', () => {
    expect(calculateStreak(['2026-03-10'], today)).toBe(1)
    expect(calculateStreak(['2026-03-09'], today)).toBe(1)
    expect(calculateStreak(['2026-03-08'], today)).toBe(0)
  })

  it('counts the run of consecutive days ending at the latest check-in and stops at a gap', () => {
    expect(calculateStreak(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06', '2026-03-05'], today)).toBe(3)
  })

  it('ignores order and duplicate dates', () => {
    expect(calculateStreak(['2026-03-08', '2026-03-10', '2026-03-09', '2026-03-10'], today)).toBe(3)
  })

  it('runs across a month boundary and a leap day', () => {
    expect(calculateStreak(['2024-03-01', '2024-02-29', '2024-02-28', '2024-02-27'], '2024-03-01')).toBe(4)
    expect(calculateStreak(['2026-03-01', '2026-02-28', '2026-02-27'], '2026-03-02')).toBe(3)
    expect(calculateStreak(['2027-01-01', '2026-12-31'], '2027-01-01')).toBe(2)
  })

  it('still counts when the latest check-in is a day ahead of the reference day (a customer east of UTC)', () => {
    expect(calculateStreak(['2026-03-11', '2026-03-10'], today)).toBe(2)
  })

  it('keeps the run so a page can re-apply the rule on the browser’s own day', () => {
    const run = streakRun(['2026-03-09', '2026-03-08'])
    expect(run).toEqual({ length: 2, latest: '2026-03-09' })
    expect(streakFromRun(run, '2026-03-10')).toBe(2)
    expect(streakFromRun(run, '2026-03-11')).toBe(0)
    expect(streakFromRun({ length: 0, latest: null }, today)).toBe(0)
  })
})

describe('stress label', () => {
  it.each([
    [1, 'Low Stress'],
    [3, 'Low Stress'],
    [4, 'Moderate'],
    [6, 'Moderate'],
    [7, 'High Stress'],
    [10, 'High Stress'],
  ])('stress %i reads %s', (level, label) => expect(stressLabel(level)).toBe(label))
})

describe('slider colour and word labels', () => {
  it.each([
    [1, 'red'],
    [3, 'red'],
    [4, 'yellow'],
    [6, 'yellow'],
    [7, 'green'],
    [10, 'green'],
  ])('value %i is %s', (value, colour) => expect(sliderColour(value)).toBe(colour))

  it('has ten distinct words per rating, one per value', () => {
    for (const field of RATING_FIELDS) {
      expect(RATING_WORDS[field]).toHaveLength(10)
      expect(new Set(RATING_WORDS[field]).size).toBe(10)
      for (let v = 1; v <= 10; v++) expect(ratingWord(field, v)).toBe(RATING_WORDS[field][v - 1])
    }
    expect(ratingWord('energy_level', 10)).toBe('Full of energy')
    expect(ratingWord('stress_level', 1)).toBe('Completely calm')
  })
})

describe('recent-check-in averages (doc 1 §9)', () => {
  const c = { energy_level: 8, sleep_quality: 7, mood: 9, stress_level: 2 }

  it('the check-in page divides energy + sleep + mood − stress by 4, rounded', () => {
    expect(checkinPageAverage(c)).toBe(Math.round(22 / 4))
    expect(checkinPageAverage({ energy_level: 1, sleep_quality: 1, mood: 1, stress_level: 10 })).toBe(-2)
  })

  it('the progress page divides the same sum by 3, rounded', () => {
    expect(progressPageAverage(c)).toBe(7)
    expect(progressPageAverage({ energy_level: 10, sleep_quality: 10, mood: 10, stress_level: 1 })).toBe(10)
    expect(progressPageAverage({ energy_level: 5, sleep_quality: 5, mood: 5, stress_level: 5 })).toBe(3)
  })
})

describe('journal excerpt', () => {
  it('keeps a note of 100 characters or fewer whole', () => {
    expect(journalExcerpt('a'.repeat(100))).toBe('a'.repeat(100))
    expect(journalExcerpt('  short  ')).toBe('short')
    expect(journalExcerpt(null)).toBe('')
  })

  it('cuts a longer note at 100 characters and marks the cut', () => {
    const excerpt = journalExcerpt('b'.repeat(150))
    expect(excerpt).toBe(`${'b'.repeat(100)}…`)
  })
})

describe('ordering', () => {
  it('sorts check-ins newest day first', () => {
    const sorted = byDateDescending([{ date: '2026-01-02' }, { date: '2026-03-01' }, { date: '2025-12-31' }])
    expect(sorted.map((c) => c.date)).toEqual(['2026-03-01', '2026-01-02', '2025-12-31'])
  })
})

describe('Your Next Step', () => {
  const base = { profileCompleted: true, streak: 3, isBaseTier: true, plusName: 'Liberate+' }

  it('asks for the health assessment first while the profile is incomplete', () => {
    expect(nextStep({ ...base, profileCompleted: false, streak: 0 })).toMatchObject({ title: 'Complete Health Assessment', to: '/questionnaire' })
  })

  it('then the check-in streak while it is 0', () => {
    expect(nextStep({ ...base, streak: 0 })).toMatchObject({ title: 'Start Check-in Streak', to: '/checkin' })
  })

  it('then the upgrade for the base tier', () => {
    expect(nextStep(base)).toMatchObject({ title: 'Unlock Advanced Features', to: '/upgrades' })
  })

  it('never offers the upgrade to the higher tier', () => {
    expect(nextStep({ ...base, isBaseTier: false }).to).toBe('/progress')
  })
})

describe('dashboard greeting', () => {
  it('welcomes a brand-new account and welcomes back a returning customer', () => {
    expect(welcomeHeading('Maya', false)).toBe('Welcome, Maya!')
    expect(welcomeHeading('Maya', true)).toBe('Welcome back, Maya!')
  })
})

describe('dashboard fallback (doc 1 §4)', () => {
  it('falls back to streak 0, no recent check-ins and total 0, and reports the failure', async () => {
    const reported: unknown[] = []
    const failure = new Error('database unavailable')
    const stats = await dashboardOrEmpty(Promise.reject(failure), (error) => reported.push(error))
    expect(stats).toEqual({ streak: 0, run: { length: 0, latest: null }, recent_checkins: [], total_checkins: 0 })
    expect(reported).toEqual([failure])
  })

  it('passes loaded data through untouched', async () => {
    const loaded = { streak: 2, run: { length: 2, latest: '2026-03-10' }, recent_checkins: [{ id: 'a' }], total_checkins: 9 }
    const reported: unknown[] = []
    expect(await dashboardOrEmpty(Promise.resolve(loaded), (error) => reported.push(error))).toBe(loaded)
    expect(reported).toEqual([])
  })

  describe('the streak, read in bounded pages', () => {
    const today = '2026-03-10'
    /** `n` consecutive days ending on `latest`, then a gap of 3 days, then `older` more days. */
    function history(latest: string, n: number, older = 0): string[] {
      const run = Array.from({ length: n }, (_, i) => addDays(latest, -i))
      const rest = Array.from({ length: older }, (_, i) => addDays(latest, -(n + 3 + i)))
      return [...run, ...rest]
    }
    function reader(dates: string[]) {
      const sizes: number[] = []
      const readPage = async (before: string | null, size: number) => {
        sizes.push(size)
        return dates.filter((d) => before === null || d < before).slice(0, size)
      }
      return { sizes, readPage }
    }

    it('reads one page when the run ends inside it, whatever the older history', async () => {
      const { sizes, readPage } = reader(history(today, 5, 3 * 365))
      expect(await runFromPages(readPage)).toEqual({ length: 5, latest: today })
      expect(sizes).toEqual([STREAK_FIRST_PAGE])
    })

    it('widens (doubling, capped) only while the run continues, and counts it exactly', async () => {
      const { sizes, readPage } = reader(history(today, 400, 200))
      expect(await runFromPages(readPage)).toEqual({ length: 400, latest: today })
      expect(sizes).toEqual([STREAK_FIRST_PAGE, 64, 128, 256])
      expect(Math.max(...sizes)).toBeLessThanOrEqual(STREAK_MAX_PAGE)
    })

    it('stops at the end of the history and at no check-ins', async () => {
      expect(await runFromPages(reader(history(today, STREAK_FIRST_PAGE)).readPage)).toEqual({ length: STREAK_FIRST_PAGE, latest: today })
      expect(await runFromPages(reader([]).readPage)).toEqual({ length: 0, latest: null })
    })

    it('agrees with the whole-history rule', async () => {
      for (const [n, older] of [[1, 0], [31, 10], [32, 1], [33, 0], [97, 500]]) {
        const dates = history('2026-02-27', n, older)
        expect(await runFromPages(reader(dates).readPage)).toEqual(streakRun(dates))
      }
    })

    it('may continue only past a full page lying wholly in the run', () => {
      expect(runMayContinue(['2026-03-10', '2026-03-09'], true)).toBe(true)
      expect(runMayContinue(['2026-03-10', '2026-03-09'], false)).toBe(false)
      expect(runMayContinue(['2026-03-10', '2026-03-07'], true)).toBe(false)
      expect(runMayContinue([], true)).toBe(false)
    })
  })
})
