import { describe, expect, it } from 'vitest'

import { addDays, calculateStreak, daysBetween } from '../../app/domain/checkins'
import { crowdCustomer, DEMO_CROWD_SIZE, DEMO_CUSTOMERS, DEMO_SEED, DEMO_STAFF } from '../../app/domain/demo/accounts'
import { demoAssessmentAnswers } from '../../app/domain/demo/assessments'
import { seededRandom } from '../../app/domain/random'
import { ALLOW_PRODUCTION_FLAG, DEMO_REFUSALS, demoLaunchRefusal, demoSeedRefusal } from '../../app/domain/demo/refusal'
import { addMonths, assessmentDates, RETAKE_DAYS_AGO, checkinStory, phaseOf, sleepStory, STORY_DAYS, STORY_SHAPES, UNBROKEN_DAYS } from '../../app/domain/demo/story'
import { COMPREHENSIVE_ASSESSMENT } from '../../app/domain/questionnaire/comprehensive'
import { validateSubmission } from '../../app/domain/questionnaire/form'
import { canRetake } from '../../app/domain/questionnaire/retake'

const TODAY = '2026-11-21'
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

describe('the demo’s seeded randomness', () => {
  it('gives the same numbers for the same seed and different ones for another', () => {
    const a = seededRandom('s')
    const b = seededRandom('s')
    const c = seededRandom('t')
    const run = (r: typeof a) => Array.from({ length: 20 }, () => r.next())
    const first = run(a)
    expect(run(b)).toEqual(first)
    expect(run(c)).not.toEqual(first)
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true)
  })

  it('forks named streams that do not depend on what else was drawn', () => {
    const a = seededRandom('s')
    a.next()
    a.next()
    expect(a.fork('x').next()).toBe(seededRandom('s').fork('x').next())
    expect(seededRandom('s').fork('x').next()).not.toBe(seededRandom('s').fork('y').next())
  })

  it('keeps int within its bounds', () => {
    const r = seededRandom(1)
    const values = Array.from({ length: 500 }, () => r.int(3, 5))
    expect(new Set(values)).toEqual(new Set([3, 4, 5]))
  })
})

describe('the demo customers’ check-in story', () => {
  for (const persona of ['base', 'plus'] as const) {
    const story = checkinStory(DEMO_SEED, persona, TODAY)
    const shape = STORY_SHAPES[persona]
    const dayOf = (date: string) => STORY_DAYS - 1 - daysBetween(date, TODAY)

    it(`${persona}: is the same from the same seed and day, different from another seed`, () => {
      expect(checkinStory(DEMO_SEED, persona, TODAY)).toEqual(story)
      expect(checkinStory('another seed', persona, TODAY)).not.toEqual(story)
    })

    it(`${persona}: covers 90 days ending today, oldest first, with a few skipped but an unbroken fortnight at the end`, () => {
      expect(story[0]!.date >= addDays(TODAY, -(STORY_DAYS - 1))).toBe(true)
      expect(story.at(-1)!.date).toBe(TODAY)
      expect(story.map((c) => c.date)).toEqual([...story.map((c) => c.date)].sort())
      expect(new Set(story.map((c) => c.date)).size).toBe(story.length)
      expect(story.length).toBeGreaterThan(70)
      expect(story.length).toBeLessThan(STORY_DAYS)
      expect(calculateStreak(story.map((c) => c.date), TODAY)).toBeGreaterThanOrEqual(UNBROKEN_DAYS)
    })

    it(`${persona}: has valid ratings, a bad patch, and improvement after HRT`, () => {
      for (const c of story) for (const v of [c.energy_level, c.sleep_quality, c.stress_level, c.mood]) expect(Number.isInteger(v) && v >= 1 && v <= 10).toBe(true)
      const inPhase = (phase: string) => story.filter((c) => phaseOf(shape, dayOf(c.date)) === phase)
      const before = inPhase('before')
      const bad = inPhase('bad_patch')
      const improving = inPhase('improving')
      expect(mean(bad.map((c) => c.sleep_quality))).toBeLessThan(mean(before.map((c) => c.sleep_quality)) - 1)
      expect(mean(bad.map((c) => c.stress_level))).toBeGreaterThan(mean(before.map((c) => c.stress_level)) + 1)
      expect(mean(improving.map((c) => c.sleep_quality))).toBeGreaterThan(mean(bad.map((c) => c.sleep_quality)) + 3)
      // The progress page's 30 days hold the end of the bad patch, the start of HRT and the improvement.
      const window = story.filter((c) => daysBetween(c.date, TODAY) < 30).map((c) => phaseOf(shape, dayOf(c.date)))
      expect(new Set(window)).toEqual(new Set(['bad_patch', 'settling', 'improving']))
      expect(mean(improving.map((c) => c.mood))).toBeGreaterThan(mean(before.map((c) => c.mood)))
      const hrt = story.find((c) => dayOf(c.date) === shape.hrtDay)
      expect(hrt?.journal_entry).toMatch(/Started HRT/)
    })
  }

  it('sleep logs follow the check-ins’ sleep and never run past the last day', () => {
    const story = checkinStory(DEMO_SEED, 'plus', TODAY)
    const nights = sleepStory(DEMO_SEED, story, 30)
    expect(nights).toHaveLength(30)
    expect(nights.at(-1)!.recorded_at.slice(0, 10)).toBe(TODAY)
    const good = nights.filter((n, i) => story.slice(-30)[i]!.sleep_quality >= 7)
    const poor = nights.filter((n, i) => story.slice(-30)[i]!.sleep_quality <= 4)
    if (good.length && poor.length) expect(mean(good.map((n) => n.hours))).toBeGreaterThan(mean(poor.map((n) => n.hours)))
    for (const n of nights) {
      expect(n.hours).toBeGreaterThanOrEqual(3)
      expect(n.hours).toBeLessThanOrEqual(9.5)
      expect(Number.isInteger(n.quality)).toBe(true)
    }
  })
})

