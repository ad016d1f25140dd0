import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'

import { useLocalToday } from '~/components/checkin/local-date'
import { PremiumUpsell } from '~/components/PremiumUpsell'
import { ConnectHealthAppsDialog } from '~/components/sleep/ConnectHealthAppsDialog'
import { readSleepNotes, saveSleepNote } from '~/components/sleep/device-notes'
import { ImportSleepDialog } from '~/components/sleep/ImportSleepDialog'
import { LogSleepDialog, type SleepEntry } from '~/components/sleep/LogSleepDialog'
import { SleepAnalyticsPanel } from '~/components/sleep/SleepAnalyticsPanel'
import { SleepDayRelationCard } from '~/components/sleep/SleepDayRelationCard'
import { SleepHistory } from '~/components/sleep/SleepHistory'
import { useSettledToast, useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { formatDay, utcDateString } from '~/domain/checkins'
import { PREMIUM_FEATURES } from '~/domain/entitlements'
import { sleepDayRelation } from '~/domain/sleep/next-day'
import { historyNights, nightsFrom, sleepAnalytics, sleepLoggedMessage, SLEEP_MESSAGES, type SleepRecord } from '~/domain/sleep/rules'
import { sleepLogSchema, wearableInputSchema } from '~/lib/form-schemas.server'
import type { ActionFailure } from '~/lib/errors'
import { pageAction, parseWith, readJson } from '~/lib/http.server'
import { requireCustomer } from '~/lib/session.server'
import type { PublicCheckin } from '~/services/checkins/public'
import { canUsePremium, requirePremium } from '~/services/premium.server'
import { recordSleep } from '~/services/sleep/record-sleep.server'
import { loadSleepWindow } from '~/services/sleep/sleep-window.server'
import { logError } from '~/lib/logger.server'
import { useRootData } from '~/root'

export const meta: MetaFunction = () => [{ title: 'Sleep Tracking' }]

type LoaderData =
  | { gated: true }
  | { gated: false; ok: true; today: string; records: SleepRecord[]; checkins: PublicCheckin[] }
  | { gated: false; ok: false }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  if (!canUsePremium(customer, context.env.BRAND_NAME)) return Response.json({ gated: true } satisfies LoaderData)
  const now = new Date()
  try {
    const { records, checkins } = await loadSleepWindow(context.payload, customer.id, now)
    return Response.json({ gated: false, ok: true, today: utcDateString(now), records, checkins } satisfies LoaderData)
  } catch (error) {
    logError('Sleep data could not be loaded', error)
    return Response.json({ gated: false, ok: false } satisfies LoaderData, { status: 500 })
  }
}

type ActionData = { ok: true; replaced: boolean; night: string } | ActionFailure

