import { useId } from 'react'

import { addDays, daysBetween, formatDay, RATING_LABELS, type CheckinEntry, type RatingField } from '~/domain/checkins'
import { chartSeries, consecutiveSegments } from '~/domain/progress'

/** Each line differs in colour and in dash pattern, so it reads without colour too. */
const LINES: { field: RatingField; colour: string; dash?: string }[] = [
  { field: 'energy_level', colour: '#b45309' },
  { field: 'sleep_quality', colour: '#1d4ed8', dash: '8 4' },
  { field: 'mood', colour: '#15803d', dash: '2 4' },
  { field: 'stress_level', colour: '#b91c1c', dash: '12 4 3 4' },
]

const WIDTH = 640
const HEIGHT = 260
const PAD = { left: 36, right: 16, top: 14, bottom: 32 }
const PLOT_W = WIDTH - PAD.left - PAD.right
const PLOT_H = HEIGHT - PAD.top - PAD.bottom

/**
 * The four ratings over the last `days` days as a hand-drawn SVG line chart,
 * with a description and the same numbers as a table for screen readers and
 * anyone who prefers to read them.
 */
export function WellnessChart({ checkins, today, days = 30 }: { checkins: readonly CheckinEntry[]; today: string; days?: number }) {
  const id = useId()
  const series = chartSeries(checkins)
  if (series.length === 0) {
    return <p className="text-slate-600">Your chart appears after your first check-in.</p>
  }
  const end = series[series.length - 1].date > today ? series[series.length - 1].date : today
  const start = addDays(end, -(days - 1))
  const x = (date: string) => PAD.left + (daysBetween(start, date) / (days - 1)) * PLOT_W
  const y = (value: number) => PAD.top + ((10 - value) / 9) * PLOT_H
  const latest = series[series.length - 1]
  const segments = consecutiveSegments(series).filter((segment) => segment.length > 1)

  return (
    <figure className="space-y-3">
      <figcaption id={`${id}-caption`} className="font-semibold text-slate-900">
        Your ratings over the last {days} days
      </figcaption>
      <ul className="flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
        {LINES.map((line) => (
          <li key={line.field} className="flex items-center gap-2">
            <svg width="28" height="8" viewBox="0 0 28 8">
              <line x1="0" y1="4" x2="28" y2="4" stroke={line.colour} strokeWidth="3" strokeDasharray={line.dash} />
            </svg>
            {RATING_LABELS[line.field]}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-caption ${id}-desc`}
        className="h-auto w-full"
        data-testid="wellness-chart"
      >
        <desc id={`${id}-desc`}>
          {`Line chart of energy, sleep, mood and stress from ${formatDay(start, { weekday: false })} to ${formatDay(end, { weekday: false })}, `}
          {`${series.length} check-in${series.length === 1 ? '' : 's'}. Latest (${formatDay(latest.date, { weekday: false })}): `}
          {`energy ${latest.energy_level}, sleep ${latest.sleep_quality}, mood ${latest.mood}, stress ${latest.stress_level} out of 10. `}
          Lines break on days without a check-in. The table below lists every value.
        </desc>
        {[1, 4, 7, 10].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#475569">
              {v}
            </text>
          </g>
        ))}
        {[start, addDays(start, Math.floor((days - 1) / 2)), end].map((d, i) => (
          <text key={d} x={x(d)} y={HEIGHT - 8} textAnchor={i === 0 ? 'start' : i === 2 ? 'end' : 'middle'} fontSize="12" fill="#475569">
            {formatDay(d, { weekday: false })}
          </text>
        ))}
        {LINES.map((line) => (
          <g key={line.field} data-series={line.field}>
            {segments.map((segment) => (
              <polyline
                key={segment[0].date}
                fill="none"
                stroke={line.colour}
                strokeWidth="2.5"
                strokeDasharray={line.dash}
                strokeLinejoin="round"
                points={segment.map((c) => `${x(c.date).toFixed(1)},${y(c[line.field]).toFixed(1)}`).join(' ')}
              />
            ))}
            {series.map((c) => (
              <circle key={c.date} cx={x(c.date)} cy={y(c[line.field])} r="3.5" fill={line.colour}>
                <title>{`${RATING_LABELS[line.field]} ${c[line.field]}/10 on ${formatDay(c.date)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          Show the chart’s numbers as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left text-slate-700">
            <caption className="sr-only">Daily ratings out of 10, oldest first</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-4">
                  Date
                </th>
                {LINES.map((line) => (
                  <th key={line.field} scope="col" className="py-1 pr-4">
                    {RATING_LABELS[line.field]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((c) => (
                <tr key={c.date} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatDay(c.date)}
                  </th>
                  {LINES.map((line) => (
                    <td key={line.field} className="py-1 pr-4">
                      {c[line.field]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
