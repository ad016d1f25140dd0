import type { Course } from '../../../types/payload-types'
import type { CourseContent, CourseSource, RatingChange, WeekRating } from '../../domain/courses/course'

/**
 * What the course API answers (issue 49). GET /api/courses/:slug is
 * `{ slug, title, weeks: [{ week, title, sessions: [{ id, title, body,
 * practice, task, … }] }], sources, reviewed_on, … }`.
 */
export type PublicCourse = CourseContent

export interface CourseListItem {
  slug: string
  title: string
  summary: string
  weeks: number
}

/** GET /api/courses/:slug/progress. */
export interface CourseProgress {
  started_on: string
  current_week: number
  completed: string[]
  ratings: WeekRating[]
  change_from_baseline: RatingChange | null
}

export interface PublicThoughtRecord {
  id: string
  situation: string
  thought: string
  calmer_thought: string
  created_at: string
}

const sources = (list: { title: string; url: string }[] | null | undefined): CourseSource[] => (list ?? []).map((s) => ({ title: s.title, url: s.url }))

/** A stored course as customers read it. */
export function toPublicCourse(doc: Course): PublicCourse {
  return {
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary,
    what_it_is_not: doc.what_it_is_not,
    see_a_doctor: doc.see_a_doctor,
    weeks: [...(doc.weeks ?? [])]
      .sort((a, b) => a.week - b.week)
      .map((w) => ({
        week: w.week,
        title: w.title,
        sessions: (w.sessions ?? []).map((s) => ({
          id: s.session_id,
          title: s.title,
          body: s.body,
          practice: s.practice,
          practice_link: s.practice_link ?? null,
          task: s.task,
          touches_mood: s.touches_mood ?? false,
          sources: sources(s.sources),
        })),
      })),
    sources: sources(doc.sources),
    reviewed_on: doc.reviewed_on ? doc.reviewed_on.slice(0, 10) : null,
    reviewer: doc.reviewer ?? null,
  }
}
