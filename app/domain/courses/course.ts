/**
 * Courses (issue 49): what a course is, and the rules of her progress
 * through one. Pure and browser-safe; days are her calendar days.
 *
 * - Week 0 is the baseline step: the first 7 days from the day she started.
 *   Week n (1–4) begins 7·n days after she started; after week 4 she stays
 *   in week 4 (`current_week` never passes the course's last week).
 * - A session is due once its week has begun and she has not completed it.
 * - `change_from_baseline` is her latest rating minus her first, for each of
 *   the three questions (negative: better), null until she has two ratings.
 */
import { addDays, daysBetween } from '../checkins'

export const COURSE_WEEK_DAYS = 7

/** Each rating is a whole number on this scale. */
export const RATING_MIN = 1
export const RATING_MAX = 10

/** Bounds on what she keeps: the reads are bounded by them. */
export const COURSE_RATINGS_MAX = 100
export const THOUGHT_RECORDS_MAX = 200
export const THOUGHT_FIELD_MAX = 1000
export const COURSES_LIST_MAX = 50

/** The three questions of each weekly rating, in her words. */
export const RATING_QUESTIONS = {
  problem: 'How much of a problem were hot flushes and night sweats this week?',
  interference: 'How much did they get in the way of your daily life?',
  sleep: 'How much did they disturb your sleep?',
} as const
export type RatingQuestion = keyof typeof RATING_QUESTIONS
export const RATING_KEYS = Object.keys(RATING_QUESTIONS) as RatingQuestion[]

export interface CourseSource {
  title: string
  url: string
}

export interface CourseSession {
  id: string
  title: string
  body: string
  practice: string
  /** A page of the library with the practice, when there is one. */
  practice_link: string | null
  task: string
  /** Sessions that touch mood link to /support. */
  touches_mood: boolean
  sources: CourseSource[]
}

export interface CourseWeek {
  week: number
  title: string
  sessions: CourseSession[]
}

/** A course as editors write it and customers read it. */
export interface CourseContent {
  slug: string
  title: string
  summary: string
  what_it_is_not: string
  see_a_doctor: string
  weeks: CourseWeek[]
  sources: CourseSource[]
  /** 'YYYY-MM-DD'. */
  reviewed_on: string | null
  reviewer: string | null
}

export interface WeekRating {
  week: number
  problem: number
  interference: number
  sleep: number
}

export type RatingChange = Record<RatingQuestion, number>

/** A course's weeks from its outline alone (titles, no session text), as the library, the dashboard and the reminder read it. */
export function weeksFromOutline(
  weeks: readonly { week: number; title: string; sessions?: readonly { session_id: string; title: string }[] | null }[] | null | undefined,
): CourseWeek[] {
  return (weeks ?? []).map((w) => ({
    week: w.week,
    title: w.title,
    sessions: (w.sessions ?? []).map((s) => ({
      id: s.session_id,
      title: s.title,
      body: '',
      practice: '',
      practice_link: null,
      task: '',
      touches_mood: false,
      sources: [],
    })),
  }))
}

/** The last week of a course (the baseline is week 0). */
export function lastWeek(weeks: readonly Pick<CourseWeek, 'week'>[]): number {
  return weeks.reduce((max, w) => Math.max(max, w.week), 0)
}

/** Her week of the course on `today`, from the day she started. */
export function currentWeek(startedOn: string, today: string, last: number): number {
  const days = Math.max(0, daysBetween(startedOn, today))
  return Math.min(last, Math.floor(days / COURSE_WEEK_DAYS))
}

/** The first day of week `week` of her course. */
export function courseWeekBegins(startedOn: string, week: number): string {
  return addDays(startedOn, week * COURSE_WEEK_DAYS)
}

/** The ids of every session in the course. */
export function sessionIds(weeks: readonly CourseWeek[]): string[] {
  return weeks.flatMap((w) => w.sessions.map((s) => s.id))
}

/** The sessions whose week has begun and that she has not completed, earliest first. */
export function dueSessions(weeks: readonly CourseWeek[], week: number, completed: readonly string[]): { week: number; id: string; title: string }[] {
  const done = new Set(completed)
  return [...weeks]
    .sort((a, b) => a.week - b.week)
    .filter((w) => w.week <= week)
    .flatMap((w) => w.sessions.filter((s) => !done.has(s.id)).map((s) => ({ week: w.week, id: s.id, title: s.title })))
}

/** Her latest rating minus her first, per question; null until there are two. Ratings in the order she gave them. */
export function changeFromBaseline(ratings: readonly WeekRating[]): RatingChange | null {
  if (ratings.length < 2) return null
  const first = ratings[0]!
  const latest = ratings[ratings.length - 1]!
  return {
    problem: latest.problem - first.problem,
    interference: latest.interference - first.interference,
    sleep: latest.sleep - first.sleep,
  }
}

/** "2 lower", "1 higher", "no change": a change on the 1–10 scale, in words (lower is better). */
export function describeChange(change: number): string {
  if (change === 0) return 'no change'
  return `${Math.abs(change)} ${change < 0 ? 'lower' : 'higher'}`
}

/**
 * The weekly reminder (issue 49): on her reminder day and time, once per week
 * of the course, when that week's session has begun and she has not completed
 * it. Nothing for the baseline week (she has just started) and nothing once
 * she has been reminded of the week. `today` is her calendar day.
 */
export function courseReminderDue(input: {
  weeks: readonly CourseWeek[]
  startedOn: string
  today: string
  remindedWeek: number | null | undefined
  completed: readonly string[]
}): { week: number; session: { id: string; title: string } } | null {
  const week = currentWeek(input.startedOn, input.today, lastWeek(input.weeks))
  if (week < 1 || (input.remindedWeek ?? 0) >= week) return null
  const due = dueSessions(input.weeks, week, input.completed).find((s) => s.week === week)
  return due ? { week, session: { id: due.id, title: due.title } } : null
}
