import type { Payload } from 'payload'

import { COURSES_LIST_MAX } from '../../domain/courses/course'
import { courseSlugSchema } from '../../domain/courses/schemas'
import { notFound } from '../../lib/errors'
import { toPublicCourse, type CourseListItem, type PublicCourse } from './public'

/** GET /api/courses: the published courses, by title (both tiers). */
export async function listCourses(payload: Payload): Promise<CourseListItem[]> {
  const { docs } = await payload.find({
    collection: 'courses',
    overrideAccess: true,
    depth: 0,
    where: { _status: { equals: 'published' } },
    sort: 'title',
    limit: COURSES_LIST_MAX,
    select: { slug: true, title: true, summary: true, weeks: { week: true } },
  })
  return docs.map((d) => ({ slug: d.slug, title: d.title, summary: d.summary, weeks: (d.weeks ?? []).filter((w) => w.week > 0).length }))
}

/** GET /api/courses/:slug: a published course; 404 for any other slug. */
export async function getCourse(payload: Payload, slug: string): Promise<PublicCourse> {
  if (!courseSlugSchema.safeParse(slug).success) throw notFound('Course not found')
  const { docs } = await payload.find({
    collection: 'courses',
    overrideAccess: true,
    depth: 0,
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
  })
  if (!docs[0]) throw notFound('Course not found')
  return toPublicCourse(docs[0])
}
