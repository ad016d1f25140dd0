import type { Payload } from 'payload'

import { herToday } from '../../domain/calendar'
import { createOwn } from '../own-records.server'
import { findEnrolment } from './enrolment.server'
import { getCourse } from './get-course.server'
import { courseProgress } from './course-progress.server'
import type { CourseProgress } from './public'

/**
 * POST /api/courses/:slug/start: enrols her on the day it is for her
 * (`created: true`, 201); started already, her enrolment as it is (200).
 * Two starts at once make one enrolment (unique customer and course).
 */
export async function startCourse(payload: Payload, customerId: string, slug: string, timeZone: string, now = new Date()): Promise<{ created: boolean; progress: CourseProgress }> {
  const course = await getCourse(payload, slug)
  let created = false
  if (!(await findEnrolment(payload, customerId, slug))) {
    try {
      await createOwn(payload, customerId, 'course-enrolments', { course: slug, started_on: herToday(timeZone, now), completed: [], reminded_week: 0 })
      created = true
    } catch (error) {
      // Another start won the unique index: hers is the one it made.
      if (!(await findEnrolment(payload, customerId, slug))) throw error
    }
  }
  return { created, progress: await courseProgress(payload, customerId, course, timeZone, now) }
}