/** Logs one night: its hours and its quality as two wearable records (doc 2 §7); notes never arrive here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  return pageAction(SLEEP_MESSAGES.logFailed, async () => {
    requirePremium(customer, PREMIUM_FEATURES.sleepTracking, context.env.BRAND_NAME)
    const body = await readJson(request, sleepLogSchema)
    const hours = parseWith(wearableInputSchema, { data_type: 'sleep', value: body.hours, unit: 'hours', recorded_at: body.recorded_at, source: 'manual' })
    const quality = parseWith(wearableInputSchema, { data_type: 'sleep_quality', value: body.quality, unit: 'score', recorded_at: body.recorded_at, source: 'manual' })
    const savedHours = await recordSleep(context.payload, customer.id, hours)
    const savedQuality = await recordSleep(context.payload, customer.id, quality)
    return { ok: true as const, replaced: savedHours.replaced || savedQuality.replaced, night: savedHours.record.night }
  })
}

export default function SleepTrackingPage() {
  const data = useLoaderData<typeof loader>() as LoaderData
  const { brand } = useRootData()
  return (
    <div className="space-y-6" data-testid="sleep-tracking">
      <div>
        <h1 className="text-3xl font-bold">Sleep Tracking</h1>
        <p className="mt-1 text-slate-700">Log your nights, see how steady your sleep is and how it shapes your days.</p>
      </div>
      {data.gated ? (
        <PremiumUpsell
          brand={brand}
          feature="Sleep tracking"
          benefits={[
            'Log bedtime, wake time and how well you slept',
            'Weekly analytics: average hours, quality, consistency and trend',
            'See how your sleep relates to your next-day energy, mood and stress',
          ]}
        />
      ) : data.ok ? (
        <SleepTracking data={data} />
      ) : (
        <LoadFailed />
      )}
    </div>
  )
}

function LoadFailed() {
  const toast = useToast()
  useEffect(() => toast({ type: 'error', message: SLEEP_MESSAGES.loadFailed }), [toast])
  return (
    <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
      {SLEEP_MESSAGES.loadFailed}
    </p>
  )
}

function SleepTracking({ data }: { data: Extract<LoaderData, { ok: true }> }) {
  const localToday = useLocalToday()
  const today = localToday ?? data.today
  const fetcher = useFetcher<ActionData>()
  const [logOpen, setLogOpen] = useState(false)
  const [appsOpen, setAppsOpen] = useState(false)
  const [importOpen, setImportOpen] = useState(false)
  const revalidator = useRevalidator()
  const [notes, setNotes] = useState<Record<string, string>>({})
  const [pendingNote, setPendingNote] = useState<{ night: string; notes: string } | null>(null)
  useEffect(() => setNotes(readSleepNotes()), [])

  useSettledToast(fetcher, (result) =>
    result.ok
      ? { type: 'success', message: sleepLoggedMessage(result.replaced, formatDay(result.night, { weekday: true })) }
      : { type: 'error', message: SLEEP_MESSAGES.logFailed },
  )
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) {
      // The note is kept on this device only once the night itself is saved.
      if (pendingNote) setNotes(saveSleepNote(pendingNote.night, pendingNote.notes))
      setLogOpen(false)
    }
    setPendingNote(null)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data])

  const nights = nightsFrom(data.records)
  const history = historyNights(nights, today)
  const analytics = sleepAnalytics(nights, today)
  const relation = sleepDayRelation(nights, data.checkins, today)

  const submit = (entry: SleepEntry) => {
    setPendingNote({ night: entry.night, notes: entry.notes })
    // Notes are not sent (doc 2 §3).
    fetcher.submit({ hours: entry.hours, quality: entry.quality, recorded_at: entry.recorded_at }, { method: 'post', encType: 'application/json' })
  }

  return (
    <>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => setLogOpen(true)}>Log Sleep</Button>
        <Button variant="secondary" onClick={() => setAppsOpen(true)}>
          Connect Health Apps
        </Button>
        <Button variant="secondary" onClick={() => setImportOpen(true)}>
          Import from a file
        </Button>
      </div>

      <section aria-labelledby="sleep-week" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="sleep-week" className="mb-4 text-xl font-semibold">
          Your last 7 nights
        </h2>
        <SleepAnalyticsPanel analytics={analytics} nights={nights} today={today} />
      </section>

      <section aria-labelledby="sleep-days" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="sleep-days" className="mb-3 text-xl font-semibold">
          How your sleep shapes your days
        </h2>
        <SleepDayRelationCard relation={relation} />
      </section>

      <section aria-labelledby="sleep-history" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="sleep-history" className="mb-1 text-xl font-semibold">
          Sleep history
        </h2>
        <p className="mb-3 text-sm text-slate-600">The last 14 days. Good is 7 hours or more, fair 6 or more, otherwise poor.</p>
        <SleepHistory nights={history} notes={notes} />
      </section>

      <LogSleepDialog open={logOpen} today={today} submitting={fetcher.state !== 'idle'} onClose={() => setLogOpen(false)} onSubmit={submit} />
      <ConnectHealthAppsDialog open={appsOpen} onClose={() => setAppsOpen(false)} />
      <ImportSleepDialog open={importOpen} today={today} onClose={() => setImportOpen(false)} onImported={() => revalidator.revalidate()} />
    </>
  )
}
