import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useNavigate, useSearchParams } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'

import { BleedingLine } from '~/components/checkin/BleedingLine'
import { CheckinRatings } from '~/components/checkin/CheckinRatings'
import { ReminderPrompt } from '~/components/reminders/ReminderPrompt'
import { useLocalToday } from '~/components/checkin/local-date'
import { RatingSlider } from '~/components/checkin/RatingSlider'
import { useSettledToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { EmptyState } from '~/components/ui/EmptyState'
import { PageHeader } from '~/components/ui/PageHeader'
import { Spinner } from '~/components/ui/Spinner'
import { SupportCard } from '~/components/wellbeing/SupportCard'
import { OfflineCheckins, useKeptCheckin, useOfflineCheckin } from '~/components/phone-app/OfflineCheckins'
import { seemsOffline } from '~/lib/checkin-outbox.client'
import {
  calendarDayIn,
  CHECKIN_MESSAGES,
  checkinPageAverage,
  formatDay,
  isCheckinDateAllowed,
  latestAllowedCheckinDate,
  RATING_FIELDS,
  type CheckinRatings as Ratings,
} from '~/domain/checkins'
import { herToday } from '~/domain/calendar'
import { OFFLINE_MESSAGES } from '~/domain/phone-app/offline'
import { SUPPORT_MESSAGES, SUPPORT_PAGE_PATH, supportOpening } from '~/domain/wellbeing/messages'
import { pageAction, parseWith } from '~/lib/http.server'
import { requireCustomer } from '~/lib/session.server'
import { requestTimeZoneOrDefault } from '~/lib/time-zone.server'
import { findCheckinByDate, listCheckins } from '~/services/checkins/list-checkins.server'
import { toPublicCheckin, type PublicCheckin } from '~/services/checkins/public'
import { submitCheckinWithBleeding, type CheckinBleeding } from '~/services/checkins/checkin-with-bleeding.server'
import { requestTimeZone } from '~/lib/time-zone.server'
import { wellbeingSupportFor } from '~/services/wellbeing/wellbeing-support.server'
import { bleedingInputSchema, checkinSchema, reminderSettingsFromForm, reminderSettingsSchema, todayQuerySchema } from '~/lib/form-schemas.server'
import { CHECKIN_PAGE_RECENT_COUNT, DEFAULT_REMINDER_TIME, JOURNAL_MAX_LENGTH } from '~/domain/constants'
import type { BleedingFlow } from '~/domain/treatments/options'
import { declineReminders, readReminderSettings, saveReminderSettings } from '~/services/reminders/reminder-settings.server'
import { bleedingOn } from '~/services/treatments/bleeding.server'

export const meta: MetaFunction = () => [{ title: 'Daily Check-in' }]

/**
 * `?date=` is the day shown in the form; without it the page starts on her
 * day in the zone her browser last reported (Europe/London on a first visit,
 * and the browser then moves it to her own calendar day).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const asked = new URL(request.url).searchParams.get('date')
  const now = new Date()
  const date = asked && isCheckinDateAllowed(asked, now) ? asked : herToday(requestTimeZoneOrDefault(request), now)
  const [selected, recent, reminders, bleeding] = await Promise.all([
    findCheckinByDate(context.payload, customer.id, date),
    listCheckins(context.payload, customer.id, CHECKIN_PAGE_RECENT_COUNT),
    readReminderSettings(context.payload, customer.id),
    bleedingOn(context.payload, customer.id, date),
  ])
  return {
    // After her first check-in, until she has said yes or no to reminders (issue 25).
    reminderPrompt: !reminders.chosen && recent.length > 0 ? { timeZone: reminders.time_zone } : null,
    date,
    latestAllowed: latestAllowedCheckinDate(now),
    selected: selected ? toPublicCheckin(selected) : null,
    recent,
    customerId: customer.id,
    bleeding: bleeding?.flow ?? null,
  }
}


export async function action({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const form = await request.formData()
  const field = (name: string) => form.get(name)
  const intent = field('intent')
  if (intent === 'reminders-on' || intent === 'reminders-declined') {
    return pageAction('Your reminder settings could not be saved.', async () => {
      if (intent === 'reminders-declined') {
        await declineReminders(context.payload, customer.id, typeof field('time_zone') === 'string' ? String(field('time_zone')) : null)
        return { ok: true as const, reminders: 'declined' as const }
      }
      form.set('enabled', 'on')
      await saveReminderSettings(context.payload, customer.id, parseWith(reminderSettingsSchema, reminderSettingsFromForm(form)))
      return { ok: true as const, reminders: 'on' as const }
    })
  }
  return pageAction('The check-in could not be saved.', async () => {
    const input = parseWith(checkinSchema, {
      date: field('date'),
      energy_level: Number(field('energy_level')),
      sleep_quality: Number(field('sleep_quality')),
      stress_level: Number(field('stress_level')),
      mood: Number(field('mood')),
      journal_entry: field('journal_entry') ?? null,
    })
    // The optional bleeding line: a flow logs the day in her bleeding log, "None" clears it (as a check-in kept offline does).
    let bleeding: CheckinBleeding | undefined
    if (form.has('bleeding_flow')) {
      const flow = field('bleeding_flow')
      const timeZone = field('time_zone')
      bleeding = flow ? parseWith(bleedingInputSchema, { date: input.date, flow, time_zone: timeZone ? timeZone : undefined }) : { flow: null }
    }
    await submitCheckinWithBleeding(context.payload, customer.id, input, bleeding)
    // Under the confirmation, support when her check-ins now suggest she needs it: for the browser's own day.
    // The check-in is saved by now: a browser day that is off (a wrong clock) falls back to Europe/London's, never to a failure.
    const sent = todayQuerySchema.safeParse({ today: field('today') || undefined })
    const supportDay = (sent.success ? sent.data.today : undefined) ?? calendarDayIn(new Date())
    const support = await wellbeingSupportFor(context.payload, customer, supportDay, requestTimeZone(request))
    return { ok: true as const, support, supportDay }
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
  const submitted = fetcher.state === 'idle' && fetcher.data?.ok && 'support' in fetcher.data ? fetcher.data : null
  // When support shows, the card takes the toast's place: the confirmation is said above it, and nothing covers it.
  useSettledToast(fetcher, (result) =>
    result.ok
      ? 'support' in result && result.support.show
        ? null
        : { type: 'success', message: CHECKIN_MESSAGES.submitted }
      : { type: 'error', message: CHECKIN_MESSAGES.submitFailed },
  )
  // She lands on the card: scrolled to the top of the screen (at any width), the focus on it for a screen reader.
  const supportLanding = useRef<HTMLDivElement>(null)
  const supportShown = submitted?.support.show ? submitted : null
  useEffect(() => {
    const landing = supportLanding.current
    if (!supportShown || !landing) return
    landing.scrollIntoView({ block: 'start' })
    landing.focus({ preventScroll: true })
  }, [supportShown])
  // Once asked, the prompt stays on the page to show her answer.
  const [prompt, setPrompt] = useState(data.reminderPrompt)
  useEffect(() => {
    if (data.reminderPrompt) setPrompt(data.reminderPrompt)
  }, [data.reminderPrompt])

  // With no signal the page cannot load another day: the form moves to it here,
  // from this phone's copy of her recent check-ins (docs/features/phone-app.md).
  const [offlineDate, setOfflineDate] = useState<string | null>(null)
  useEffect(() => setOfflineDate(null), [data.date])
  const shown = offlineDate ? dayFromCopy(data, offlineDate) : { date: data.date, selected: data.selected, bleeding: data.bleeding, known: true }

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
        <div className="space-y-6 lg:col-span-2">
          {supportShown ? (
            <div ref={supportLanding} tabIndex={-1} data-testid="checkin-support" className="scroll-mt-24 space-y-3 focus:outline-none">
              <p role="status" data-testid="checkin-saved" className="rounded-xl border-l-4 border-green-600 bg-green-50 px-4 py-3 text-sm font-semibold text-green-900">
                {CHECKIN_MESSAGES.submitted}
              </p>
              <SupportCard support={supportShown.support} day={supportShown.supportDay} customerId={data.customerId} honourHidden={false} />
            </div>
          ) : null}
          {/* Check-ins made with no signal, waiting on this phone (docs/features/phone-app.md). */}
          <OfflineCheckins customer={data.customerId} refreshKey={data.recent} />
          <CheckinForm
            customerId={data.customerId}
            key={`${shown.date}:${shown.selected?.updated_at ?? 'new'}:${shown.bleeding ?? 'none'}`}
            date={shown.date}
            known={shown.known}
            onOfflineDate={setOfflineDate}
            maxDate={today ?? data.latestAllowed}
            today={today ?? data.date}
            localToday={today}
            selected={shown.selected}
            bleeding={shown.bleeding}
            fetcher={fetcher}
          />
          <p aria-live="polite" className="sr-only">
            {submitted?.support.show && submitted.support.reason ? supportOpening(submitted.support.reason) : ''}
          </p>
        </div>
        <aside className="space-y-6">
          {prompt ? <ReminderPrompt defaultTime={DEFAULT_REMINDER_TIME} fallbackZone={prompt.timeZone} /> : null}
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
          <section aria-labelledby="support-link" className="card p-5">
            <h2 id="support-link" className="text-xl text-slate-900">
              {SUPPORT_MESSAGES.pageTitle}
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              If things feel very hard, you don&apos;t have to manage on your own.{' '}
              <Link to={SUPPORT_PAGE_PATH} className="font-semibold text-brand-800 underline underline-offset-2">
                See who can help
              </Link>
            </p>
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

