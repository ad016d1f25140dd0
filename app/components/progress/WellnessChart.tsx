import { useId } from 'react'

import { ChartTable } from '~/components/charts/ChartTable'
import { DeferredPlot, PlotFrame, WellnessPlot } from '~/components/charts/lazy-plots'
import { RatingSwatch } from '~/components/charts/RatingLine'
import { SERIES } from '~/domain/chart-series'
import { addDays, daysBetween, formatDay, RATING_LABELS, type CheckinEntry } from '~/domain/checkins'
import { countOf } from '~/domain/plural'
import { chartSeries, consecutiveSegments } from '~/domain/progress'

/** The plot's own units across (WellnessPlot). */
const SPAN = 1000

/**
 * The four ratings over the last `days` days: a caption, a legend, the drawn
 * plot (WellnessPlot, fetched after the page is drawn, with a frame of its
 * size until then), and a description and a table that carry the same
 * numbers for screen readers and anyone who prefers them.
 */
export function WellnessChart({ checkins, today, days = 30 }: { checkins: readonly CheckinEntry[]; today: string; days?: number }) {
  const id = useId()
  const series = chartSeries(checkins)
  if (series.length === 0) {
    return <p className="text-slate-600">Your chart appears after your first check-in.</p>
  }
  const end = series[series.length - 1].date > today ? series[series.length - 1].date : today
  const start = addDays(end, -(days - 1))
  const latest = series[series.length - 1]
  const xOf = (date: string) => (daysBetween(start, date) / (days - 1)) * SPAN
  const labelledBy = `${id}-caption ${id}-desc`
  const description =
    `Line chart of energy, sleep, mood and stress from ${formatDay(start, { weekday: false })} to ${formatDay(end, { weekday: false })}, ` +
    `${countOf(series.length, 'check-in')}. Latest (${formatDay(latest.date, { weekday: false })}): ` +
    `energy ${latest.energy_level}, sleep ${latest.sleep_quality}, mood ${latest.mood}, stress ${latest.stress_level} out of 10. ` +
    'Lines break on days without a check-in. The table below lists every value.'

  return (
    <figure className="space-y-4">
      <figcaption id={`${id}-caption`} className="text-base font-semibold text-slate-900">
        Your ratings over the last {days} days
      </figcaption>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-label="Legend">
        {SERIES.map((line) => (
          <li key={line.field} className="flex items-center gap-2">
            <RatingSwatch line={line} />
            {RATING_LABELS[line.field]}
          </li>
        ))}
      </ul>

      <div data-testid="wellness-chart" className="relative pb-7 pl-7 pr-1 pt-2">
        <DeferredPlot
          placeholder={
            <div className="relative h-56 sm:h-64">
              <PlotFrame labelledBy={labelledBy} descId={`${id}-desc`} description={description} />
            </div>
          }
        >
          <WellnessPlot
            series={series.map((c) => ({ ...c, x: xOf(c.date), day: formatDay(c.date) }))}
            segments={consecutiveSegments(series.map((c, i) => ({ date: c.date, i })))
              .filter((segment) => segment.length > 1)
              .map((segment) => segment.map((c) => c.i))}
            lines={SERIES.map((line) => ({ ...line, label: RATING_LABELS[line.field] }))}
            gridXs={Array.from({ length: Math.floor((days - 1) / 7) }, (_, i) => xOf(addDays(end, -7 * (i + 1))))}
            xLabels={[start, addDays(start, Math.floor((days - 1) / 2)), end].map((d) => ({ x: xOf(d), text: formatDay(d, { weekday: false }) }))}
            labelledBy={labelledBy}
            descId={`${id}-desc`}
            description={description}
          />
        </DeferredPlot>
      </div>

      <ChartTable
        caption="Daily ratings out of 10, oldest first"
        head={['Date', ...SERIES.map((line) => RATING_LABELS[line.field])]}
        rows={series.map((c) => [formatDay(c.date), ...SERIES.map((line) => c[line.field])])}
      />
    </figure>
  )
}