describe('the demo’s assessments', () => {
  it('are a calendar month apart, so the retake rule allows the second', () => {
    for (const today of [TODAY, '2026-03-31', '2026-03-18', '2026-01-05', '2024-03-19']) {
      const { baseline, retake } = assessmentDates(today)
      expect(retake).toBe(addDays(today, -RETAKE_DAYS_AGO))
      expect(canRetake(`${baseline}T19:30:00Z`, new Date(`${retake}T19:30:00Z`))).toBe(true)
      expect(daysBetween(baseline, retake)).toBeGreaterThanOrEqual(28)
      expect(daysBetween(baseline, retake)).toBeLessThanOrEqual(31)
    }
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
  })

  it('fall before HRT (in the bad patch) and after it', () => {
    for (const persona of ['base', 'plus'] as const) {
      const { baseline, retake } = assessmentDates(TODAY)
      const shape = STORY_SHAPES[persona]
      const dayOf = (date: string) => STORY_DAYS - 1 - daysBetween(date, TODAY)
      expect(phaseOf(shape, dayOf(baseline))).toBe('bad_patch')
      expect(dayOf(retake)).toBeGreaterThan(shape.hrtDay)
    }
  })

  it('are complete, valid answers, with symptoms eased at the retake', () => {
    for (const persona of ['base', 'plus'] as const) {
      const baseline = demoAssessmentAnswers(persona, 'baseline', seededRandom(1))
      const retake = demoAssessmentAnswers(persona, 'retake', seededRandom(1))
      expect(validateSubmission(COMPREHENSIVE_ASSESSMENT, baseline)).toBeNull()
      expect(validateSubmission(COMPREHENSIVE_ASSESSMENT, retake)).toBeNull()
      expect(baseline.taking_hrt).toBe('Considering starting')
      expect(retake.taking_hrt).toBe('Currently using it')
      const severity = (a: typeof baseline, id: string) => (a[id] as { severity: number }).severity
      expect(severity(retake, 'night_sweats')).toBeLessThan(severity(baseline, 'night_sweats'))
      expect(severity(retake, 'hot_flushes')).toBeLessThan(severity(baseline, 'hot_flushes'))
    }
  })
})

describe('the demo’s people', () => {
  it('are plainly invented: "Demo" names at example.com', () => {
    const people = [...Object.values(DEMO_CUSTOMERS), ...Object.values(DEMO_STAFF), ...Array.from({ length: DEMO_CROWD_SIZE }, (_, i) => crowdCustomer(i + 1))]
    for (const p of people) {
      expect(p.name).toMatch(/\bDemo\b/)
      expect(p.email).toMatch(/demo.*@example\.com$/)
    }
    expect(new Set(people.map((p) => p.email)).size).toBe(people.length)
  })
})

describe('when the demo refuses', () => {
  it('refuses MongoDB, with or without the production flag', () => {
    for (const url of ['mongodb://db:27017/liberate', 'mongodb+srv://x.example.net/l', ' MONGODB://host ']) {
      expect(demoLaunchRefusal({ DATABASE_URL: url, NODE_ENV: 'development', args: [] })).toBe(DEMO_REFUSALS.mongo)
      expect(demoLaunchRefusal({ DATABASE_URL: url, NODE_ENV: 'production', args: [ALLOW_PRODUCTION_FLAG] })).toBe(DEMO_REFUSALS.mongo)
    }
  })

  it('refuses production unless the flag says so', () => {
    expect(demoLaunchRefusal({ NODE_ENV: 'production', args: [] })).toBe(DEMO_REFUSALS.production)
    expect(demoLaunchRefusal({ NODE_ENV: 'production', args: [ALLOW_PRODUCTION_FLAG] })).toBeNull()
    expect(demoLaunchRefusal({ NODE_ENV: 'development', args: [] })).toBeNull()
    expect(demoLaunchRefusal({ args: [] })).toBeNull()
    expect(demoLaunchRefusal({ DATABASE_URL: 'file:data/liberate.db', args: [] })).toBeNull()
  })

  it('writes only into an empty SQLite file named demo.db', () => {
    expect(demoSeedRefusal('file:/x/data/demo.db', 0)).toBeNull()
    expect(demoSeedRefusal('file:/tmp/t/demo.db?mode=rwc', 0)).toBeNull()
    expect(demoSeedRefusal('file:/x/data/liberate.db', 0)).toBe(DEMO_REFUSALS.notDemoFile)
    expect(demoSeedRefusal('file:/x/demo.db/liberate.db', 0)).toBe(DEMO_REFUSALS.notDemoFile)
    expect(demoSeedRefusal('mongodb://h/demo.db', 0)).toBe(DEMO_REFUSALS.notDemoFile)
    expect(demoSeedRefusal('file:/x/data/demo.db', 1)).toBe(DEMO_REFUSALS.notEmpty)
  })
})
