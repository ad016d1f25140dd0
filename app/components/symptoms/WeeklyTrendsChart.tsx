import { useId } from 'react'

import { ChartTable } from '~/components/charts/ChartTable'
import { RatingPolyline, RatingSwatch } from '~/components/charts/RatingLine'
import { SERIES } from '~/domain/chart-series'
import { formatDay, RATING_LABELS } from '~/domain/checkins'
import { TREND_FIELDS, trendsInWords, type WeekTrend } from '~/domain/symptoms-over-time/trends'
import type { TreatmentMarker } from '~/domain/treatments/rules'
import { countOf } from '~/domain/plural'
import { DAY_MS } from '~/domain/calendar'

/** Plot coordinates 0–1000 on both axes, stretched to the plot; labels are HTML so they never scale. */
const SPAN = 1000
const Y_TICKS = [1, 4, 7, 10]

/**
 * Twelve weekly averages of sleep, mood, energy and stress, one line each
 * (colour and dash, so they read without colour), with a numbered mark on
 * each day a treatment started, changed dose or stopped. The same numbers
 * are in the description, in words below, and in a table.
 */
export function WeeklyTrendsChart({ weeks, markers }: { weeks: readonly WeekTrend[]; markers: readonly TreatmentMarker[] }) {
  const id = useId()
  const first = Date.parse(`${weeks[0].start}T00:00:00Z`)
  const span = (Date.parse(`${weeks[weeks.length - 1].end}T00:00:00Z`) - first) / DAY_MS
  const atDay = (d: number) => (d / span) * SPAN
  const x = (i: number) => atDay(i * 7 + 3)
  const dayX = (date: string) => atDay((Date.parse(`${date}T00:00:00Z`) - first) / DAY_MS)
  const y = (v: number) => ((10 - v) / 9) * SPAN
  const pct = (n: number) => `${(n / SPAN) * 100}%`
  const words = trendsInWords(weeks)
  const hasData = weeks.some((w) => w.checkins > 0)

  const segments = (field: (typeof TREND_FIELDS)[number]) => {
    const out: { i: number; v: number }[][] = []
    let current: { i: number; v: number }[] = []
    weeks.forEach((w, i) => {
      const v = w.averages[field]
      if (v === null) {
        if (current.length) out.push(current)
        current = []
      } else current.push({ i, v })
    })
    if (current.length) out.push(current)
    return out
  }

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
          <svg viewBox={`0 0 ${SPAN} ${SPAN}`} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-caption ${id}-desc`} className="absolute inset-0 h-full w-full overflow-visible">
            <desc id={`${id}-desc`}>
              {`Line chart of weekly averages. ${words} `}
              {markers.length ? `Treatment dates marked: ${markers.map((m) => `${formatDay(m.date, { weekday: false })}, ${m.label}`).join('; ')}.` : ''}
            </desc>
            {Y_TICKS.map((v) => (
              <line key={v} x1={0} x2={SPAN} y1={y(v)} y2={y(v)} stroke={v === 1 ? '#b9aab2' : '#e7dfe3'} strokeWidth={1} vectorEffect="non-scaling-stroke" />
            ))}
            {markers.map((m, i) => (
              <line key={`${m.date}-${i}`} x1={dayX(m.date)} x2={dayX(m.date)} y1={0} y2={SPAN} stroke="#9d174d" strokeWidth={1.5} strokeDasharray="4 3" vectorEffect="non-scaling-stroke" />
            ))}
            {TREND_FIELDS.map((field) => {
              const line = SERIES.find((s) => s.field === field)!
              return (
                <g key={field}>
                  {segments(field).map((segment) => (
                    <RatingPolyline
                      key={segment[0].i}
                      line={line}
                      points={segment.map((p) => `${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`).join(' ')}
                    />
                  ))}
                  <path d={segments(field).flat().map((p) => `M${x(p.i).toFixed(1)} ${y(p.v).toFixed(1)}h0`).join('')} stroke={line.colour} strokeWidth={6} strokeLinecap="round" vectorEffect="non-scaling-stroke" />
                </g>
              )
            })}
          </svg>
          {Y_TICKS.map((v) => (
            <span key={v} aria-hidden="true" className="absolute -left-7 w-5 -translate-y-1/2 text-right text-xs tabular-nums text-slate-600" style={{ top: pct(y(v)) }}>
              {v}
            </span>
          ))}
          {markers.map((m, i) => (
            <span
              key={`${m.date}-${i}`}
              aria-hidden="true"
              className="absolute -top-5 flex h-4 w-4 -translate-x-1/2 items-center justify-center rounded-full bg-brand-700 text-[10px] font-bold text-white"
              style={{ left: pct(dayX(m.date)) }}
            >
              {i + 1}
            </span>
          ))}
          <span aria-hidden="true" className="absolute -bottom-6 left-0 whitespace-nowrap text-xs text-slate-600">
            {formatDay(weeks[0].start, { weekday: false })}
          </span>
          <span aria-hidden="true" className="absolute -bottom-6 right-0 whitespace-nowrap text-xs text-slate-600">
            {formatDay(weeks[weeks.length - 1].end, { weekday: false })}
          </span>
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
