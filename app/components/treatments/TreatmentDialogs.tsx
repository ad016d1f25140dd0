import { useId, useState } from 'react'

import { useTimeZone } from '~/components/time-zone'
import { Button } from '~/components/ui/Button'
import { Dialog, DialogFormActions, DialogHeader } from '~/components/ui/Dialog'
import { formatDay } from '~/domain/checkins'
import {
  TREATMENT_DOSE_MAX,
  TREATMENT_KIND_LABELS,
  TREATMENT_KINDS,
  TREATMENT_NAME_MAX,
  TREATMENT_NOTES_MAX,
  TREATMENT_ROUTE_LABELS,
  TREATMENT_ROUTES,
  type TreatmentKind,
  type TreatmentRoute,
} from '~/domain/treatments/options'
import { doseText, type PublicTreatment } from '~/domain/treatments/rules'
import { suggestionNamed, TREATMENT_SUGGESTIONS } from '~/domain/treatments/suggestions'

import { useSavedForm } from './use-saved-form'

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'
const labelClass = 'block text-sm font-semibold text-slate-800'
const hintClass = 'mt-1 text-xs text-slate-600'

const KIND_HINTS: Record<TreatmentKind, string> = {
  hrt: 'Oestrogen, progestogen (including a hormonal coil), vaginal oestrogen or testosterone',
  medication: 'Any other medicine, prescribed or bought',
  supplement: 'Vitamins, minerals, herbal remedies',
}

/** Add a treatment, or edit one's name, kind, route, start date and notes (a change of dose has its own dialog). */
export function TreatmentDialog({
  mode,
  open,
  today,
  treatment,
  onClose,
}: {
  mode: 'add' | 'edit'
  open: boolean
  today: string
  treatment?: PublicTreatment
  onClose: () => void
}) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-full max-w-xl rounded-2xl p-0 shadow-xl">
      {/* Remounted on each opening: every form starts from the record or from blank. */}
      <TreatmentForm mode={mode} titleId={titleId} today={today} treatment={treatment} onClose={onClose} />
    </Dialog>
  )
}

function TreatmentForm({ mode, titleId, today, treatment, onClose }: { mode: 'add' | 'edit'; titleId: string; today: string; treatment?: PublicTreatment; onClose: () => void }) {
  const id = useId()
  const zone = useTimeZone()
  const fetcher = useSavedForm(onClose)
  const [name, setName] = useState(treatment?.name ?? '')
  const [kind, setKind] = useState<TreatmentKind | ''>(treatment?.kind ?? '')
  const [route, setRoute] = useState<TreatmentRoute | ''>(treatment?.route ?? '')
  const [alreadyStopped, setAlreadyStopped] = useState(false)
  const busy = fetcher.state !== 'idle'

  function onName(value: string) {
    setName(value)
    // Picking a suggestion fills in what she has not chosen yet.
    const suggestion = suggestionNamed(value)
    if (!suggestion) return
    if (!kind) setKind(suggestion.kind)
    if (!route) setRoute(suggestion.route)
  }

  return (
    <fetcher.Form method="post" className="space-y-5 p-6" data-testid="treatment-form">
      <DialogHeader titleId={titleId} title={mode === 'add' ? 'Add a treatment' : `Edit ${treatment?.name ?? 'treatment'}`} onClose={onClose} />
      <input type="hidden" name="intent" value={mode} />
      {treatment ? <input type="hidden" name="id" value={treatment.id} /> : null}
      <input type="hidden" name="time_zone" value={zone} />

      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={TREATMENT_NAME_MAX}
          list={`${id}-suggestions`}
          autoComplete="off"
          value={name}
          onChange={(event) => onName(event.target.value)}
          className={fieldClass}
          aria-describedby={`${id}-name-hint`}
        />
        <datalist id={`${id}-suggestions`}>
          {TREATMENT_SUGGESTIONS.map((s) => (
            <option key={s.name} value={s.name} />
          ))}
        </datalist>
        <p id={`${id}-name-hint`} className={hintClass}>
          As it is on the box or prescription. Start typing for common UK HRT products and supplements.
        </p>
      </div>

      <fieldset>
        <legend className={labelClass}>Kind</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {TREATMENT_KINDS.map((k) => (
            <label key={k} className={`cursor-pointer rounded-lg border p-3 text-sm ${kind === k ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-300'}`}>
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <input type="radio" name="kind" value={k} required checked={kind === k} onChange={() => setKind(k)} className="accent-brand-700" />
                {TREATMENT_KIND_LABELS[k]}
              </span>
              <span className="mt-1 block text-xs text-slate-600">{KIND_HINTS[k]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-route`} className={labelClass}>
            How you take it
          </label>
          <select id={`${id}-route`} name="route" required value={route} onChange={(event) => setRoute(event.target.value as TreatmentRoute)} className={fieldClass}>
            <option value="" disabled>
              Choose…
            </option>
            {TREATMENT_ROUTES.map((r) => (
              <option key={r} value={r}>
                {TREATMENT_ROUTE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        {mode === 'add' ? (
          <div>
            <label htmlFor={`${id}-dose`} className={labelClass}>
              Dose <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <input id={`${id}-dose`} name="dose" maxLength={TREATMENT_DOSE_MAX} className={fieldClass} aria-describedby={`${id}-dose-hint`} />
            <p id={`${id}-dose-hint`} className={hintClass}>
              For example “2 pumps daily” or “50 micrograms twice weekly”.
            </p>
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-start`} className={labelClass}>
            Started on
          </label>
          <input id={`${id}-start`} name="started_on" type="date" required max={today} defaultValue={treatment?.started_on ?? today} className={fieldClass} />
        </div>
      </div>

      {mode === 'add' ? (
        <div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={alreadyStopped} onChange={(event) => setAlreadyStopped(event.target.checked)} className="h-4 w-4 accent-brand-700" />
            I have already stopped taking it
          </label>
          {alreadyStopped ? (
            <div className="mt-2">
              <label htmlFor={`${id}-stop`} className={labelClass}>
                Stopped on
              </label>
              <input id={`${id}-stop`} name="stopped_on" type="date" required max={today} defaultValue={today} className={fieldClass} />
            </div>
          ) : null}
        </div>
      ) : null}

      <div>
        <label htmlFor={`${id}-notes`} className={labelClass}>
          Notes <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea id={`${id}-notes`} name="notes" rows={3} maxLength={TREATMENT_NOTES_MAX} defaultValue={treatment?.notes ?? ''} className={fieldClass} placeholder="Side effects, who prescribed it, anything you want to remember" />
      </div>

      <DialogFormActions onClose={onClose} submitting={busy} label={mode === 'add' ? 'Add treatment' : 'Save changes'} />
    </fetcher.Form>
  )
}

/** A new dose from a day: kept as a change on the timeline, the earlier dose stays. */
export function ChangeDoseDialog({ open, today, treatment, onClose }: { open: boolean; today: string; treatment: PublicTreatment; onClose: () => void }) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-full max-w-lg rounded-2xl p-0 shadow-xl">
      <ChangeDoseForm titleId={titleId} today={today} treatment={treatment} onClose={onClose} />
    </Dialog>
  )
}

function ChangeDoseForm({ titleId, today, treatment, onClose }: { titleId: string; today: string; treatment: PublicTreatment; onClose: () => void }) {
  const id = useId()
  const zone = useTimeZone()
  const fetcher = useSavedForm(onClose)
  return (
    <fetcher.Form method="post" className="space-y-5 p-6" data-testid="dose-form">
      <DialogHeader titleId={titleId} title={`Change the dose of ${treatment.name}`} onClose={onClose} />
      <input type="hidden" name="intent" value="dose" />
      <input type="hidden" name="id" value={treatment.id} />
      <input type="hidden" name="time_zone" value={zone} />
      <p className="text-sm text-slate-700">
        Now: <span className="font-semibold">{doseText(treatment.dose)}</span>. Your earlier dose stays on your timeline, so your GP can see when it changed.
      </p>
      <div>
        <label htmlFor={`${id}-dose`} className={labelClass}>
          New dose
        </label>
        <input id={`${id}-dose`} name="dose" required maxLength={TREATMENT_DOSE_MAX} className={fieldClass} />
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={labelClass}>
          Taking it from
        </label>
        <input id={`${id}-from`} name="dose_changed_on" type="date" required min={treatment.started_on} max={treatment.stopped_on ?? today} defaultValue={treatment.stopped_on ?? today} className={fieldClass} />
      </div>
      <DialogFormActions onClose={onClose} submitting={fetcher.state !== 'idle'} label="Save new dose" />
    </fetcher.Form>
  )
}

/** The day she stopped: the treatment moves to "Stopped" and keeps its history. */
export function StopDialog({ open, today, treatment, onClose }: { open: boolean; today: string; treatment: PublicTreatment; onClose: () => void }) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-full max-w-lg rounded-2xl p-0 shadow-xl">
      <StopForm titleId={titleId} today={today} treatment={treatment} onClose={onClose} />
    </Dialog>
  )
}

