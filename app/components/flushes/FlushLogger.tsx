import { useEffect, useRef, useState } from 'react'

import { fieldClass } from '~/components/treatments/TreatmentDialogs'
import { Button } from '~/components/ui/Button'
import {
  FLUSH_SEVERITIES,
  FLUSH_SEVERITY_LABELS,
  FLUSH_SEVERITY_MEANINGS,
  FLUSH_TRIGGER_LABELS,
  FLUSH_TRIGGERS,
  FLUSH_UNDO_MS,
  NIGHT_SWEATS_MORNING_MAX,
  type FlushKind,
  type FlushSeverity,
  type FlushTrigger,
} from '~/domain/flushes/options'
import { DEFAULT_TIME_ZONE, instantAt, isTimeZone } from '~/domain/time-zone'
import { dropFlush, keepFlush, sendFlush, sendWaitingFlushes, waitingFlushes, type WaitingFlush } from '~/lib/flush-outbox.client'

/** One tap's outcome, kept for Undo. */
interface Logged {
  entries: WaitingFlush[]
  /** Server ids of those that reached it. */
  ids: string[]
  at: number
  words: string
}

function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE
}

function newId(): string {
  return crypto.randomUUID()
}

const SEVERITY_STYLES: Record<FlushSeverity, string> = {
  mild: 'border-amber-300 bg-amber-50 hover:bg-amber-100',
  moderate: 'border-orange-400 bg-orange-50 hover:bg-orange-100',
  severe: 'border-rose-500 bg-rose-50 hover:bg-rose-100',
}

/**
 * The diary's one tap: three large buttons, the time now unless she changes
 * it, optional triggers, "night sweat" for one that woke her, and the
 * morning's "How many night sweats woke you?". Kept on the phone first and
 * sent once (app/lib/flush-outbox.client.ts); Undo for a minute.
 */
