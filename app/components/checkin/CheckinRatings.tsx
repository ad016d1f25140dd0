import { formatDay, stressLabel, type CheckinEntry } from '~/domain/checkins'

const STRESS_STYLES = {
  'Low Stress': 'bg-green-100 text-green-800',
  Moderate: 'bg-amber-100 text-amber-900',
  'High Stress': 'bg-red-100 text-red-800',
} as const

export function StressBadge({ level }: { level: number }) {
  const label = stressLabel(level)
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STRESS_STYLES[label]}`}>{label}</span>
}

/** A check-in's date, its four ratings out of 10 and its stress label; `compact` keeps two columns in a narrow panel. */
export function CheckinRatings({ checkin, extra, compact = false }: { checkin: CheckinEntry; extra?: React.ReactNode; compact?: boolean }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <time dateTime={checkin.date}>{formatDay(checkin.date, { year: true })}</time>
        </p>
        <StressBadge level={checkin.stress_level} />
      </div>
      {/* Styled from the list, not term by term: pages list ten or more of these. */}
      <dl className={`grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700 [&_dd]:inline [&_dd]:font-semibold [&_dt]:inline ${compact ? '' : 'sm:grid-cols-4'}`}>
        <div>
          <dt>Energy: </dt>
          <dd>{checkin.energy_level}/10</dd>
        </div>
        <div>
          <dt>Sleep: </dt>
          <dd>{checkin.sleep_quality}/10</dd>
        </div>
        <div>
          <dt>Mood: </dt>
          <dd>{checkin.mood}/10</dd>
        </div>
        <div>
          <dt>Stress: </dt>
          <dd>{checkin.stress_level}/10</dd>
        </div>
      </dl>
      {extra}
    </div>
  )
}
