import { useCallback, useEffect, useState } from 'react'

import { formatDay } from '~/domain/checkins'
import { checkinSchema } from '~/domain/checkins/schemas'
import { OFFLINE_MESSAGES } from '~/domain/phone-app/offline'
import { canKeepCheckins, dropCheckin, keepCheckin, waitingCheckins, type WaitingCheckin } from '~/lib/checkin-outbox.client'

const KEPT_EVENT = 'liberate:checkin-kept'

/**
 * With no signal, the check-in form's submit keeps the check-in on this phone
 * instead (docs/features/phone-app.md). Returns true when it took the submit
 * (the form must not post). Her journal is committed to IndexedDB before she
 * is told it is saved.
 */
export function useOfflineCheckin(customer: string) {
  const [problem, setProblem] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      if (navigator.onLine || !canKeepCheckins()) return
      event.preventDefault()
      const form = new FormData(event.currentTarget)
      const parsed = checkinSchema.safeParse({
        date: form.get('date'),
        energy_level: Number(form.get('energy_level')),
        sleep_quality: Number(form.get('sleep_quality')),
        stress_level: Number(form.get('stress_level')),
        mood: Number(form.get('mood')),
        journal_entry: form.get('journal_entry') ?? null,
      })
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        setProblem(`${String(issue?.path[0] ?? 'check-in').replace(/_/g, ' ')} ${issue?.message ?? 'is not valid'}`)
        return
      }
      setProblem(null)
      setSaved(false)
      const flow = form.get('bleeding_flow')
      const zone = form.get('time_zone')
      keepCheckin({
        customer,
        checkin: parsed.data,
        bleeding_flow: typeof flow === 'string' && flow ? flow : null,
        time_zone: typeof zone === 'string' && zone ? zone : null,
      })
        .then(() => {
          setSaved(true)
          window.dispatchEvent(new Event(KEPT_EVENT))
        })
        .catch(() => setProblem(OFFLINE_MESSAGES.checkinNotSaved))
    },
    [customer],
  )
  // Beside the button she pressed: what happened to her check-in.
  const message = problem ? (
    <p role="alert" className="text-sm font-semibold text-red-800">
      {problem}
    </p>
  ) : saved ? (
    <p role="status" data-testid="offline-checkin-saved" className="rounded-xl bg-sage-50 p-3 text-sm font-semibold text-sage-800 ring-1 ring-sage-200">
      {OFFLINE_MESSAGES.checkinSaved}
    </p>
  ) : null
  return { onSubmit, message }
}

/** Her check-ins waiting on this phone, each with what will happen to it. */
export function OfflineCheckins({ customer, refreshKey }: { customer: string; refreshKey?: unknown }) {
  const [waiting, setWaiting] = useState<WaitingCheckin[]>([])
  const load = useCallback(() => {
    waitingCheckins(customer)
      .then(setWaiting)
      .catch(() => setWaiting([]))
  }, [customer])
  useEffect(() => {
    load()
    window.addEventListener(KEPT_EVENT, load)
    navigator.serviceWorker?.addEventListener('message', load)
    return () => {
      window.removeEventListener(KEPT_EVENT, load)
      navigator.serviceWorker?.removeEventListener('message', load)
    }
  }, [load, refreshKey])
  if (waiting.length === 0) return null
  return (
    <section aria-label="Check-ins saved on this phone" data-testid="offline-checkins" className="space-y-2">
      {waiting.map((entry) =>
        entry.error ? (
          <div key={entry.key} className="rounded-xl bg-amber-50 p-4 text-sm text-slate-900 ring-1 ring-amber-300">
            <p className="font-semibold">
              {OFFLINE_MESSAGES.checkinRefused} {formatDay(entry.checkin.date)}: {entry.error}
            </p>
            {entry.checkin.journal_entry ? <p className="mt-2 whitespace-pre-wrap">Your journal: {entry.checkin.journal_entry}</p> : null}
            <button type="button" className="mt-2 font-semibold text-brand-800 underline underline-offset-2" onClick={() => void dropCheckin(entry.key).then(load)}>
              I have kept my words: remove it from this phone
            </button>
          </div>
        ) : (
          <div key={entry.key} className="rounded-xl bg-sage-50 p-4 text-sm text-sage-800 ring-1 ring-sage-200">
            <p className="font-semibold">{OFFLINE_MESSAGES.checkinSaved}</p>
            <p>Your check-in for {formatDay(entry.checkin.date)}.</p>
          </div>
        ),
      )}
    </section>
  )
}
