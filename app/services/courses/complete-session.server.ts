import type { Payload } from 'payload'

import { herToday } from '../../domain/calendar'
import { sessionIds } from '../../domain/courses/course'
import { notFound } from '../../lib/errors'
import { updateOwn } from '../own-records.server'
import { courseProgress } from './course-progress.server'
import { requireEnrolment, storedCompletions } from './enrolment.server'
import { getCourse } from './get-course.server'
import type { CourseProgress } from './public'

/**
 * POST /api/courses/:slug/sessions/:id/complete: marks a session of the
 * course done on her day (once; again changes nothing) and answers her
 * progress. 404 for a session the course does not have, or before she starts.
 */
export async function completeSession(payload: Payload, customerId: string, slug: string, sessionId: string, timeZone: string, now = new Date()): Promise<CourseProgress> {
  const course = await getCourse(payload, slug)
  if (!sessionIds(course.weeks).includes(sessionId)) throw notFound('Session not found')
  const enrolment = await requireEnrolment(payload, customerId, slug)
  const completed = storedCompletions(enrolment.completed)
  if (!completed.some((c) => c.session === sessionId)) {
    await updateOwn(payload, customerId, 'course-enrolments', enrolment.id, {
      completed: [...completed, { session: sessionId, completed_on: herToday(timeZone, now) }],
    })
  }
  return courseProgress(payload, customerId, course, timeZone, now)
}
