import { useCallback, useEffect, useRef, useState } from 'react'

import { Button } from '~/components/ui/Button'
import { formatDay, isCalendarDate } from '~/domain/checkins'
import type { CheckinInput } from '~/domain/checkins/schemas'
import { CHECKIN_RATING_MAX, CHECKIN_RATING_MIN, JOURNAL_MAX_LENGTH } from '~/domain/constants'
import { OFFLINE_LOW_MOOD_MAX, OFFLINE_MESSAGES } from '~/domain/phone-app/offline'
import { offlineBleedingChange } from '~/domain/phone-app/outbox'
import { BLEEDING_FLOWS, type BleedingFlow } from '~/domain/treatments/options'
import { canKeepCheckins, dropCheckin, keepCheckin, replaceSaved, seemsOffline, waitingCheckins, type SavedCheckin, type WaitingCheckin } from '~/lib/checkin-outbox.client'

const KEPT_EVENT = 'liberate:checkin-kept'

/**
 * With no signal, the check-in form's submit keeps the check-in on this phone
 * instead (docs/features/phone-app.md). Returns true when it took the submit
 * (the form must not post). Her journal is committed to IndexedDB before she
 * is told it is saved.
 */
export function useOfflineCheckin(customer: string, shownBleeding: BleedingFlow | null, shownCheckin: { updated_at: string } | null) {
  const [problem, setProblem] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const [low, setLow] = useState(false)
  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      if (!seemsOffline() || !canKeepCheckins()) return
      event.preventDefault()
      const form = new FormData(event.currentTarget)
      const checkin = readCheckin(form)
      if (typeof checkin === 'string') {
        setProblem(checkin)
        return
      }
      setProblem(null)
      setSaved(false)
      const flow = form.get('bleeding_flow')
      const chosen = BLEEDING_FLOWS.find((f) => f === flow) ?? null
      const bleeding = offlineBleedingChange(shownBleeding, chosen)
      const zone = form.get('time_zone')
      keepCheckin({
        customer,
        checkin,
        ...(bleeding === undefined ? {} : { bleeding }),
        time_zone: typeof zone === 'string' && zone ? zone : null,
        // Only the saved check-in she sees on the form may be replaced; any other makes the server ask her.
        replaces: shownCheckin?.updated_at ?? null,
      })
        .then(() => {
          setSaved(true)
          setLow(checkin.mood <= OFFLINE_LOW_MOOD_MAX)
          window.dispatchEvent(new Event(KEPT_EVENT))
        })
        .catch(() => setProblem(OFFLINE_MESSAGES.checkinNotSaved))
    },
    [customer, shownBleeding, shownCheckin],
  )
  // Beside the button she pressed: what happened to her check-in.
  const message = problem ? (
    <p role="alert" className="text-sm font-semibold text-red-800">
      {problem}
    </p>
  ) : saved ? (
    <div className="space-y-2">
      <p role="status" data-testid="offline-checkin-saved" className="rounded-xl bg-sage-50 p-3 text-sm font-semibold text-sage-800 ring-1 ring-sage-200">
        {OFFLINE_MESSAGES.checkinSaved}
      </p>
      {low ? (
        <p data-testid="offline-checkin-support" className="text-sm text-slate-700">
          {OFFLINE_MESSAGES.lowCheckinSupport}{' '}
          <a href="/support" className="font-semibold text-brand-800 underline underline-offset-2">
            {OFFLINE_MESSAGES.lowCheckinSupportLink}
          </a>
        </p>
      ) : null}
    </div>
  ) : null
  return { onSubmit, message }
}

/**
 * The check-in for `date` still waiting on this phone, if there is one: the
 * form starts from it rather than from the page (which, opened with no
 * signal, is the phone's older copy), so saving the day again keeps what she
 * wrote offline instead of replacing it with the old values. Applied once,
 * and never over what she has started to change.
 */
export function useKeptCheckin(customer: string, date: string, apply: (entry: WaitingCheckin) => void) {
  const edited = useRef(false)
  const latest = useRef(apply)
  latest.current = apply
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return
    let live = true
    waitingCheckins(customer)
      .then((all) => {
        const entry = all.find((e) => e.checkin.date === date && !e.error && !e.conflict)
        if (live && entry && !edited.current) latest.current(entry)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [customer, date])
  /** Call when she changes the form: a late read never overwrites her. */
  return useCallback(() => {
    edited.current = true
  }, [])
}

/**
 * The form as the check-in the server takes, or what is wrong. The slider and
 * date picker only give good values; the server checks it all again when it
 * arrives (a refusal is kept with its reason). Kept free of zod, which this
 * page's bundle does not carry.
 */
function readCheckin(form: FormData): CheckinInput | string {
  const date = String(form.get('date') ?? '')
  if (!isCalendarDate(date)) return 'Choose the day of your check-in.'
  const rating = (name: string) => Number(form.get(name))
  const ratings = { energy_level: rating('energy_level'), sleep_quality: rating('sleep_quality'), stress_level: rating('stress_level'), mood: rating('mood') }
  if (Object.values(ratings).some((v) => !Number.isInteger(v) || v < CHECKIN_RATING_MIN || v > CHECKIN_RATING_MAX)) {
    return `Each rating is a whole number from ${CHECKIN_RATING_MIN} to ${CHECKIN_RATING_MAX}.`
  }
  const journal = String(form.get('journal_entry') ?? '').trim()
  if (journal.length > JOURNAL_MAX_LENGTH) return `Your journal can be at most ${JOURNAL_MAX_LENGTH} characters.`
  return { date, ...ratings, journal_entry: journal || null }
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
        entry.conflict ? (
          <DayTaken key={entry.key} entry={entry} saved={entry.conflict} onDone={load} />
        ) : entry.error ? (
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

function CheckinSummary({ title, checkin }: { title: string; checkin: CheckinInput }) {
  return (
    <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-slate-700">
        Energy {checkin.energy_level}, sleep {checkin.sleep_quality}, stress {checkin.stress_level}, mood {checkin.mood}
      </p>
      <p className="mt-1 whitespace-pre-wrap text-slate-700">{checkin.journal_entry ? `Journal: ${checkin.journal_entry}` : 'No journal.'}</p>
    </div>
  )
}

/** A check-in kept on the phone for a day that has a saved one she had not seen: both shown, nothing replaced until she chooses. */
function DayTaken({ entry, saved, onDone }: { entry: WaitingCheckin; saved: SavedCheckin; onDone: () => void }) {
  const [problem, setProblem] = useState<string | null>(null)
  const act = (work: Promise<void>) =>
    void work.then(onDone, () => setProblem('That did not work. Both check-ins are still kept: please try again.'))
  const headingId = `day-taken-${entry.checkin.date}`
  return (
    <div role="group" aria-labelledby={headingId} data-testid="offline-checkin-conflict" className="rounded-xl bg-amber-50 p-4 text-sm text-slate-900 ring-1 ring-amber-300">
      <h2 id={headingId} className="text-base font-semibold">
        {OFFLINE_MESSAGES.conflictTitle}: {formatDay(entry.checkin.date)}
      </h2>
      <p className="mt-1">{OFFLINE_MESSAGES.conflictBody}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <CheckinSummary title="Saved check-in" checkin={saved} />
        <CheckinSummary title="Saved on this phone" checkin={entry.checkin} />
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => act(dropCheckin(entry.key))}>
          {OFFLINE_MESSAGES.keepSaved}
        </Button>
        <Button variant="secondary" onClick={() => act(replaceSaved(entry))}>
          {OFFLINE_MESSAGES.keepPhone}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
