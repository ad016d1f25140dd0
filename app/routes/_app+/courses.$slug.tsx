import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'

import { CourseSession } from '~/components/courses/CourseSession'
import { RateWeek } from '~/components/courses/RateWeek'
import { ThoughtRecords } from '~/components/courses/ThoughtRecords'
import { useDateFormat } from '~/components/time-zone'
import { Button } from '~/components/ui/Button'
import { PageHeader } from '~/components/ui/PageHeader'
import { describeChange, dueSessions, lastWeek, RATING_KEYS, RATING_QUESTIONS } from '~/domain/courses/course'
import { badRequest } from '~/lib/errors'
import { asPageError, pageAction } from '~/lib/http.server'
import { requireCustomer } from '~/lib/session.server'
import { requestTimeZone } from '~/lib/time-zone.server'
import { completeSession } from '~/services/courses/complete-session.server'
import { ratingFromForm, thoughtFromForm } from '~/services/courses/course-form.server'
import { coursePage } from '~/services/courses/course-page.server'
import { courseTimeZone } from '~/services/courses/enrolment.server'
import { rateWeek } from '~/services/courses/rate-week.server'
import { startCourse } from '~/services/courses/start-course.server'
import { addThoughtRecord } from '~/services/courses/thought-records.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.course.title ?? 'Course' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const zone = await courseTimeZone(context.payload, customer.id, requestTimeZone(request))
  try {
    return await coursePage(context.payload, customer.id, params.slug ?? '', zone)
  } catch (error) {
    asPageError(error)
  }
}

const SHORT_LABELS = { problem: 'Problem', interference: 'Daily life', sleep: 'Sleep' } as const

