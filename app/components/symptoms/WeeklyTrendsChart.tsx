import { useId } from 'react'

import { ChartTable } from '~/components/charts/ChartTable'
import { DeferredPlot, PlotFrame, WeeklyTrendsPlot } from '~/components/charts/lazy-plots'
import { RatingSwatch } from '~/components/charts/RatingLine'
import { SERIES } from '~/domain/chart-series'
import { formatDay, RATING_LABELS } from '~/domain/checkins'
import { TREND_FIELDS, trendsInWords, type WeekTrend } from '~/domain/symptoms-over-time/trends'
import type { TreatmentMarker } from '~/domain/treatments/rules'
import { countOf } from '~/domain/plural'
import { DAY_MS } from '~/domain/calendar'

/**
 * Twelve weekly averages of sleep, mood, energy and stress, one line each
 * (colour and dash, so they read without colour), with a numbered mark on
 * each day a treatment started, changed dose or stopped. The same numbers
 * are in the description, in words below, and in a table, all drawn at once;
 * the plot itself (WeeklyTrendsPlot) is fetched after the page is drawn, with
 * a frame of its size until then.
 */
export function WeeklyTrendsChart({ weeks, markers }: { weeks: readonly WeekTrend[]; markers: readonly TreatmentMarker[] }) {
  const id = useId()
  const words = trendsInWords(weeks)
  const hasData = weeks.some((w) => w.checkins > 0)
  const labelledBy = `${id}-caption ${id}-desc`
  // Places across the plot (0–1000) by day, from the first week's start to the last week's end.
  const first = Date.parse(`${weeks[0].start}T00:00:00Z`)
  const span = (Date.parse(`${weeks[weeks.length - 1].end}T00:00:00Z`) - first) / DAY_MS
  const atDay = (d: number) => (d / span) * 1000
  const description =
    `Line chart of weekly averages. ${words} ` +
    (markers.length ? `Treatment dates marked: ${markers.map((m) => `${formatDay(m.date, { weekday: false })}, ${m.label}`).join('; ')}.` : '')

  return (
    <figure className="space-y-3">
      <figcaption id={`${id}-caption`} className="text-base font-semibold text-slate-900">
        Your check-ins, week by week, over {countOf(weeks.length, 'week')}
      </figcaption>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-label="Legend">
        {TREND_FIELDS.map((field) => {
          const line = SERIES.find((s) => s.field === field)!
          return (
            <li key={field} className="flex items-center gap-2">
              <RatingSwatch line={line} />
              {RATING_LABELS[field]}
            </li>
          )
        })}
        {markers.length ? (
          <li className="flex items-center gap-2">
            <svg width="12" height="14" viewBox="0 0 12 14" aria-hidden="true">
              <line x1="6" y1="0" x2="6" y2="14" stroke="#9d174d" strokeWidth="2" strokeDasharray="3 2" />
            </svg>
            Treatment date
          </li>
        ) : null}
      </ul>

      <div className="relative pb-7 pl-7 pr-1 pt-5" data-testid="weekly-trends-chart">
        <div className="relative h-48 sm:h-56">
          <DeferredPlot placeholder={<PlotFrame labelledBy={labelledBy} descId={`${id}-desc`} description={description} />}>
            <WeeklyTrendsPlot
              weeks={weeks}
              weekXs={weeks.map((_, i) => atDay(i * 7 + 3))}
              markerXs={markers.map((m) => atDay((Date.parse(`${m.date}T00:00:00Z`) - first) / DAY_MS))}
              lines={TREND_FIELDS.map((field) => ({ ...SERIES.find((s) => s.field === field)!, label: RATING_LABELS[field] }))}
              firstLabel={formatDay(weeks[0].start, { weekday: false })}
              lastLabel={formatDay(weeks[weeks.length - 1].end, { weekday: false })}
              labelledBy={labelledBy}
              descId={`${id}-desc`}
              description={description}
            />
          </DeferredPlot>
        </div>
      </div>

      {!hasData ? <p className="text-sm text-slate-700">No check-ins in these weeks yet: your weekly averages appear after your first check-in.</p> : <p className="text-sm text-slate-700">{words}</p>}
      {markers.length ? (
        <ol className="space-y-1 text-sm text-slate-800" data-testid="treatment-markers">
          {markers.map((m, i) => (
            <li key={`${m.date}-${i}`} className="flex gap-2">
              <span className="mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded-full bg-brand-700 text-[10px] font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <span>
                {formatDay(m.date, { weekday: false, year: true })}: {m.label}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <ChartTable
        caption="Weekly averages out of 10, oldest week first"
        head={['Week starting', 'Check-ins', ...TREND_FIELDS.map((f) => RATING_LABELS[f])]}
        rows={weeks.map((w) => [formatDay(w.start, { weekday: false }), w.checkins, ...TREND_FIELDS.map((f) => (w.averages[f] === null ? '–' : w.averages[f]!.toFixed(1)))])}
      />
    </figure>
  )
}