export function FlushLogger({ customer, onSaved }: { customer: string; onSaved: () => void }) {
  const [triggers, setTriggers] = useState<FlushTrigger[]>([])
  const [nightSweat, setNightSweat] = useState(false)
  const [when, setWhen] = useState('')
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const [last, setLast] = useState<Logged | null>(null)
  const [waiting, setWaiting] = useState(0)
  const [sweats, setSweats] = useState('1')
  const [sweatSeverity, setSweatSeverity] = useState<FlushSeverity | ''>('')
  const undoTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // The page's refresh changes with each refresh; what is waiting is sent on opening and on the signal's return only.
  const saved = useRef(onSaved)
  saved.current = onSaved

  useEffect(() => {
    let stopped = false
    const flushWaiting = async () => {
      if (waitingFlushes(customer).length === 0) return
      const { sent, refused } = await sendWaitingFlushes(customer)
      if (stopped) return
      setWaiting(waitingFlushes(customer).length)
      if (sent > 0) {
        setStatus(`${sent === 1 ? 'One entry' : `${sent} entries`} kept on this phone ${sent === 1 ? 'has' : 'have'} been saved.`)
        saved.current()
      }
      if (refused.length > 0) setError(`An entry kept on this phone could not be saved: ${refused[0]}`)
    }
    setWaiting(waitingFlushes(customer).length)
    void flushWaiting()
    window.addEventListener('online', flushWaiting)
    return () => {
      stopped = true
      window.removeEventListener('online', flushWaiting)
    }
  }, [customer])

  useEffect(() => () => undoTimer.current ? clearTimeout(undoTimer.current) : undefined, [])

  function occurredAt(zone: string): string | null {
    if (!when) return new Date().toISOString()
    const [date, time] = when.split('T')
    if (!date || !time) return null
    const at = instantAt(date, time.slice(0, 5), zone)
    return Number.isNaN(at.getTime()) ? null : at.toISOString()
  }

  async function log(severity: FlushSeverity, kind: FlushKind, count = 1) {
    setError('')
    const zone = browserZone()
    const at = occurredAt(zone)
    if (!at) {
      setError('Please give the time as a date and time, or clear it for now.')
      return
    }
    if (Date.parse(at) > Date.now() + 60_000) {
      setError('That time is in the future. Please pick a time that has passed, or clear it for now.')
      return
    }
    const entries: WaitingFlush[] = Array.from({ length: count }, () => ({
      client_id: newId(),
      occurred_at: at,
      severity,
      kind,
      triggers: kind === 'flush' || count === 1 ? triggers : [],
      time_zone: zone,
    }))
    for (const entry of entries) keepFlush(customer, entry)
    const ids: string[] = []
    let offline = false
    for (const entry of entries) {
      const result = await sendFlush(entry)
      if (result.ok) {
        dropFlush(customer, entry.client_id)
        ids.push(result.id)
      } else if (result.retry) {
        offline = true
      } else {
        dropFlush(customer, entry.client_id)
        setError(result.detail)
        setWaiting(waitingFlushes(customer).length)
        return
      }
    }
    setWaiting(waitingFlushes(customer).length)
    const what = kind === 'night_sweat' ? (count === 1 ? 'night sweat' : `${count} night sweats`) : 'hot flush'
    const words = `${FLUSH_SEVERITY_LABELS[severity]} ${what} logged${
      offline ? ' on this phone: it will be sent when the signal is back' : ''
    }.`
    setStatus(words)
    setLast({ entries, ids, at: Date.now(), words })
    if (undoTimer.current) clearTimeout(undoTimer.current)
    undoTimer.current = setTimeout(() => setLast(null), FLUSH_UNDO_MS)
    setWhen('')
    setTriggers([])
    setNightSweat(false)
    if (ids.length) onSaved()
  }

  async function undo() {
    if (!last) return
    for (const entry of last.entries) dropFlush(customer, entry.client_id)
    for (const id of last.ids) {
      const response = await fetch(`/api/flushes/${id}`, {
        method: 'DELETE',
        credentials: 'same-origin',
      }).catch(() => null)
      if (!response || (response.status !== 204 && response.status !== 404)) {
        setError('Undo needs a signal for an entry already sent. Please try again in a moment.')
        return
      }
    }
    setLast(null)
    setWaiting(waitingFlushes(customer).length)
    setStatus('Undone: that entry is gone.')
    onSaved()
  }

  const toggle = (t: FlushTrigger) => setTriggers((list) => (list.includes(t) ? list.filter((x) => x !== t) : [...list, t]))

  return (
    <div className="space-y-6">
      <section aria-labelledby="log-now" className="card space-y-4 p-4 sm:p-6">
        <h2 id="log-now" className="text-2xl text-slate-900">
          {nightSweat ? 'How bad was the night sweat?' : 'How bad is it?'}
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {FLUSH_SEVERITIES.map((severity) => (
            <button
              key={severity}
              type="button"
              onClick={() => void log(severity, nightSweat ? 'night_sweat' : 'flush')}
              className={`min-h-24 rounded-2xl border-2 p-4 text-left text-slate-900 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${SEVERITY_STYLES[severity]}`}
              data-testid={`log-${severity}`}
            >
              <span className="block text-2xl font-bold">{FLUSH_SEVERITY_LABELS[severity]}</span>
              <span className="mt-1 block text-base text-slate-700">{FLUSH_SEVERITY_MEANINGS[severity]}</span>
            </button>
          ))}
        </div>

        <div aria-live="polite" className="min-h-6" data-testid="flush-status">
          {status ? <p className="font-semibold text-slate-900">{status}</p> : null}
          {waiting > 0 ? (
            <p className="text-sm text-slate-700">
              {waiting === 1 ? 'One entry is' : `${waiting} entries are`} waiting on this phone for a signal.
            </p>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="rounded-lg bg-rose-50 p-3 font-semibold text-rose-900">
            {error}
          </p>
        ) : null}
        {last ? (
          <Button variant="secondary" onClick={() => void undo()} data-testid="flush-undo">
            Undo
          </Button>
        ) : null}

        <details className="rounded-xl border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold text-slate-900">Not now, a night sweat, or what set it off?</summary>
          <div className="mt-3 space-y-4">
            <label className="flex items-center gap-3 text-slate-900">
              <input type="checkbox" className="h-6 w-6" checked={nightSweat} onChange={(e) => setNightSweat(e.target.checked)} />
              This was a night sweat (it woke me)
            </label>
            <div>
              <label htmlFor="flush-when" className="block font-semibold text-slate-900">
                When (leave empty for now)
              </label>
              <input id="flush-when" type="datetime-local" className={fieldClass} value={when} onChange={(e) => setWhen(e.target.value)} />
            </div>
            <fieldset>
              <legend className="font-semibold text-slate-900">What may have set it off? (optional)</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {FLUSH_TRIGGERS.map((t) => (
                  <label
                    key={t}
                    className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 ${
                      triggers.includes(t) ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
                    }`}
                  >
                    <input type="checkbox" checked={triggers.includes(t)} onChange={() => toggle(t)} />
                    {FLUSH_TRIGGER_LABELS[t]}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </details>
      </section>

      <section aria-labelledby="morning" className="card space-y-3 p-4 sm:p-6">
        <h2 id="morning" className="text-xl text-slate-900">
          This morning
        </h2>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            const count = Number(sweats)
            if (!sweatSeverity) return setError('Please choose how bad the night sweats were.')
            if (!Number.isInteger(count) || count < 1 || count > NIGHT_SWEATS_MORNING_MAX)
              return setError(`Please give a number from 1 to ${NIGHT_SWEATS_MORNING_MAX}.`)
            void log(sweatSeverity, 'night_sweat', count)
          }}
        >
          <div>
            <label htmlFor="sweat-count" className="block font-semibold text-slate-900">
              How many night sweats woke you?
            </label>
            <input
              id="sweat-count"
              type="number"
              inputMode="numeric"
              min={1}
              max={NIGHT_SWEATS_MORNING_MAX}
              className={`${fieldClass} w-28`}
              value={sweats}
              onChange={(e) => setSweats(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="sweat-severity" className="block font-semibold text-slate-900">
              How bad, mostly?
            </label>
            <select
              id="sweat-severity"
              className={fieldClass}
              value={sweatSeverity}
              onChange={(e) => setSweatSeverity(e.target.value as FlushSeverity | '')}
            >
              <option value="">Choose…</option>
              {FLUSH_SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {FLUSH_SEVERITY_LABELS[s]}: {FLUSH_SEVERITY_MEANINGS[s].toLowerCase()}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary">
            Log night sweats
          </Button>
        </form>
      </section>
    </div>
  )
}
