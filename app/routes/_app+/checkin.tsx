import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData, useNavigate, useSearchParams } from '@remix-run/react'
import { useEffect, useId, useState } from 'react'

import { BleedingLine } from '~/components/checkin/BleedingLine'
import { CheckinRatings } from '~/components/checkin/CheckinRatings'
import { useLocalToday } from '~/components/checkin/local-date'
import { RatingSlider } from '~/components/checkin/RatingSlider'
import { useSettledToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { EmptyState } from '~/components/ui/EmptyState'
import { PageHeader } from '~/components/ui/PageHeader'
import { Spinner } from '~/components/ui/Spinner'
import {
  CHECKIN_MESSAGES,
  checkinPageAverage,
  formatDay,
  isCheckinDateAllowed,
  latestAllowedCheckinDate,
  RATING_FIELDS,
  utcDateString,
  type CheckinRatings as Ratings,
} from '~/domain/checkins'
import { bleedingInputSchema, checkinSchema } from '~/lib/form-schemas.server'
import { CHECKIN_PAGE_RECENT_COUNT, JOURNAL_MAX_LENGTH } from '~/domain/constants'
import type { BleedingFlow } from '~/domain/treatments/options'
import { pageAction, parseWith } from '~/lib/http.server'
import { requireCustomer } from '~/lib/session.server'
import { findCheckinByDate, listCheckins, submitCheckin, toPublicCheckin, type PublicCheckin } from '~/services/checkins.server'
import { bleedingOn, clearBleedingOn, recordBleeding } from '~/services/treatments/bleeding.server'

export const meta: MetaFunction = () => [{ title: 'Daily Check-in' }]

/**
 * `?date=` is the day shown in the form; without it the page starts on the
 * server's day and the browser moves it to the customer's own calendar day.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const asked = new URL(request.url).searchParams.get('date')
  const now = new Date()
  const date = asked && isCheckinDateAllowed(asked, now) ? asked : utcDateString(now)
  const [selected, recent, bleeding] = await Promise.all([
    findCheckinByDate(context.payload, customer.id, date),
    listCheckins(context.payload, customer.id, CHECKIN_PAGE_RECENT_COUNT),
    bleedingOn(context.payload, customer.id, date),
  ])
  return {
    date,
    latestAllowed: latestAllowedCheckinDate(now),
    selected: selected ? toPublicCheckin(selected) : null,
    recent,
    bleeding: bleeding?.flow ?? null,
  }
}


export async function action({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const form = await request.formData()
  const field = (name: string) => form.get(name)
  return pageAction('The check-in could not be saved.', async () => {
    const input = parseWith(checkinSchema, {
      date: field('date'),
      energy_level: Number(field('energy_level')),
      sleep_quality: Number(field('sleep_quality')),
      stress_level: Number(field('stress_level')),
      mood: Number(field('mood')),
      journal_entry: field('journal_entry') ?? null,
    })
    await submitCheckin(context.payload, customer.id, input)
    // The optional bleeding line (issue 30): a flow logs the day in her bleeding log, "None" clears it.
    if (form.has('bleeding_flow')) {
      const flow = field('bleeding_flow')
      if (flow) {
        const timeZone = field('time_zone')
        await recordBleeding(context.payload, customer.id, parseWith(bleedingInputSchema, { date: input.date, flow, time_zone: timeZone ? timeZone : undefined }))
      } else {
        await clearBleedingOn(context.payload, customer.id, input.date)
      }
    }
    return { ok: true as const }
  })
}

const DEFAULT_RATINGS: Ratings = { energy_level: 5, sleep_quality: 5, stress_level: 5, mood: 5 }

const TIPS = [
  'Check in at about the same time each day so your ratings are comparable.',
  'Rate sleep for the night just gone, and energy, stress and mood for the day so far.',
  'A line in your journal about what you ate, did or felt helps explain good and hard days later.',
  'Seven check-ins unlock your AI progress summary on the Progress page.',
]

export default function CheckinPage() {
  const data = useLoaderData<typeof loader>()
  const today = useLocalToday()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  // Owned here, not by the form: the form remounts when the saved check-in reloads.
  const fetcher = useFetcher<typeof action>()
  useSettledToast(fetcher, (result) =>
    result.ok
      ? { type: 'success', message: CHECKIN_MESSAGES.submitted }
      : { type: 'error', message: CHECKIN_MESSAGES.submitFailed },
  )

  // Start on the customer's own calendar day once the browser knows it.
  useEffect(() => {
    if (today && !searchParams.has('date') && today !== data.date) {
      navigate(`?date=${today}`, { replace: true, preventScrollReset: true })
    }
  }, [today, searchParams, data.date, navigate])

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader title="Daily Check-in">How are you feeling? It takes a minute.</PageHeader>
      <div className="grid gap-8 lg:grid-cols-3">
        <CheckinForm
          key={`${data.date}:${data.selected?.updated_at ?? 'new'}:${data.bleeding ?? 'none'}`}
          date={data.date}
          maxDate={today ?? data.latestAllowed}
          today={today ?? data.date}
          selected={data.selected}
          bleeding={data.bleeding}
          fetcher={fetcher}
        />
        <aside className="space-y-6">
          <section aria-labelledby="recent" className="card p-5">
            <h2 id="recent" className="text-xl text-slate-900">
              Recent Check-ins
            </h2>
            {data.recent.length === 0 ? (
              <EmptyState art="emptyCheckins" title="Nothing here yet" className="!px-0 !pb-2">
                <p className="text-sm">Your check-ins will appear here.</p>
              </EmptyState>
            ) : (
              <ul className="mt-3 space-y-4" data-testid="recent-checkins">
                {data.recent.map((c) => (
                  <li key={c.id} className="border-b border-slate-100 pb-3 last:border-0 last:pb-0">
                    <CheckinRatings
                      compact
                      checkin={c}
                      extra={<p className="text-xs text-slate-600">Average score: {checkinPageAverage(c)}</p>}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="tips" className="rounded-2xl bg-sage-50 p-5 ring-1 ring-sage-200">
            <h2 id="tips" className="text-xl text-sage-800">
              Tips
            </h2>
            <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  )
}

interface CheckinFormProps {
  date: string
  maxDate: string
  today: string
  selected: PublicCheckin | null
  bleeding: BleedingFlow | null
  fetcher: ReturnType<typeof useFetcher<typeof action>>
}

function CheckinForm({ date, maxDate, today, selected, bleeding, fetcher }: CheckinFormProps) {
  const navigate = useNavigate()
  const ids = { date: useId(), journal: useId() }
  const [ratings, setRatings] = useState<Ratings>(selected ?? DEFAULT_RATINGS)
  const [journal, setJournal] = useState(selected?.journal_entry ?? '')
  const submitting = fetcher.state !== 'idle'

  const isToday = date === today
  const label = selected ? (isToday ? "Update Today's Check-in" : 'Update Check-in') : 'Submit Check-in'

  return (
    <fetcher.Form method="post" className="card h-fit overflow-hidden lg:col-span-2">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-sage-100 bg-sage-50 px-6 py-5 sm:px-8">
        <div>
          <label htmlFor={ids.date} className="block font-semibold text-slate-900">
            Date
          </label>
          <input
            id={ids.date}
            name="date"
            type="date"
            required
            value={date}
            max={maxDate}
            onChange={(event) => {
              if (event.target.value) navigate(`?date=${event.target.value}`, { replace: true, preventScrollReset: true })
            }}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <p aria-live="polite" className="text-sm">
          {selected ? (
            <span data-testid="completed-badge" className="rounded-full bg-green-100 px-3 py-1 font-semibold text-green-800">
              Completed
            </span>
          ) : (
            <span className="text-slate-600">Not checked in for {formatDay(date)} yet</span>
          )}
        </p>
      </div>

      <div className="space-y-8 px-6 py-6 sm:px-8 sm:py-8">
        <div className="grid gap-x-10 gap-y-7 md:grid-cols-2">
          {RATING_FIELDS.map((field) => (
            <RatingSlider
              key={field}
              field={field}
              value={ratings[field]}
              onChange={(value) => setRatings((current) => ({ ...current, [field]: value }))}
            />
          ))}
        </div>

        <div>
          <label htmlFor={ids.journal} className="block font-semibold text-slate-900">
            Journal <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            id={ids.journal}
            name="journal_entry"
            rows={4}
            maxLength={JOURNAL_MAX_LENGTH}
            value={journal}
            onChange={(event) => setJournal(event.target.value)}
            placeholder="Anything that affected how you feel today: sleep, food, exercise, hot flushes…"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>

        <BleedingLine initial={bleeding} />

        <Button type="submit" disabled={submitting} className="w-full px-6 py-3 text-base sm:w-auto">
          {submitting ? <Spinner label="Saving" className="h-4 w-4" /> : null}
          {label}
        </Button>
      </div>
    </fetcher.Form>
  )
}
