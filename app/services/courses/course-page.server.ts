import type { Payload } from 'payload'

import { getFlushSummary, type FlushSummary } from '../flushes/get-flush-summary.server'
import { courseProgress } from './course-progress.server'
import { findEnrolment } from './enrolment.server'
import { getCourse } from './get-course.server'
import type { CourseProgress, PublicCourse, PublicThoughtRecord } from './public'
import { listThoughtRecords } from './thought-records.server'

export interface CoursePage {
  course: PublicCourse
  progress: CourseProgress | null
  thoughts: PublicThoughtRecord[]
  /** Her flush diary: her first week against the last 7 days. */
  diary: FlushSummary
}

/** What /courses/:slug shows her: the course, her progress once started, her thought records and her diary's figures. */
export async function coursePage(payload: Payload, customerId: string, slug: string, timeZone: string, now = new Date()): Promise<CoursePage> {
  const course = await getCourse(payload, slug)
  const enrolled = await findEnrolment(payload, customerId, slug)
  const [progress, thoughts, diary] = await Promise.all([
    enrolled ? courseProgress(payload, customerId, course, timeZone, now) : Promise.resolve(null),
    enrolled ? listThoughtRecords(payload, customerId, slug) : Promise.resolve([]),
    getFlushSummary(payload, customerId, timeZone, now),
  ])
  return { course, progress, thoughts, diary }
}
