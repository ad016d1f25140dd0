import { Link } from '@remix-run/react'

import { buttonClass } from '~/components/ui/Button'
import { countOf } from '~/domain/plural'

export interface CourseCardData {
  slug: string
  title: string
  summary: string
  weeks: number
  progress: {
    current_week: number
    done: number
    sessions: number
    next_due: string | null
  } | null
}

/** A course in the library and on the dashboard: what it is, or where she is on it. */
export function CourseCard({ course, headingLevel = 3 }: { course: CourseCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const p = course.progress
  return (
    <article data-testid={`course-card-${course.slug}`} className="card flex flex-col gap-2 p-4 sm:p-5">
      <p className="text-sm font-semibold text-brand-700">Course · {countOf(course.weeks, 'week')} of CBT</p>
      <Heading className="text-xl text-slate-900">{course.title}</Heading>
      {p ? (
        <p className="text-slate-700">
          {p.current_week === 0 ? 'Your baseline week.' : `Week ${p.current_week} of ${course.weeks}.`} {p.done} of {p.sessions} sessions
          done.
          {p.next_due ? ` Next: ${p.next_due}.` : ''}
        </p>
      ) : (
        <p className="line-clamp-3 text-slate-700">{course.summary}</p>
      )}
      <div className="mt-auto pt-2">
        <Link
          to={`/courses/${course.slug}`}
          className={buttonClass(p ? 'primary' : 'secondary')}
          aria-label={`${p ? 'Continue the course' : 'Open the course'}: ${course.title}`}
        >
          {p ? 'Continue the course' : 'Open the course'}
        </Link>
      </div>
    </article>
  )
}
