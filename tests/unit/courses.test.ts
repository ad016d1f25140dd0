import { describe, expect, it } from 'vitest'

import {
  changeFromBaseline,
  courseReminderDue,
  currentWeek,
  describeChange,
  dueSessions,
  lastWeek,
  sessionIds,
  courseWeekBegins,
  type CourseWeek,
  type WeekRating,
} from '../../app/domain/courses/course'
import { HOT_FLUSHES_COURSE } from '../../app/domain/courses/hot-flushes-course'
import { demoCourse } from '../../app/domain/demo/course'
import { courseRatingSchema, courseSlugSchema, thoughtRecordSchema } from '../../app/domain/courses/schemas'

const weeks = HOT_FLUSHES_COURSE.weeks
const rating = (week: number, problem: number, interference: number, sleep: number): WeekRating => ({ week, problem, interference, sleep })

describe('her week of the course, on her calendar', () => {
  it('is the baseline (week 0) for the first seven days, then one week per seven days', () => {
    expect(currentWeek('2026-11-02', '2026-11-02', 4)).toBe(0)
    expect(currentWeek('2026-11-02', '2026-11-08', 4)).toBe(0)
    expect(currentWeek('2026-11-02', '2026-11-09', 4)).toBe(1)
    expect(currentWeek('2026-11-02', '2026-11-15', 4)).toBe(1)
    expect(currentWeek('2026-11-02', '2026-11-16', 4)).toBe(2)
    expect(currentWeek('2026-11-02', '2026-11-30', 4)).toBe(4)
  })

  it('never passes the last week, and never goes below 0 (a start day after today, as across a zone change)', () => {
    expect(currentWeek('2026-11-02', '2027-03-01', 4)).toBe(4)
    expect(currentWeek('2026-11-02', '2026-11-01', 4)).toBe(0)
  })

  it('counts calendar days across the clocks going back (25 October 2026 in London)', () => {
    expect(currentWeek('2026-10-19', '2026-10-26', 4)).toBe(1)
    expect(courseWeekBegins('2026-10-19', 1)).toBe('2026-10-26')
    expect(courseWeekBegins('2026-10-19', 4)).toBe('2026-11-16')
  })

  it('the seeded course ends at week 4 and its session ids are unique', () => {
    expect(lastWeek(weeks)).toBe(4)
    const ids = sessionIds(weeks)
    expect(ids).toEqual(['baseline', 'session-1', 'session-2', 'session-3', 'session-4'])
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('the sessions due', () => {
  it('are those whose week has begun and that she has not completed, earliest first', () => {
    expect(dueSessions(weeks, 0, []).map((s) => s.id)).toEqual(['baseline'])
    expect(dueSessions(weeks, 2, ['baseline']).map((s) => s.id)).toEqual(['session-1', 'session-2'])
    expect(dueSessions(weeks, 4, sessionIds(weeks))).toEqual([])
  })

  it('follow the week order even when editors list weeks out of order', () => {
    const shuffled: CourseWeek[] = [weeks[2]!, weeks[0]!, weeks[1]!]
    expect(dueSessions(shuffled, 2, []).map((s) => s.week)).toEqual([0, 1, 2])
  })
})

describe('change from baseline', () => {
  it('is null until she has two ratings', () => {
    expect(changeFromBaseline([])).toBeNull()
    expect(changeFromBaseline([rating(0, 8, 7, 9)])).toBeNull()
  })

  it('is her latest rating minus her first, question by question (negative is better)', () => {
    expect(changeFromBaseline([rating(0, 8, 7, 9), rating(1, 7, 7, 6)])).toEqual({ problem: -1, interference: 0, sleep: -3 })
    expect(changeFromBaseline([rating(0, 8, 7, 9), rating(1, 2, 2, 2), rating(2, 6, 8, 9)])).toEqual({
      problem: -2,
      interference: 1,
      sleep: 0,
    })
  })

  it('is said in words, lower being better', () => {
    expect(describeChange(-2)).toBe('2 lower')
    expect(describeChange(1)).toBe('1 higher')
    expect(describeChange(0)).toBe('no change')
  })
})

describe('what the course accepts', () => {
  it('a rating: three whole numbers from 1 to 10, nothing else', () => {
    expect(courseRatingSchema.safeParse({ problem: 1, interference: 10, sleep: 5 }).success).toBe(true)
    for (const bad of [
      { problem: 0, interference: 5, sleep: 5 },
      { problem: 5, interference: 11, sleep: 5 },
      { problem: 5, interference: 5, sleep: 4.5 },
      { problem: '5', interference: 5, sleep: 5 },
      { problem: 5, interference: 5 },
      { problem: 5, interference: 5, sleep: 5, mood: 3 },
      { problem: Number.NaN, interference: 5, sleep: 5 },
    ]) {
      expect(courseRatingSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('a thought record: three non-empty texts of at most 1000 characters, trimmed', () => {
    expect(
      thoughtRecordSchema.parse({
        situation: ' Meeting ',
        thought: 'They can see',
        calmer_thought: 'It passes',
      }).situation,
    ).toBe('Meeting')
    expect(
      thoughtRecordSchema.safeParse({
        situation: '  ',
        thought: 'a',
        calmer_thought: 'b',
      }).success,
    ).toBe(false)
    expect(
      thoughtRecordSchema.safeParse({
        situation: 'a',
        thought: 'b',
        calmer_thought: 'x'.repeat(1001),
      }).success,
    ).toBe(false)
    expect(thoughtRecordSchema.safeParse({ situation: 'a', thought: 'b' }).success).toBe(false)
  })

  it('a course address: lower-case words joined by hyphens', () => {
    expect(courseSlugSchema.safeParse('hot-flushes-and-night-sweats').success).toBe(true)
    for (const bad of ['Hot-Flushes', '../admin', 'a--b', '-a', '']) expect(courseSlugSchema.safeParse(bad).success, bad).toBe(false)
  })
})

describe('the seeded course says what it must (NICE NG23 2024; MENOS trials)', () => {
  it('has a baseline step and four sessions, each a read of a few hundred words, one practice, one task and sources', () => {
    expect(weeks.map((w) => w.week)).toEqual([0, 1, 2, 3, 4])
    for (const session of weeks.flatMap((w) => w.sessions)) {
      const words = session.body.split(/\s+/).length
      expect(words, session.id).toBeGreaterThanOrEqual(200)
      expect(words, session.id).toBeLessThanOrEqual(800)
      expect(session.practice.length, session.id).toBeGreaterThan(20)
      expect(session.task.length, session.id).toBeGreaterThan(20)
      const titles = session.sources.map((s) => s.title).join(' | ')
      expect(titles, session.id).toContain('NICE NG23')
      expect(titles, session.id).toContain('MENOS')
    }
  })

  it('links the library breathing practice in session 1 and /support from the sessions on thoughts and mood', () => {
    expect(weeks[1]!.sessions[0]!.practice_link).toBe('/content/calm-breathing')
    expect(weeks[2]!.sessions[0]!.touches_mood).toBe(true)
  })

  it('says plainly what it is not, and when to see a doctor', () => {
    expect(HOT_FLUSHES_COURSE.what_it_is_not).toMatch(/not a replacement for your GP, for HRT/)
    expect(HOT_FLUSHES_COURSE.see_a_doctor).toMatch(/bleeding/)
    expect(HOT_FLUSHES_COURSE.see_a_doctor).toMatch(/stop you living your life/)
    expect(HOT_FLUSHES_COURSE.reviewed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(HOT_FLUSHES_COURSE.reviewer).toBeTruthy()
  })
})

describe('the weekly course reminder', () => {
  const base = {
    weeks,
    startedOn: '2026-11-02',
    remindedWeek: 0,
    completed: [] as string[],
  }

  it('is due once a new week has begun and its session is not done', () => {
    expect(courseReminderDue({ ...base, today: '2026-11-09' })).toEqual({
      week: 1,
      session: { id: 'session-1', title: weeks[1]!.sessions[0]!.title },
    })
    expect(courseReminderDue({ ...base, today: '2026-11-16', remindedWeek: 1 })?.week).toBe(2)
  })

  it('is not sent in the baseline week, twice for one week, or for a session already done', () => {
    expect(courseReminderDue({ ...base, today: '2026-11-05' })).toBeNull()
    expect(courseReminderDue({ ...base, today: '2026-11-12', remindedWeek: 1 })).toBeNull()
    expect(
      courseReminderDue({
        ...base,
        today: '2026-11-09',
        completed: ['session-1'],
      }),
    ).toBeNull()
  })

  it('stops after the last week: no reminder repeats once week 4 has been reminded', () => {
    expect(courseReminderDue({ ...base, today: '2026-12-30', remindedWeek: 4 })).toBeNull()
    expect(courseReminderDue({ ...base, today: '2026-12-30', remindedWeek: 2 })?.week).toBe(4)
  })
})

describe('the demo course story', () => {
  it('Bea starts on her first diary day, does each session and rating on its day up to yesterday; her ratings ease', () => {
    const story = demoCourse('base', '2026-11-28')!
    expect(story.slug).toBe('hot-flushes-and-night-sweats')
    const days = [...story.completions.map((c) => c.on), ...story.ratings.map((r) => r.on)]
    expect(days.every((d) => d >= story.started_on && d < '2026-11-28')).toBe(true)
    expect(story.ratings.length).toBeGreaterThanOrEqual(2)
    expect(story.ratings.at(-1)!.problem).toBeLessThan(story.ratings[0]!.problem)
    expect(changeFromBaseline(story.ratings.map((r, i) => ({ week: i, ...r })))!.problem).toBeLessThan(0)
    expect(demoCourse('plus', '2026-11-28')).toBeNull()
  })
})
