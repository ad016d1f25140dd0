import { useId, useState } from 'react'

import { useTimeZone } from '~/components/time-zone'
import { Button } from '~/components/ui/Button'
import { formatDay } from '~/domain/checkins'
import { BLEEDING_MESSAGES, type BleedingReview, type MonthsSinceLastPeriod } from '~/domain/treatments/bleeding'
import { BLEEDING_FLOW_LABELS, BLEEDING_FLOWS, type BleedingFlow } from '~/domain/treatments/options'

import { ArticleLink } from './SafetyPrompts'
import { fieldClass } from './TreatmentDialogs'
import { useSavedForm } from './use-saved-form'

/** Entries listed before "Show earlier". */
const SHOWN = 8

function DeleteBleed({ id, date }: { id: string; date: string }) {
  const fetcher = useSavedForm()
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="bleed-delete" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="ghost" className="px-2 py-1 text-xs" disabled={fetcher.state !== 'idle'} aria-label={`Delete the bleeding logged on ${formatDay(date, { year: true })}`}>
        Delete
      </Button>
    </fetcher.Form>
  )
}

/**
 * The bleeding log (issue 30): months since her last period, a day and a
 * flow to log, her recent days, and what the bleeding means for her.
 */
export function BleedingSection({
  bleeding,
  review,
  lastPeriod,
  today,
  windowStart,
  article,
}: {
  bleeding: readonly { id: string; date: string; flow: BleedingFlow }[]
  review: BleedingReview
  lastPeriod: MonthsSinceLastPeriod | null
  today: string
  windowStart: string
  article: { title: string; href: string } | null
}) {
  const id = useId()
  const zone = useTimeZone()
  const fetcher = useSavedForm()
  const [showAll, setShowAll] = useState(false)
  const [flow, setFlow] = useState<BleedingFlow>('light')
  const recent = [...bleeding].filter((b) => b.date <= today).sort((a, b) => (a.date < b.date ? 1 : -1))
  const shown = showAll ? recent : recent.slice(0, SHOWN)

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5" data-testid="bleeding">
      <h2 id={`${id}-title`} className="text-2xl text-slate-900">
        Bleeding
      </h2>
      <div className="mt-3 rounded-xl bg-slate-50 p-3">
        <p className="text-sm text-slate-600">Months since your last period</p>
        <p className="font-semibold text-slate-900" data-testid="months-since-period">
          {lastPeriod ? lastPeriod.text : 'Not known yet'}
        </p>
      </div>

      <fetcher.Form method="post" className="mt-4 space-y-3" data-testid="bleeding-form">
        <input type="hidden" name="intent" value="bleed" />
        <input type="hidden" name="time_zone" value={zone} />
        <div>
          <label htmlFor={`${id}-date`} className="block text-sm font-semibold text-slate-800">
            Day
          </label>
          <input id={`${id}-date`} name="date" type="date" required max={today} defaultValue={today} key={today} className={fieldClass} />
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Flow</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {BLEEDING_FLOWS.map((f) => (
              <label key={f} className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${flow === f ? 'border-brand-600 bg-brand-50 font-semibold' : 'border-slate-300'}`}>
                <input type="radio" name="flow" value={f} checked={flow === f} onChange={() => setFlow(f)} className="accent-brand-700" />
                {BLEEDING_FLOW_LABELS[f]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="w-full" disabled={fetcher.state !== 'idle'}>
          Log bleeding
        </Button>
      </fetcher.Form>

      {review.prompts.length === 0
        ? review.notes.map((note) => (
            <p key={note.reason} data-testid="bleeding-note" className="mt-4 rounded-lg bg-sage-50 p-3 text-sm text-slate-800">
              {note.why}
            </p>
          ))
        : null}
      {review.lastPeriodUnknown && !lastPeriod ? <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{BLEEDING_MESSAGES.unknownLastPeriod}</p> : null}

      {recent.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-sans text-sm font-semibold uppercase tracking-wide text-slate-600">Days you logged</h3>
          <ul className="mt-2 divide-y divide-slate-100" data-testid="bleeding-days">
            {shown.map((b) => (
              <li key={b.id} className="flex items-center justify-between gap-2 py-1.5 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{formatDay(b.date, { year: true })}</span>{' '}
                  <span className="text-slate-700">{BLEEDING_FLOW_LABELS[b.flow]}</span>
                  {b.date < windowStart ? null : review.prompts.some((p) => p.days.includes(b.date)) ? <span className="ml-1 text-xs font-semibold text-amber-900">· tell your GP</span> : null}
                </span>
                <DeleteBleed id={b.id} date={b.date} />
              </li>
            ))}
          </ul>
          {recent.length > SHOWN ? (
            <Button variant="ghost" className="mt-2 px-2 text-xs" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
              {showAll ? 'Show fewer' : `Show earlier days (${recent.length - SHOWN})`}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="mt-4">
        <ArticleLink article={article} />
      </div>
    </section>
  )
}
