import type { Payload } from 'payload'

import { herToday } from '../../domain/calendar'
import { COURSE_RATINGS_MAX, currentWeek, lastWeek, type WeekRating } from '../../domain/courses/course'
import type { CourseRatingInput } from '../../domain/courses/schemas'
import { conflict } from '../../lib/errors'
import { countOwn, createOwn } from '../own-records.server'
import { requireEnrolment } from './enrolment.server'
import { getCourse } from './get-course.server'

/**
 * POST /api/courses/:slug/ratings `{ problem, interference, sleep }` (each
 * 1–10): her rating of this week of the course (201). Each rating is kept;
 * the first is her baseline. 404 before she starts; 409 past the cap.
 */
export async function rateWeek(payload: Payload, customerId: string, slug: string, input: CourseRatingInput, timeZone: string, now = new Date()): Promise<WeekRating & { rated_on: string }> {
  const course = await getCourse(payload, slug)
  const enrolment = await requireEnrolment(payload, customerId, slug)
  if ((await countOwn(payload, customerId, 'course-ratings', { course: { equals: slug } })) >= COURSE_RATINGS_MAX) {
    throw conflict(`You have rated this course ${COURSE_RATINGS_MAX} times, which is as many as it keeps.`)
  }
  const today = herToday(timeZone, now)
  const week = currentWeek(enrolment.started_on, today, lastWeek(course.weeks))
  const doc = await createOwn(payload, customerId, 'course-ratings', { course: slug, week, ...input, rated_on: today, rated_at: now.toISOString() })
  return { week: doc.week, problem: doc.problem, interference: doc.interference, sleep: doc.sleep, rated_on: doc.rated_on }
}
