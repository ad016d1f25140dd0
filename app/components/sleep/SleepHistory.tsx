import { EmptyState } from '~/components/ui/EmptyState'
import { formatDay } from '~/domain/checkins'
import { IMPORT_SOURCE_NAMES } from '~/domain/sleep/import/nights'
import { formatHours, SLEEP_LABEL_TEXT, type Night, type SleepLabel } from '~/domain/sleep/rules'

export const LABEL_STYLES: Record<SleepLabel, string> = {
  good: 'bg-green-100 text-green-800',
  fair: 'bg-amber-100 text-amber-900',
  poor: 'bg-red-100 text-red-800',
}

/** Doc 2 §2, §9: the last 14 days' nights with each night's label; notes from this device. */
export function SleepHistory({ nights, notes }: { nights: Night[]; notes: Record<string, string> }) {
  if (nights.length === 0) {
    return (
      <EmptyState art="emptyChart" title="No nights logged yet">
        Use Log Sleep to add last night, or import the nights your watch recorded. Your last 14 nights appear here, each labelled good, fair or poor.
      </EmptyState>
    )
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="sleep-history">
      {nights.map((n) => (
        <li key={n.night} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="sleep-night">
          <div>
            <p className="font-medium text-slate-900">Night before {formatDay(n.night)}</p>
            <p className="text-xs text-slate-600" data-testid="sleep-source">
              {n.source === 'manual' ? 'Logged by you' : `From ${IMPORT_SOURCE_NAMES[n.source]}`}
            </p>
            {notes[n.night] ? (
              <p className="mt-0.5 text-sm text-slate-600">
                {notes[n.night]} <span className="text-xs text-slate-500">(note on this device)</span>
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {n.hours !== null ? <span className="font-semibold text-slate-900">{formatHours(n.hours)}</span> : <span className="text-slate-600">hours not logged</span>}
            {n.quality !== null ? <span className="text-slate-700">quality {n.quality}/10</span> : null}
            {n.label ? (
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${LABEL_STYLES[n.label]}`} data-testid="sleep-label">
                {SLEEP_LABEL_TEXT[n.label]}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
