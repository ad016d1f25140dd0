import { useState } from 'react'

import { Button } from '~/components/ui/Button'
import { EmptyState } from '~/components/ui/EmptyState'
import { formatDay } from '~/domain/checkins'
import { TREATMENT_KIND_LABELS, TREATMENT_ROUTE_LABELS, type TreatmentKind } from '~/domain/treatments/options'
import { doseText, type PublicTreatment } from '~/domain/treatments/rules'

import { ChangeDoseDialog, DeleteDialog, StopDialog, TreatmentDialog } from './TreatmentDialogs'
import { useSavedForm } from './use-saved-form'

const KIND_BADGE: Record<TreatmentKind, string> = {
  hrt: 'bg-brand-100 text-brand-800',
  medication: 'bg-plum-100 text-plum-800',
  supplement: 'bg-sage-100 text-sage-800',
}

const day = (date: string) => formatDay(date, { weekday: false, year: true })

type Open = 'edit' | 'dose' | 'stop' | 'delete' | null

function TreatmentCard({ treatment: t, today }: { treatment: PublicTreatment; today: string }) {
  const [open, setOpen] = useState<Open>(null)
  const restart = useSavedForm()
  const close = () => setOpen(null)
  const earlier = t.dose_history.slice(0, -1).reverse()
  const latest = t.dose_history.at(-1)

  return (
    <li className="card p-5" data-testid="treatment">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-bold text-slate-900">{t.name}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_BADGE[t.kind]}`}>{TREATMENT_KIND_LABELS[t.kind]}</span>
            <span>{TREATMENT_ROUTE_LABELS[t.route]}</span>
          </p>
        </div>
        <p className="text-sm text-slate-700">
          {t.stopped_on ? (
            <>
              {day(t.started_on)} to {day(t.stopped_on)}
            </>
          ) : (
            <>Since {day(t.started_on)}</>
          )}
        </p>
      </div>

      <dl className="mt-3 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t.stopped_on ? 'Last dose' : 'Dose now'}</dt>
          <dd className="font-semibold text-slate-900" data-testid="dose-now">
            {doseText(t.dose)}
            {latest && earlier.length > 0 ? <span className="font-normal text-slate-600"> (from {day(latest.from)})</span> : null}
          </dd>
        </div>
        {earlier.length > 0 ? (
          <div className="mt-1">
            <dt className="text-slate-600">Earlier doses</dt>
            <dd>
              <ol className="mt-0.5 space-y-0.5 text-slate-700" data-testid="dose-history">
                {earlier.map((d) => (
                  <li key={d.from}>
                    {doseText(d.dose)} from {day(d.from)}
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        ) : null}
        {t.notes ? (
          <div className="mt-1">
            <dt className="sr-only">Notes</dt>
            <dd className="whitespace-pre-line text-slate-700">{t.notes}</dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-4 flex flex-wrap gap-2">
        {t.current ? (
          <>
            <Button variant="secondary" onClick={() => setOpen('dose')} aria-label={`Change the dose of ${t.name}`}>
              Change dose
            </Button>
            <Button variant="ghost" onClick={() => setOpen('stop')} aria-label={`Stop ${t.name}`}>
              Stop
            </Button>
          </>
        ) : (
          <restart.Form method="post">
            <input type="hidden" name="intent" value="restart" />
            <input type="hidden" name="id" value={t.id} />
            <Button type="submit" variant="ghost" disabled={restart.state !== 'idle'} aria-label={`Mark ${t.name} as current again`}>
              Taking it again
            </Button>
          </restart.Form>
        )}
        <Button variant="ghost" onClick={() => setOpen('edit')} aria-label={`Edit ${t.name}`}>
          Edit
        </Button>
        <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => setOpen('delete')} aria-label={`Delete ${t.name}`}>
          Delete
        </Button>
      </div>

      <TreatmentDialog mode="edit" open={open === 'edit'} today={today} treatment={t} onClose={close} />
      {t.current ? <ChangeDoseDialog open={open === 'dose'} today={today} treatment={t} onClose={close} /> : null}
      {t.current ? <StopDialog open={open === 'stop'} today={today} treatment={t} onClose={close} /> : null}
      <DeleteDialog open={open === 'delete'} treatment={t} onClose={close} />
    </li>
  )
}

/** Her treatments: what she takes now, then what she has stopped, each with its dose timeline. */
export function TreatmentList({ treatments, today, onAdd }: { treatments: readonly PublicTreatment[]; today: string; onAdd: () => void }) {
  const current = treatments.filter((t) => t.current)
  const stopped = treatments.filter((t) => !t.current)
  return (
    <>
      <section aria-labelledby="current-heading">
        <h2 id="current-heading" className="text-2xl text-slate-900">
          Taking now
        </h2>
        {current.length === 0 ? (
          <div className="card mt-3">
            <EmptyState
              art="emptyPlan"
              title="Nothing here yet"
              action={
                <Button variant="secondary" onClick={onAdd}>
                  Add a treatment
                </Button>
              }
            >
              Add your HRT, other medicines and supplements: what you take, how, the dose and since when.
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-3 space-y-4" data-testid="current-treatments">
            {current.map((t) => (
              <TreatmentCard key={t.id} treatment={t} today={today} />
            ))}
          </ul>
        )}
      </section>
      {stopped.length > 0 ? (
        <section aria-labelledby="stopped-heading">
          <h2 id="stopped-heading" className="text-2xl text-slate-900">
            Stopped
          </h2>
          <ul className="mt-3 space-y-4" data-testid="stopped-treatments">
            {stopped.map((t) => (
              <TreatmentCard key={t.id} treatment={t} today={today} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