function StopForm({ titleId, today, treatment, onClose }: { titleId: string; today: string; treatment: PublicTreatment; onClose: () => void }) {
  const id = useId()
  const zone = useTimeZone()
  const fetcher = useSavedForm(onClose)
  return (
    <fetcher.Form method="post" className="space-y-5 p-6" data-testid="stop-form">
      <DialogHeader titleId={titleId} title={`Stop ${treatment.name}`} onClose={onClose} />
      <input type="hidden" name="intent" value="stop" />
      <input type="hidden" name="id" value={treatment.id} />
      <input type="hidden" name="time_zone" value={zone} />
      <p className="text-sm text-slate-700">It stays in your list under “Stopped”, with its dates, for your GP report.</p>
      <div>
        <label htmlFor={`${id}-stop`} className={labelClass}>
          Last day you took it
        </label>
        <input id={`${id}-stop`} name="stopped_on" type="date" required min={treatment.started_on} max={today} defaultValue={today} className={fieldClass} />
      </div>
      <DialogFormActions onClose={onClose} submitting={fetcher.state !== 'idle'} label="Mark as stopped" />
    </fetcher.Form>
  )
}

/** Deleting removes the record and its history; stopping is usually what she wants, and the dialog says so. */
export function DeleteDialog({ open, treatment, onClose }: { open: boolean; treatment: PublicTreatment; onClose: () => void }) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-full max-w-lg rounded-2xl p-0 shadow-xl">
      <DeleteForm titleId={titleId} treatment={treatment} onClose={onClose} />
    </Dialog>
  )
}

function DeleteForm({ titleId, treatment, onClose }: { titleId: string; treatment: PublicTreatment; onClose: () => void }) {
  const fetcher = useSavedForm(onClose)
  return (
    <fetcher.Form method="post" className="space-y-5 p-6">
      <DialogHeader titleId={titleId} title={`Delete ${treatment.name}?`} onClose={onClose} />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={treatment.id} />
      <p className="text-slate-700">
        This removes it and its dose history{treatment.started_on ? ` (since ${formatDay(treatment.started_on, { weekday: false, year: true })})` : ''}. If you have stopped taking it, mark it as stopped instead, so your GP report still shows it.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={fetcher.state !== 'idle'}>
          Delete
        </Button>
      </div>
    </fetcher.Form>
  )
}
