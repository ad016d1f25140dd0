import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '~/components/ui/Button'
import { Dialog, DialogHeader } from '~/components/ui/Dialog'
import { formatDay } from '~/domain/checkins'
import { IMPORT_NIGHTS_MAX, IMPORT_SOURCE_NAMES, IMPORT_SOURCES, type ImportSource, type ImportSummary } from '~/domain/sleep/import/nights'
import { countOf } from '~/domain/plural'
import type { WorkerMessage } from './import-sleep.worker'

/** How she gets the file out of each device's app, and which file to choose. */
const HOW_TO: Record<ImportSource, { accept: string; steps: string }> = {
  apple_health: {
    accept: '.zip,.xml',
    steps: 'On your iPhone open Health, tap your picture, then Export All Health Data. Save the export.zip to Files and choose it here (or the export.xml inside it).',
  },
  fitbit: {
    accept: '.zip,.json',
    steps: 'At takeout.google.com choose Fitbit and download the archive. Choose the zip here, or one sleep-YYYY-MM-DD.json file from its Sleep folder.',
  },
  oura: {
    accept: '.csv',
    steps: 'In the Oura app or on membership.ouraring.com, go to Data export and download your data. Choose the sleepmodel.csv file.',
  },
  garmin: {
    accept: '.zip,.json',
    steps: 'In Garmin Connect (web) open Account settings, then Data management, Export your data. Choose the zip, or a …_sleepData.json file from DI_CONNECT/DI-Connect-Wellness.',
  },
}

type Stage =
  | { kind: 'choose'; error?: string }
  | { kind: 'reading'; fraction: number }
  | { kind: 'summary'; summary: ImportSummary }
  | { kind: 'sending'; summary: ImportSummary; sent: number }
  | { kind: 'done'; imported: number; updated: number; unchanged: number }

const NOT_SAVED = 'Your nights could not be saved. Please check your connection and try again.'

/** A refusal from the server, already in her words. */
class Refused extends Error {}

/** What she reads when the server refuses a part of her nights: what happened and what to do. */
function refusal(status: number, detail: string | undefined): string {
  if (status === 401) return 'You are no longer signed in, so your nights could not be saved. Sign in again, then import the file again.'
  // Sleep tracking is Liberate+: the specification's own message.
  if (status === 403 && detail) return detail
  if (status === 400) return `A night in this file could not be saved${detail ? ` (${detail})` : ''}.`
  return NOT_SAVED
}

function herTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/London'
}

/**
 * "Import from a file": she picks her device and its export file; it is
 * read here, in a worker; she sees the nights found and confirms before
 * only the nightly figures are sent. The file never leaves her device.
 */
