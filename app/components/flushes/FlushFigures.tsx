import { DAY_MS } from '~/domain/calendar'
import { formatDay } from '~/domain/checkins'
import { FLUSH_TRIGGER_LABELS } from '~/domain/flushes/options'
import type { FlushSummary } from '~/domain/flushes/summary'
import { changeWords, perDay, windowDays } from '~/domain/flushes/words'
import type { TreatmentMarker } from '~/domain/treatments/rules'
import { StatCard } from '~/components/ui/StatCard'

const W = 600
const H = 200
const PAD = { left: 34, right: 10, top: 12, bottom: 28 }

/** The 12-week chart of moderate-to-severe flushes a day, with her treatments' start and change dates marked. */
function FlushChart({ summary, markers }: { summary: FlushSummary; markers: TreatmentMarker[] }) {
  const weeks = summary.weeks
  const max = Math.max(1, ...weeks.map((w) => Math.max(w.moderate_severe_per_day ?? 0, w.all_per_day ?? 0)))
  const top = Math.ceil(max)
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const x = (i: number) => PAD.left + (i + 0.5) * (plotW / weeks.length)
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH
  const barW = (plotW / weeks.length) * 0.6
  const first = weeks[0]!.week_start
  const dayIndex = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS / 7
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-3xl" aria-hidden="true" focusable="false">
      {[0, top / 2, top].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#475569">
            {perDay(Math.round(v * 10) / 10)}
          </text>
        </g>
      ))}
      {weeks.map((w, i) =>
        w.moderate_severe_per_day === null ? null : (
          <rect
            key={w.week_start}
            x={x(i) - barW / 2}
            y={y(w.moderate_severe_per_day)}
            width={barW}
            height={Math.max(0, y(0) - y(w.moderate_severe_per_day))}
            fill="#be185d"
            rx="3"
          />
        ),
      )}
      {markers.map((m, i) => {
        const mx = PAD.left + dayIndex(m.date) * (plotW / weeks.length)
        return (
          <g key={`${m.date}-${i}`}>
            <line x1={mx} x2={mx} y1={PAD.top} y2={y(0)} stroke="#0f172a" strokeDasharray="4 3" />
            <text x={mx + 3} y={PAD.top + 10} fontSize="11" fill="#0f172a">
              {i + 1}
            </text>
          </g>
        )
      })}
      <text x={x(0)} y={H - 8} textAnchor="middle" fontSize="11" fill="#475569">
        {formatDay(first, { weekday: false })}
      </text>
      <text x={x(weeks.length - 1)} y={H - 8} textAnchor="middle" fontSize="11" fill="#475569">
        {formatDay(weeks.at(-1)!.week_start, { weekday: false })}
      </text>
    </svg>
  )
}

/** The diary's figures, on /flushes and /progress: this week against her first, the chart with a table for screen readers and anyone who prefers it, night sweats, triggers. */
export function FlushFigures({ summary, markers }: { summary: FlushSummary; markers: TreatmentMarker[] }) {
  const { baseline, last_7_days: last } = summary
  if (!baseline || !last) {
    return <p className="text-slate-700">Your figures appear here once you log your first hot flush or night sweat.</p>
  }
  const change = changeWords(summary.change_pct)
  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label="Moderate-to-severe a day, last 7 days"
          value={perDay(last.moderate_severe_per_day)}
          testId="flush-last-7"
          note={`All hot flushes: ${perDay(last.all_per_day)} a day`}
        />
        <StatCard
          label="Your first week"
          value={perDay(baseline.moderate_severe_per_day)}
          testId="flush-baseline"
          note={windowDays(baseline)}
        />
        <StatCard
          label="Change since your first week"
          value={summary.change_pct === null ? '–' : `${summary.change_pct > 0 ? '+' : ''}${summary.change_pct}%`}
          testId="flush-change"
          note={change ?? 'Shown once you have 14 days of diary.'}
        />
      </div>
      <p className="text-slate-800">
        Night sweats: <strong>{perDay(last.night_sweats_per_night)}</strong> a night in the last 7 days,{' '}
        {perDay(baseline.night_sweats_per_night)} in your first week.
        {summary.top_triggers.length > 0 ? (
          <>
            {' '}
            What you noted most:{' '}
            {summary.top_triggers
              .slice(0, 3)
              .map((t) => `${FLUSH_TRIGGER_LABELS[t.trigger].toLowerCase()} (${t.count})`)
              .join(', ')}
            .
          </>
        ) : null}
      </p>
      <figure className="card p-4" aria-labelledby="flush-chart-title">
        <figcaption id="flush-chart-title" className="font-semibold text-slate-900">
          Moderate-to-severe hot flushes a day, 12 weeks
          {markers.length ? ', with your treatment dates' : ''}
        </figcaption>
        <FlushChart summary={summary} markers={markers} />
        {markers.length > 0 ? (
          <ol className="mt-2 list-decimal pl-6 text-sm text-slate-700">
            {markers.map((m, i) => (
              <li key={`${m.date}-${i}`}>
                {formatDay(m.date, { weekday: false, year: true })}: {m.label}
              </li>
            ))}
          </ol>
        ) : null}
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">The chart as a table</summary>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Hot flushes and night sweats by week</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col">Week from</th>
                <th scope="col">Moderate-to-severe a day</th>
                <th scope="col">All a day</th>
                <th scope="col">Night sweats a night</th>
              </tr>
            </thead>
            <tbody>
              {summary.weeks.map((w) => (
                <tr key={w.week_start} className="border-t border-slate-100">
                  <th scope="row" className="font-normal">
                    {formatDay(w.week_start, { weekday: false })}
                  </th>
                  <td>{w.moderate_severe_per_day === null ? 'not yet started' : perDay(w.moderate_severe_per_day)}</td>
                  <td>{w.all_per_day === null ? '–' : perDay(w.all_per_day)}</td>
                  <td>{w.night_sweats_per_night === null ? '–' : perDay(w.night_sweats_per_night)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </div>
  )
}