/**
 * Another day, offline: its saved check-in when this phone's copy of her recent
 * ones covers it (`known`); otherwise none shown, and the server asks her
 * before any saved one is replaced. The day's bleeding is not in the copy:
 * the line starts at "None" and only a flow she picks is sent.
 */
function dayFromCopy(data: { recent: PublicCheckin[]; selected: PublicCheckin | null }, date: string) {
  const all = data.selected ? [data.selected, ...data.recent] : data.recent
  const selected = all.find((c) => c.date === date) ?? null
  const oldest = data.recent.reduce<string | null>((min, c) => (min === null || c.date < min ? c.date : min), null)
  const known = selected !== null || data.recent.length < CHECKIN_PAGE_RECENT_COUNT || (oldest !== null && date >= oldest)
  return { date, selected, bleeding: null, known }
}

interface CheckinFormProps {
  customerId: string
  date: string
  /** Whether the page knows if this day has a check-in (offline, from its copy of the recent ones). */
  known: boolean
  /** The day she picked with no signal: the page shows it from its copy instead of loading it. */
  onOfflineDate: (date: string) => void
  maxDate: string
  today: string
  /** The browser's own calendar day once known: the action works out support for it. */
  localToday: string | null
  selected: PublicCheckin | null
  bleeding: BleedingFlow | null
  fetcher: ReturnType<typeof useFetcher<typeof action>>
}

