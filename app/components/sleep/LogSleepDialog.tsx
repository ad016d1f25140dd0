import { useId, useState, type CSSProperties } from 'react'

import { Dialog, DialogFormActions, DialogHeader } from '~/components/ui/Dialog'
import { addDays } from '~/domain/checkins'
import { SLEEP_QUALITY_DEFAULT, SLEEP_QUALITY_MAX, SLEEP_QUALITY_MIN } from '~/domain/constants'
import { formatHours, recordedAtFor, sleepDurationHours, SLEEP_MESSAGES, wakesNextDay } from '~/domain/sleep/rules'

export interface SleepEntry {
  hours: number
  quality: number
  recorded_at: string
  night: string
  notes: string
}

const field = 'w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'

/**
 * Doc 2 §3, §4, §5: bedtime and wake time (both required; a wake time earlier
 * than the bedtime is the next day), quality 1–10 (default 7) and notes that
 * stay on this device. `today` is her own calendar day.
 */
export function LogSleepDialog({
  open,
  today,
  submitting,
  onClose,
  onSubmit,
}: {
  open: boolean
  today: string
  submitting: boolean
  onClose: () => void
  onSubmit: (entry: SleepEntry) => void
}) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-full max-w-lg rounded-2xl p-0 shadow-xl">
      <LogSleepForm titleId={titleId} today={today} submitting={submitting} onClose={onClose} onSubmit={onSubmit} />
    </Dialog>
  )
}

function LogSleepForm({
  titleId,
  today,
  submitting,
  onClose,
  onSubmit,
}: {
  titleId: string
  today: string
  submitting: boolean
  onClose: () => void
  onSubmit: (entry: SleepEntry) => void
}) {
  const id = useId()
  const [wakeDate, setWakeDate] = useState(today)
  const [bedtime, setBedtime] = useState('')
  const [wakeTime, setWakeTime] = useState('')
  const [quality, setQuality] = useState(SLEEP_QUALITY_DEFAULT)
  const [notes, setNotes] = useState('')
  const [error, setError] = useState<string | null>(null)
  const hours = sleepDurationHours(bedtime, wakeTime)
  const nextDay = wakesNextDay(bedtime, wakeTime)
  // A message stays only while it is true: "both times" goes once both are filled, "in the future" once the wake-up changes.
  const shownError = error === SLEEP_MESSAGES.bothTimes && hours !== null ? null : error
  const missingTimes = shownError === SLEEP_MESSAGES.bothTimes
  const errorId = `${id}-error`
  const invalidIf = (invalid: boolean) => (invalid ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!bedtime || !wakeTime || hours === null) {
      setError(SLEEP_MESSAGES.bothTimes)
      return
    }
    const [y, m, d] = wakeDate.split('-').map(Number)
    const [hh, mm] = wakeTime.split(':').map(Number)
    const wake = new Date(y, m - 1, d, hh, mm)
    if (Number.isNaN(wake.getTime()) || wake.getTime() > Date.now()) {
      setError(SLEEP_MESSAGES.wakeInFuture)
      return
    }
    setError(null)
    onSubmit({ hours, quality, recorded_at: recordedAtFor(wakeDate, wakeTime, wake.getTimezoneOffset()), night: wakeDate, notes })
  }

  return (
    <form onSubmit={submit} noValidate className="max-h-[85vh] space-y-4 overflow-y-auto p-6" data-testid="log-sleep-dialog">
      <DialogHeader titleId={titleId} title="Log Sleep" onClose={onClose} />
      <div>
        <label htmlFor={`${id}-date`} className="block text-sm font-semibold text-slate-800">
          Morning you woke up
        </label>
        <input id={`${id}-date`} type="date" value={wakeDate} max={today} min={addDays(today, -89)} onChange={(e) => {
            setWakeDate(e.target.value || today)
            if (error === SLEEP_MESSAGES.wakeInFuture) setError(null)
          }}
          {...invalidIf(shownError === SLEEP_MESSAGES.wakeInFuture)}
          className={`mt-1 ${field}`}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-bed`} className="block text-sm font-semibold text-slate-800">
            Bedtime
          </label>
          <input id={`${id}-bed`} type="time" value={bedtime} onChange={(e) => setBedtime(e.target.value)} {...invalidIf(missingTimes && !bedtime)} className={`mt-1 ${field}`} required />
        </div>
        <div>
          <label htmlFor={`${id}-wake`} className="block text-sm font-semibold text-slate-800">
            Wake time
          </label>
          <input
            id={`${id}-wake`}
            type="time"
            value={wakeTime}
            onChange={(e) => {
              setWakeTime(e.target.value)
              if (error === SLEEP_MESSAGES.wakeInFuture) setError(null)
            }}
            {...invalidIf((missingTimes && !wakeTime) || shownError === SLEEP_MESSAGES.wakeInFuture)}
            className={`mt-1 ${field}`}
            required
          />
        </div>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="sleep-duration">
        {hours !== null
          ? `${formatHours(hours)} of sleep${nextDay ? ' (bedtime the evening before)' : ''}`
          : 'Enter your bedtime and wake time to see how long you slept.'}
      </p>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <label htmlFor={`${id}-quality`} className="text-sm font-semibold text-slate-800">
            Sleep quality
          </label>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800" data-testid="sleep-quality-value">
            {quality}/10
          </span>
        </div>
        <input
          id={`${id}-quality`}
          type="range"
          min={SLEEP_QUALITY_MIN}
          max={SLEEP_QUALITY_MAX}
          step={1}
          value={quality}
          onChange={(e) => setQuality(Number(e.target.value))}
          aria-valuetext={`${quality} out of 10`}
          aria-describedby={`${id}-quality-hint`}
          className="range"
          style={
            {
              '--range-fill': `${((quality - SLEEP_QUALITY_MIN) / (SLEEP_QUALITY_MAX - SLEEP_QUALITY_MIN)) * 100}%`,
              '--range-colour': '#6b21a8',
            } as CSSProperties
          }
        />
        <p id={`${id}-quality-hint`} className="text-xs text-slate-600">
          1 is very poor, 10 is excellent
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className="block text-sm font-semibold text-slate-800">
          Notes (optional)
        </label>
        <textarea id={`${id}-notes`} value={notes} maxLength={1000} rows={2} onChange={(e) => setNotes(e.target.value)} aria-describedby={`${id}-notes-hint`} className={`mt-1 ${field}`} />
        <p id={`${id}-notes-hint`} className="text-xs text-slate-600">
          Notes stay on this device only; they are not sent or saved to your account.
        </p>
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {shownError}
        </p>
      ) : null}
      <DialogFormActions onClose={onClose} submitting={submitting} label="Save sleep log" />
    </form>
  )
}
