import { DAY_MS } from '~/domain/calendar'
import { formatDay } from '~/domain/checkins'
import { FLUSH_TRIGGER_LABELS } from '~/domain/flushes/options'
import type { FlushSummary } from '~/domain/flushes/summary'
import { changeWords, perDay, windowDays } from '~/domain/flushes/words'
import type { TreatmentMarker } from '~/domain/treatments/rules'
import { StatCard } from '~/components/ui/StatCard'
import { DeferredPlot, FlushPlot } from '~/components/charts/lazy-plots'

/** The chart's box in its own units, as FlushPlot draws it: the placeholder has the same, so nothing moves when it arrives. */
const FLUSH_PLOT_VIEWBOX = '0 0 600 200'

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
        <div className="relative max-w-3xl">
          <DeferredPlot placeholder={<svg viewBox={FLUSH_PLOT_VIEWBOX} className="h-auto w-full rounded-md bg-slate-50" aria-hidden="true" focusable="false" />}>
            <FlushPlot
              weeks={summary.weeks}
              markerWeeks={markers.map((m) => (Date.parse(`${m.date}T00:00:00Z`) - Date.parse(`${summary.weeks[0]!.week_start}T00:00:00Z`)) / DAY_MS / 7)}
              tickLabel={perDay}
              firstLabel={formatDay(summary.weeks[0]!.week_start, { weekday: false })}
              lastLabel={formatDay(summary.weeks.at(-1)!.week_start, { weekday: false })}
            />
          </DeferredPlot>
        </div>
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