export function ImportSleepDialog({ open, today, onClose, onImported }: { open: boolean; today: string; onClose: () => void; onImported: () => void }) {
  const titleId = useId()
  const fileId = useId()
  const [source, setSource] = useState<ImportSource>('apple_health')
  const [stage, setStage] = useState<Stage>({ kind: 'choose' })
  const worker = useRef<Worker | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const stopWorker = () => {
    worker.current?.terminate()
    worker.current = null
  }
  useEffect(() => stopWorker, [])
  useEffect(() => {
    if (!open) {
      stopWorker()
      setStage({ kind: 'choose' })
    }
  }, [open])

  // Each step takes the focus to what it shows (the part she chose from has gone), so a screen reader reads it and Tab goes on from there.
  useEffect(() => {
    if (open) box.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus()
  }, [open, stage.kind])

  const read = (file: File) => {
    stopWorker()
    setStage({ kind: 'reading', fraction: 0 })
    const w = new Worker(new URL('./import-sleep.worker.ts', import.meta.url), { type: 'module' })
    worker.current = w
    w.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data
      if (message.type === 'progress') setStage({ kind: 'reading', fraction: message.fraction })
      else {
        stopWorker()
        setStage(message.type === 'done' ? { kind: 'summary', summary: message.summary } : { kind: 'choose', error: message.message })
      }
    }
    w.onerror = () => {
      stopWorker()
      setStage({ kind: 'choose', error: 'This file could not be read.' })
    }
    w.postMessage({ file, source, timeZone: herTimeZone(), today })
  }

  const send = async (summary: ImportSummary) => {
    const totals = { imported: 0, updated: 0, unchanged: 0 }
    for (let i = 0; i < summary.nights.length; i += IMPORT_NIGHTS_MAX) {
      setStage({ kind: 'sending', summary, sent: i })
      try {
        const response = await fetch('/api/wearable-data/import', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ source: summary.source, nights: summary.nights.slice(i, i + IMPORT_NIGHTS_MAX) }),
        })
        const body = (await response.json().catch(() => ({}))) as Partial<typeof totals> & { detail?: string }
        if (!response.ok) throw new Refused(refusal(response.status, body.detail))
        totals.imported += body.imported ?? 0
        totals.updated += body.updated ?? 0
        totals.unchanged += body.unchanged ?? 0
      } catch (error) {
        const saved = i ? ` The first ${countOf(i, 'night')} were saved; import the file again to finish.` : ''
        // A refusal says why; anything else (no connection) is the plain message, never the browser's own words.
        setStage({ kind: 'choose', error: `${error instanceof Refused ? error.message : NOT_SAVED}${saved}` })
        if (i) onImported()
        return
      }
    }
    setStage({ kind: 'done', ...totals })
    onImported()
  }

  // Reading can be stopped (nothing has been sent); saving runs to its end, so she learns what was saved.
  const saving = stage.kind === 'sending'
  const close = saving ? () => undefined : onClose
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} className="w-full max-w-lg rounded-2xl p-0 shadow-xl">
      <div ref={box} className="space-y-4 p-6" data-testid="import-sleep">
        <DialogHeader titleId={titleId} title="Import from a file" onClose={close} />
        <p className="text-slate-700">
          Bring in the nights your watch or ring already recorded. The file is read on this device and stays here: only each night’s bedtime, wake
          time and minutes asleep (with its stages, if recorded) are sent.
        </p>

        {stage.kind === 'choose' ? (
          <>
            <fieldset>
              <legend className="mb-2 font-semibold text-slate-900">Your device</legend>
              <div className="grid grid-cols-2 gap-2">
                {IMPORT_SOURCES.map((s) => (
                  <label key={s} className="flex cursor-pointer items-center gap-2 rounded-xl p-3 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
                    <input type="radio" name="import-source" value={s} checked={source === s} onChange={() => setSource(s)} />
                    <span className="font-medium text-slate-900">{IMPORT_SOURCE_NAMES[s]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200" data-testid="import-how-to">
              {HOW_TO[source].steps}
            </p>
            <div>
              <label htmlFor={fileId} className="mb-1 block font-semibold text-slate-900">
                {IMPORT_SOURCE_NAMES[source]} export file
              </label>
              <input
                id={fileId}
                type="file"
                accept={HOW_TO[source].accept}
                aria-describedby={stage.error ? `${fileId}-error` : undefined}
                data-step-focus={stage.error ? true : undefined}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-semibold"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0]
                  if (file) read(file)
                  event.currentTarget.value = ''
                }}
              />
            </div>
            {stage.error ? (
              <p id={`${fileId}-error`} role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
                {stage.error}
              </p>
            ) : null}
          </>
        ) : null}

        {stage.kind === 'reading' ? (
          <div aria-live="polite" tabIndex={-1} data-step-focus className="focus:outline-none">
            <label className="mb-1 block font-semibold text-slate-900" htmlFor={`${fileId}-progress`}>
              Reading your file… {Math.round(stage.fraction * 100)}%
            </label>
            <progress id={`${fileId}-progress`} className="h-3 w-full overflow-hidden rounded-full accent-brand-600 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600" max={1} value={stage.fraction} />
          </div>
        ) : null}

        {stage.kind === 'summary' || stage.kind === 'sending' ? <Summary summary={stage.summary} confirmed={stage.kind === 'sending'} /> : null}
        {stage.kind === 'sending' ? (
          <p aria-live="polite" tabIndex={-1} data-step-focus className="text-slate-700 focus:outline-none">
            Saving your nights… {stage.sent} of {stage.summary.nights.length}
          </p>
        ) : null}

        {stage.kind === 'done' ? (
          <p
            role="status"
            tabIndex={-1}
            data-step-focus
            className="rounded-xl bg-green-50 p-3 text-green-900 ring-1 ring-green-200 focus:outline-none"
            data-testid="import-result"
          >
            {countOf(stage.imported, 'night')} added, {stage.updated} updated, {stage.unchanged} already here. Where you logged a night yourself, your own entry still
            counts.
          </p>
        ) : null}

        <div className="flex flex-wrap justify-end gap-3">
          {stage.kind === 'summary' && stage.summary.nights.length > 0 ? (
            <>
              <Button variant="secondary" onClick={() => setStage({ kind: 'choose' })}>
                Choose another file
              </Button>
              <Button onClick={() => void send(stage.summary)}>Import {countOf(stage.summary.nights.length, 'night')}</Button>
            </>
          ) : stage.kind === 'summary' ? (
            <Button variant="secondary" onClick={() => setStage({ kind: 'choose' })}>
              Choose another file
            </Button>
          ) : (
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              {stage.kind === 'done' ? 'Done' : 'Cancel'}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  )
}

function Summary({ summary, confirmed }: { summary: ImportSummary; confirmed: boolean }) {
  if (summary.nights.length === 0 || !summary.first || !summary.last) {
    return (
      <p
        role="alert"
        tabIndex={-1}
        data-step-focus
        className="rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200 focus:outline-none"
        data-testid="import-summary"
      >
        No nights of sleep were found in this {IMPORT_SOURCE_NAMES[summary.source]} file. Check it is the file named above.
      </p>
    )
  }
  return (
    <div
      tabIndex={-1}
      data-step-focus={confirmed ? undefined : true}
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 focus:outline-none"
      data-testid="import-summary"
    >
      <p className="font-semibold text-slate-900">
        {countOf(summary.nights.length, 'night')} from {IMPORT_SOURCE_NAMES[summary.source]}
      </p>
      <p className="text-slate-700">
        {summary.first === summary.last ? `Night before ${formatDay(summary.first)}` : `Nights before ${formatDay(summary.first)} to ${formatDay(summary.last)}`}
      </p>
      {summary.skipped ? (
        <p className="mt-1 text-sm text-slate-600">{countOf(summary.skipped, 'record')} left out: naps, deleted or empty nights, and nights counted twice.</p>
      ) : null}
      {confirmed ? null : <p className="mt-2 text-sm text-slate-600">Nothing is sent until you confirm.</p>}
    </div>
  )
}
