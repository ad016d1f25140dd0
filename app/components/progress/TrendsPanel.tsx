import { CheckinRatings } from '~/components/checkin/CheckinRatings'
import { EmptyState } from '~/components/ui/EmptyState'
import { journalExcerpt, progressPageAverage, RATING_FIELDS, RATING_LABELS, type CheckinEntry } from '~/domain/checkins'
import type { RatingAverages } from '~/domain/progress'

import { SERIES_COLOUR } from '~/domain/chart-series'
import { WellnessChart } from './WellnessChart'

type Entry = CheckinEntry & { id: string }

/** Wellness Trends: 7-day averages with bars, the 30-day chart and the 10 most recent check-ins. */
export function TrendsPanel({ averages, window, recent, today }: { averages: RatingAverages | null; window: CheckinEntry[]; recent: Entry[]; today: string }) {
  if (!averages) {
    return (
      <EmptyState art="emptyChart" title="Your trends start here" className="card">
        Complete your first check-in to see your trends.
      </EmptyState>
    )
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="averages" className="card p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h3 id="averages" className="text-lg font-bold">
            7-Day Averages
          </h3>
          <p className="text-sm text-slate-600">From your most recent 7 check-ins.</p>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-5 lg:grid-cols-4">
          {RATING_FIELDS.map((field) => (
            <div key={field} className="flex flex-col">
              {/* The bar under the label only draws the number above it; a list's group holds terms and details only. */}
              <dt className="text-sm font-medium text-slate-700">
                {RATING_LABELS[field]}
                <span className="mt-2 block h-2 rounded-full bg-slate-100" aria-hidden="true">
                  <span className="block h-2 rounded-full" style={{ width: `${averages[field] * 10}%`, background: SERIES_COLOUR[field] }} />
                </span>
              </dt>
              <dd className="order-first font-display text-3xl font-semibold tabular-nums text-slate-900" data-testid={`average-${field}`}>
                {averages[field]}/10
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-label="Chart" className="card p-4 sm:p-6">
        <WellnessChart checkins={window} today={today} />
      </section>

      <section aria-labelledby="recent-10">
        <h3 id="recent-10" className="text-lg font-bold">
          Recent Check-ins
        </h3>
        <ul className="card mt-3 divide-y divide-slate-100">
          {recent.map((c) => (
            <li key={c.id} className="p-4">
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