function CheckinForm({ customerId, date, known, onOfflineDate, maxDate, today, localToday, selected, bleeding, fetcher }: CheckinFormProps) {
  const navigate = useNavigate()
  const ids = { date: useId(), journal: useId() }
  const [ratings, setRatings] = useState<Ratings>(selected ?? DEFAULT_RATINGS)
  const [journal, setJournal] = useState(selected?.journal_entry ?? '')
  const submitting = fetcher.state !== 'idle'
  const offline = useOfflineCheckin(customerId, bleeding, selected)
  // A check-in for this day still waiting on the phone: the form shows it (docs/features/phone-app.md).
  const [keptFlow, setKeptFlow] = useState<{ flow: BleedingFlow | null } | null>(null)
  const changed = useKeptCheckin(customerId, date, ({ checkin, bleeding: kept }) => {
    setRatings({ energy_level: checkin.energy_level, sleep_quality: checkin.sleep_quality, stress_level: checkin.stress_level, mood: checkin.mood })
    setJournal(checkin.journal_entry ?? '')
    if (kept !== undefined) setKeptFlow({ flow: kept })
  })

  const isToday = date === today
  const label = selected ? (isToday ? "Update Today's Check-in" : 'Update Check-in') : 'Submit Check-in'

  return (
    <fetcher.Form method="post" className="card h-fit overflow-hidden" onSubmit={offline.onSubmit}>
      {localToday ? <input type="hidden" name="today" value={localToday} /> : null}
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
              const picked = event.target.value
              if (!picked) return
              // No signal, or the phone's kept copy of the page (the browser may still say it is online): loading
              // the day would fall back to that copy, and the field would snap back to its day. Move the form here.
              if (seemsOffline()) onOfflineDate(picked)
              else navigate(`?date=${picked}`, { replace: true, preventScrollReset: true })
            }}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <p aria-live="polite" className="text-sm">
          {selected ? (
            <span data-testid="completed-badge" className="rounded-full bg-green-100 px-3 py-1 font-semibold text-green-800">
              Completed
            </span>
          ) : known ? (
            <span className="text-slate-600">Not checked in for {formatDay(date)} yet</span>
          ) : (
            <span data-testid="offline-day-unknown" className="block max-w-xs text-slate-700">
              {OFFLINE_MESSAGES.notKnownOffline}
            </span>
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
              onChange={(value) => {
                changed()
                setRatings((current) => ({ ...current, [field]: value }))
              }}
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
            onChange={(event) => {
              changed()
              setJournal(event.target.value)
            }}
            placeholder="Anything that affected how you feel today: sleep, food, exercise, hot flushes…"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>

        <BleedingLine key={keptFlow ? 'kept' : 'page'} initial={keptFlow ? keptFlow.flow : bleeding} onChange={changed} />

        {offline.message}
        <Button type="submit" disabled={submitting} className="w-full px-6 py-3 text-base sm:w-auto">
          {submitting ? <Spinner label="Saving" className="h-4 w-4" /> : null}
          {label}
        </Button>
      </div>
    </fetcher.Form>
  )
}
