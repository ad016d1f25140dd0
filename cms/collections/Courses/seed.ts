import type { Payload } from 'payload'

import type { CourseContent } from '../../../app/domain/courses/course'
import { HOT_FLUSHES_COURSE } from '../../../app/domain/courses/hot-flushes-course'
import { storedReviewDate } from '../../../app/domain/content/review'

/** The data Payload stores for a seeded course, published. */
export function courseData(course: CourseContent) {
  return {
    slug: course.slug,
    title: course.title,
    summary: course.summary,
    what_it_is_not: course.what_it_is_not,
    see_a_doctor: course.see_a_doctor,
    weeks: course.weeks.map((w) => ({
      week: w.week,
      title: w.title,
      sessions: w.sessions.map((s) => ({
        session_id: s.id,
        title: s.title,
        body: s.body,
        practice: s.practice,
        practice_link: s.practice_link,
        task: s.task,
        touches_mood: s.touches_mood,
        sources: s.sources.map((x) => ({ title: x.title, url: x.url })),
      })),
    })),
    sources: course.sources.map((x) => ({ title: x.title, url: x.url })),
    reviewed_on: course.reviewed_on ? storedReviewDate(course.reviewed_on) : null,
    reviewer: course.reviewer,
    _status: 'published' as const,
  }
}

/**
 * At start: the seeded courses that do not exist yet (by slug, drafts
 * included) are created, published. A course editors have changed is left as
 * they keep it.
 */
export async function seedCourses(payload: Payload): Promise<void> {
  for (const course of [HOT_FLUSHES_COURSE]) {
    const { totalDocs } = await payload.count({ collection: 'courses', overrideAccess: true, where: { slug: { equals: course.slug } } })
    if (totalDocs > 0) continue
    await payload.create({ collection: 'courses', overrideAccess: true, data: courseData(course) })
    payload.logger.info(`Seeded the course ${course.slug}.`)
  }
}
