import type { Payload } from 'payload'

import { herToday } from '../../domain/calendar'
import { changeFromBaseline, COURSE_RATINGS_MAX, currentWeek, lastWeek, sessionIds } from '../../domain/courses/course'
import { findOwnFields } from '../own-records.server'
import { requireEnrolment, storedCompletions } from './enrolment.server'
import type { CourseProgress, PublicCourse } from './public'

/**
 * GET /api/courses/:slug/progress: where she is on the course on her
 * calendar, the sessions she has completed, her ratings in the order she gave
 * them and her latest minus her first (null until two). 404 before she starts.
 */
export async function courseProgress(payload: Payload, customerId: string, course: PublicCourse, timeZone: string, now = new Date()): Promise<CourseProgress> {
  const enrolment = await requireEnrolment(payload, customerId, course.slug)
  const known = new Set(sessionIds(course.weeks))
  const ratings = await findOwnFields(payload, customerId, 'course-ratings', ['week', 'problem', 'interference', 'sleep'], {
    where: { course: { equals: course.slug } },
    sort: 'rated_at',
    limit: COURSE_RATINGS_MAX,
  })
  const list = ratings.map((r) => ({ week: r.week, problem: r.problem, interference: r.interference, sleep: r.sleep }))
  return {
    started_on: enrolment.started_on,
    current_week: currentWeek(enrolment.started_on, herToday(timeZone, now), lastWeek(course.weeks)),
    completed: storedCompletions(enrolment.completed)
      .map((c) => c.session)
      .filter((id) => known.has(id)),
    ratings: list,
    change_from_baseline: changeFromBaseline(list),
  }
}
