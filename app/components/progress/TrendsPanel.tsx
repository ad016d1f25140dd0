import { CheckinRatings } from '~/components/checkin/CheckinRatings'
import { journalExcerpt, progressPageAverage, RATING_FIELDS, RATING_LABELS, type CheckinEntry } from '~/domain/checkins'
import type { RatingAverages } from '~/domain/progress'

import { WellnessChart } from './WellnessChart'

const BAR: Record<string, string> = {
  energy_level: 'bg-amber-600',
  sleep_quality: 'bg-blue-700',
  mood: 'bg-green-700',
  stress_level: 'bg-red-700',
}

type Entry = CheckinEntry & { id: string }

/** Wellness Trends: 7-day averages with bars, the 30-day chart and the 10 most recent check-ins. */
export function TrendsPanel({ averages, window, recent, today }: { averages: RatingAverages | null; window: Entry[]; recent: Entry[]; today: string }) {
  if (!averages) {
    return <p className="text-slate-700">Complete your first check-in to see your trends.</p>
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="averages">
        <h3 id="averages" className="text-lg font-bold">
          7-Day Averages
        </h3>
        <p className="text-sm text-slate-600">From your most recent 7 check-ins.</p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {RATING_FIELDS.map((field) => (
            <div key={field}>
              <div className="flex justify-between text-sm">
                <dt className="font-medium text-slate-800">{RATING_LABELS[field]}</dt>
                <dd className="font-semibold text-slate-900" data-testid={`average-${field}`}>
                  {averages[field]}/10
                </dd>
              </div>
              <div className="mt-1 h-2.5 rounded-full bg-slate-100" aria-hidden="true">
                <div className={`h-2.5 rounded-full ${BAR[field]}`} style={{ width: `${averages[field] * 10}%` }} />
              </div>
            </div>
          ))}
        </dl>
      </section>

      <section aria-label="Chart" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <WellnessChart checkins={window} today={today} />
      </section>

      <section aria-labelledby="recent-10">
        <h3 id="recent-10" className="text-lg font-bold">
          Recent Check-ins
        </h3>
        <ul className="mt-3 space-y-3">
          {recent.map((c) => (
            <li key={c.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <CheckinRatings
                checkin={c}
                extra={
                  <>
                    <p className="text-xs text-slate-600">Average score: {progressPageAverage(c)}</p>
                    {c.journal_entry ? <p className="text-sm italic text-slate-700">{journalExcerpt(c.journal_entry)}</p> : null}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
