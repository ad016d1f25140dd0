import type { Payload } from 'payload'

import { herToday } from '../../domain/calendar'
import { COURSES_LIST_MAX, currentWeek, dueSessions, lastWeek, type CourseWeek, weeksFromOutline } from '../../domain/courses/course'
import { findOwnFields } from '../own-records.server'
import { storedCompletions } from './enrolment.server'

/** A published course as the library and the dashboard show it, with where she is on it once she has started. */
export interface HerCourse {
  slug: string
  title: string
  summary: string
  /** Weekly sessions after the baseline step. */
  weeks: number
  progress: {
    current_week: number
    done: number
    sessions: number
    /** The earliest session due that she has not completed, or null. */
    next_due: string | null
  } | null
}

/**
 * The published courses (both tiers) and her place on each: the library's
 * Courses section and the dashboard's course card. Reads the courses'
 * outline only (no session text) and her enrolments through her own records.
 */
export async function herCourses(payload: Payload, customerId: string, timeZone: string, now = new Date()): Promise<HerCourse[]> {
  const { docs } = await payload.find({
    collection: 'courses',
    overrideAccess: true,
    depth: 0,
    where: { _status: { equals: 'published' } },
    sort: 'title',
    limit: COURSES_LIST_MAX,
    select: {
      slug: true,
      title: true,
      summary: true,
      weeks: {
        week: true,
        title: true,
        sessions: { session_id: true, title: true },
      },
    },
  })
  if (docs.length === 0) return []
  const enrolments = await findOwnFields(payload, customerId, 'course-enrolments', ['course', 'started_on', 'completed'], {
    where: { course: { in: docs.map((d) => d.slug) } },
    limit: COURSES_LIST_MAX,
  })
  const today = herToday(timeZone, now)
  return docs.map((doc) => {
    const weeks: CourseWeek[] = weeksFromOutline(doc.weeks)
    const enrolment = enrolments.find((e) => e.course === doc.slug)
    const ids = new Set(weeks.flatMap((w) => w.sessions.map((s) => s.id)))
    const completed = enrolment
      ? storedCompletions(enrolment.completed)
          .map((c) => c.session)
          .filter((id) => ids.has(id))
      : []
    const week = enrolment ? currentWeek(enrolment.started_on, today, lastWeek(weeks)) : 0
    return {
      slug: doc.slug,
      title: doc.title,
      summary: doc.summary,
      weeks: weeks.filter((w) => w.week > 0).length,
      progress: enrolment
        ? {
            current_week: week,
            done: completed.length,
            sessions: ids.size,
            next_due: dueSessions(weeks, week, completed)[0]?.title ?? null,
          }
        : null,
    }
  })
}