/** Start, mark a session done, rate the week, keep a thought record. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const slug = params.slug ?? ''
  return pageAction('Your course could not be saved. Please try again.', async () => {
    const form = Object.fromEntries(await request.formData())
    const zone = await courseTimeZone(context.payload, customer.id, requestTimeZone(request))
    switch (form.intent) {
      case 'start':
        await startCourse(context.payload, customer.id, slug, zone)
        return { ok: true as const }
      case 'complete':
        await completeSession(context.payload, customer.id, slug, String(form.session ?? ''), zone)
        return { ok: true as const }
      case 'rate':
        await rateWeek(context.payload, customer.id, slug, ratingFromForm(form), zone)
        return { ok: true as const }
      case 'thought':
        await addThoughtRecord(context.payload, customer.id, slug, thoughtFromForm(form))
        return { ok: true as const }
      default:
        throw badRequest('Unknown action')
    }
  })
}

export default function CoursePage() {
  const { course, progress, thoughts, diary } = useLoaderData<typeof loader>()
  const format = useDateFormat()
  const navigation = useNavigation()
  const last = lastWeek(course.weeks)
  const due = progress ? dueSessions(course.weeks, progress.current_week, progress.completed) : []
  const dueIds = new Set(due.map((d) => d.id))
  const change = progress?.change_from_baseline ?? null

  return (
    <div className="space-y-6" data-testid="course-page">
      <PageHeader title={course.title} eyebrow="Course · CBT for menopause">
        {course.summary}
      </PageHeader>

      <section aria-labelledby="course-safety" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900 sm:p-6">
        <h2 id="course-safety" className="text-xl">
          What this course is not
        </h2>
        <p className="mt-1">{course.what_it_is_not}</p>
        <h3 className="mt-3 font-semibold">When to see a doctor</h3>
        <p className="mt-1">{course.see_a_doctor}</p>
        <p className="mt-2">
          <Link to="/support" className="font-semibold text-brand-800 underline">
            Support if you are struggling
          </Link>
        </p>
      </section>

      {!progress ? (
        <Form method="post" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <input type="hidden" name="intent" value="start" />
          <h2 className="text-xl text-slate-900">Four weeks, a little each day</h2>
          <p className="mt-1 text-slate-700">
            You start with a week of your flush diary and a first rating, then one session a week: a short read, one practice and one task. You can take it at
            your own pace.
          </p>
          <Button type="submit" className="mt-4" disabled={navigation.state !== 'idle'}>
            Start the course
          </Button>
        </Form>
      ) : (
        <section aria-labelledby="progress-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="course-progress">
          <h2 id="progress-heading" className="text-2xl text-slate-900">
            Your progress
          </h2>
          <p className="mt-1 text-slate-700">
            Started {format(progress.started_on, 'longDay')}.{' '}
            {progress.current_week === 0 ? 'This is your baseline week.' : `You are in week ${progress.current_week} of ${last}.`}{' '}
            {due.length > 0 ? `Due now: ${due.map((d) => d.title).join('; ')}.` : 'Nothing is due: well done.'}
          </p>

          <h3 className="mt-4 text-xl text-slate-900">How you rated your weeks</h3>
          {progress.ratings.length === 0 ? (
            <p className="text-slate-700">No ratings yet. Your first rating is your starting point.</p>
          ) : (
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-slate-800">
                <caption className="sr-only">Your ratings, 1 (not at all) to 10 (extremely), in the order you gave them</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-3">
                      Rating
                    </th>
                    {RATING_KEYS.map((k) => (
                      <th scope="col" key={k} className="py-1 pr-3">
                        {SHORT_LABELS[k]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {progress.ratings.map((r, i) => (
                    <tr key={i} className="border-t border-slate-200">
                      <th scope="row" className="py-1 pr-3 font-normal">
                        {i === 0 ? 'First (your starting point)' : `Rating ${i + 1}, week ${r.week}`}
                      </th>
                      {RATING_KEYS.map((k) => (
                        <td key={k} className="py-1 pr-3">
                          {r[k]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {change ? (
            <div className="mt-3 rounded-xl bg-brand-50 p-3" data-testid="course-change">
              <p className="font-semibold text-slate-900">Since your first rating (lower is better):</p>
              <ul className="mt-1 space-y-1 text-slate-800">
                {RATING_KEYS.map((k) => (
                  <li key={k}>
                    {RATING_QUESTIONS[k].replace(/\?$/, '')}: <strong>{describeChange(change[k])}</strong>
                  </li>
                ))}
              </ul>
            </div>
          ) : progress.ratings.length === 1 ? (
            <p className="mt-2 text-slate-700">Rate again next week to see the change from your starting point.</p>
          ) : null}

          <h3 className="mt-6 text-xl text-slate-900">Your flush diary</h3>
          {diary.baseline && diary.last_7_days ? (
            <div data-testid="course-diary">
              <p className="text-slate-800">
                Moderate or severe flushes a day: <strong>{diary.baseline.moderate_severe_per_day}</strong> in your first diary week (
                {format(diary.baseline.start, 'day')} to {format(diary.baseline.end, 'day')}), <strong>{diary.last_7_days.moderate_severe_per_day}</strong> in
                the last 7 days.
                {diary.change_pct !== null
                  ? ` That is ${Math.abs(diary.change_pct)}% ${diary.change_pct <= 0 ? 'fewer' : 'more'}.`
                  : ' The change shows once you have two separate weeks of diary.'}
              </p>
              <p className="mt-1 text-slate-800">
                Night sweats a night: {diary.baseline.night_sweats_per_night} then {diary.last_7_days.night_sweats_per_night}.
              </p>
              <p className="mt-1 text-sm text-slate-700">
                CBT often changes how much flushes bother you more than how many you have: read your diary beside your ratings.
              </p>
            </div>
          ) : (
            <p className="text-slate-700">
              Your diary is empty so far. Log your hot flushes and night sweats for a week to see your starting point here beside your ratings.
            </p>
          )}

          <div className="mt-6 border-t border-slate-200 pt-4">
            <RateWeek first={progress.ratings.length === 0} />
          </div>
        </section>
      )}

      <section aria-labelledby="sessions-heading" className="space-y-4">
        <h2 id="sessions-heading" className="text-2xl text-slate-900">
          The sessions
        </h2>
        {course.weeks.map((w) =>
          w.sessions.map((s) => (
            <CourseSession key={s.id} session={s} week={w.week} started={!!progress} done={!!progress?.completed.includes(s.id)} due={dueIds.has(s.id)} />
          )),
        )}
      </section>

      {progress ? <ThoughtRecords thoughts={thoughts} formatDay={(iso) => format(iso, 'day')} /> : null}

      <footer className="text-sm text-slate-700">
        <p>
          Last reviewed {course.reviewed_on ? format(course.reviewed_on, 'longDay') : 'not yet'}
          {course.reviewer ? ` by the ${course.reviewer.toLowerCase()}` : ''}.
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {course.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} className="underline" rel="noreferrer" target="_blank">
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </footer>
    </div>
  )
}
