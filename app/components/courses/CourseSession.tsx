import { Link, useFetcher } from '@remix-run/react'

import { Button } from '~/components/ui/Button'
import type { CourseSession as Session } from '~/domain/courses/course'

/** One session of the course: the read, the practice, the task for the week, its sources and "Mark as done". */
export function CourseSession({ session, week, done, due, started }: { session: Session; week: number; done: boolean; due: boolean; started: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; detail?: string }>()
  const busy = fetcher.state !== 'idle'
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.detail : null
  const headingId = `session-${session.id}`
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby={headingId} data-testid={`course-session-${session.id}`}>
      <p className="text-sm font-semibold text-brand-700">
        {week === 0 ? 'Before you begin' : `Week ${week}`}
        {done ? ' · Done' : due ? ' · Due now' : ''}
      </p>
      <h3 id={headingId} className="mt-1 text-xl text-slate-900">
        {session.title}
      </h3>
      <details className="mt-3" open={due && !done}>
        <summary className="cursor-pointer font-semibold text-brand-700">Read the session</summary>
        <div className="mt-3 space-y-3 text-slate-800">
          {session.body.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </details>
      {session.touches_mood ? (
        <p className="mt-4 rounded-xl bg-sky-50 p-3 text-slate-800">
          If your mood is low, or worry is taking over, you do not have to manage it alone.{' '}
          <Link to="/support" className="font-semibold text-brand-700 underline">
            Find support now
          </Link>
          .
        </p>
      ) : null}
      <h4 className="mt-4 font-semibold text-slate-900">Practice</h4>
      <p className="text-slate-800">
        {session.practice}{' '}
        {session.practice_link ? (
          <Link to={session.practice_link} className="font-semibold text-brand-700 underline">
            Open the practice
          </Link>
        ) : null}
      </p>
      <h4 className="mt-4 font-semibold text-slate-900">Your task this week</h4>
      <p className="text-slate-800">{session.task}</p>
      <details className="mt-4 text-sm text-slate-700">
        <summary className="cursor-pointer">Sources</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {session.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} className="underline" rel="noreferrer" target="_blank">
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </details>
      {started ? (
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="complete" />
          <input type="hidden" name="session" value={session.id} />
          <Button type="submit" variant={done ? 'ghost' : 'secondary'} disabled={busy || done}>
            {done ? 'Completed' : busy ? 'Saving…' : 'Mark this session as done'}
          </Button>
          {failed ? (
            <p role="alert" className="mt-2 text-red-800">
              {failed}
            </p>
          ) : null}
        </fetcher.Form>
      ) : null}
    </article>
  )
}
