import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import { addDays, daysBetween, formatDay, RATING_LABELS, type CheckinEntry } from '~/domain/checkins'
import { chartSeries, consecutiveSegments } from '~/domain/progress'

import { ChartTable } from '~/components/charts/ChartTable'
import { RatingPolyline, RatingSwatch } from '~/components/charts/RatingLine'

import { SERIES } from '~/domain/chart-series'
import { countOf } from '~/domain/plural'

/** Plot coordinates: 0-1000 on both axes, stretched to the plot's size. Text is HTML, so it never scales. */
const SPAN = 1000
const Y_TICKS = [1, 4, 7, 10]

/**
 * The four ratings over the last `days` days. Lines and gridlines are SVG
 * stretched to the plot; every label is HTML at a fixed size, so it reads the
 * same at 390 px and at 1280 px. Pointing at or focusing the plot shows the
 * nearest day's values (arrow keys move between check-ins). A description and
 * a table carry the same numbers for screen readers and anyone who prefers them.
 */
export function WellnessChart({ checkins, today, days = 30 }: { checkins: readonly CheckinEntry[]; today: string; days?: number }) {
  const id = useId()
  const plot = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState<number | null>(null)
  const series = chartSeries(checkins)
  if (series.length === 0) {
    return <p className="text-slate-600">Your chart appears after your first check-in.</p>
  }
  const end = series[series.length - 1].date > today ? series[series.length - 1].date : today
  const start = addDays(end, -(days - 1))
  // Each day's place worked out once: the lines, the dots and the pointer all ask for it.
  const xs = new Map<string, number>()
  const xOf = (date: string) => {
    let x = xs.get(date)
    if (x === undefined) {
      x = (daysBetween(start, date) / (days - 1)) * SPAN
      xs.set(date, x)
    }
    return x
  }
  const yOf = (value: number) => ((10 - value) / 9) * SPAN
  const pct = (n: number) => `${(n / SPAN) * 100}%`
  const latest = series[series.length - 1]
  const segments = consecutiveSegments(series).filter((segment) => segment.length > 1)
  const weeks = Array.from({ length: Math.floor((days - 1) / 7) }, (_, i) => addDays(end, -7 * (i + 1)))
  const xLabels = [start, addDays(start, Math.floor((days - 1) / 2)), end]
  const shown = active === null ? null : series[Math.min(active, series.length - 1)]

  function nearest(event: PointerEvent<HTMLDivElement>) {
    const rect = plot.current?.getBoundingClientRect()
    if (!rect || rect.width === 0) return
    const x = ((event.clientX - rect.left) / rect.width) * SPAN
    let best = 0
    series.forEach((c, i) => {
      if (Math.abs(xOf(c.date) - x) < Math.abs(xOf(series[best].date) - x)) best = i
    })
    setActive(best)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = active ?? series.length - 1
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: series.length - 1,
    }
    if (event.key === 'Escape') {
      setActive(null)
      return
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    setActive(Math.max(0, Math.min(series.length - 1, moves[event.key])))
  }

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
        <div
          ref={plot}
          tabIndex={0}
          role="group"
          aria-label="Chart: point at a day, or use the left and right arrow keys, to read its ratings"
          onPointerMove={nearest}
          onPointerDown={nearest}
          onPointerLeave={() => setActive(null)}
          onFocus={() => setActive((a) => a ?? series.length - 1)}
          onBlur={() => setActive(null)}
          onKeyDown={onKeyDown}
          className="relative h-56 touch-pan-y rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-4 sm:h-64"
        >
          <svg
            viewBox={`0 0 ${SPAN} ${SPAN}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-caption ${id}-desc`}
            className="absolute inset-0 h-full w-full overflow-visible"
          >
            <desc id={`${id}-desc`}>
              {`Line chart of energy, sleep, mood and stress from ${formatDay(start, { weekday: false })} to ${formatDay(end, { weekday: false })}, `}
              {`${countOf(series.length, 'check-in')}. Latest (${formatDay(latest.date, { weekday: false })}): `}
              {`energy ${latest.energy_level}, sleep ${latest.sleep_quality}, mood ${latest.mood}, stress ${latest.stress_level} out of 10. `}
              Lines break on days without a check-in. The table below lists every value.
            </desc>
            {weeks.map((d) => (
              <line key={d} x1={xOf(d)} x2={xOf(d)} y1={0} y2={SPAN} stroke="#eee5e9" strokeDasharray="3 4" vectorEffect="non-scaling-stroke" />
            ))}
            {Y_TICKS.map((v) => (
              <line
                key={v}
                x1={0}
                x2={SPAN}
                y1={yOf(v)}
                y2={yOf(v)}
                stroke={v === 1 ? '#b9aab2' : '#e7dfe3'}
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {shown ? (
              <line x1={xOf(shown.date)} x2={xOf(shown.date)} y1={0} y2={SPAN} stroke="#831843" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
            ) : null}
            {SERIES.map((line) => (
              <g key={line.field} data-series={line.field}>
                {segments.map((segment) => (
                  <RatingPolyline
                    key={segment[0].date}
                    line={line}
                    points={segment.map((c) => `${xOf(c.date).toFixed(1)},${yOf(c[line.field]).toFixed(1)}`).join(' ')}
                  />
                ))}
                {/* Every day's dot in one path (a round cap on a zero-length segment each), the shown day's drawn larger on top. */}
                <path
                  d={series.map((c) => `M${xOf(c.date).toFixed(1)} ${yOf(c[line.field]).toFixed(1)}h0`).join('')}
                  stroke={line.colour}
                  strokeWidth={7}
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
                {shown ? (
                  <path
                    d={`M${xOf(shown.date).toFixed(1)} ${yOf(shown[line.field]).toFixed(1)}h0`}
                    stroke={line.colour}
                    strokeWidth={11}
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  />
                ) : null}
              </g>
            ))}
          </svg>

          {Y_TICKS.map((v) => (
            <span
              key={v}
              aria-hidden="true"
              className="absolute -left-7 w-5 -translate-y-1/2 text-right text-xs tabular-nums text-slate-600"
              style={{ top: pct(yOf(v)) }}
            >
              {v}
            </span>
          ))}
          {xLabels.map((d, i) => (
            <span
              key={d}
              aria-hidden="true"
              className={`absolute -bottom-6 whitespace-nowrap text-xs text-slate-600 ${i === 1 ? '-translate-x-1/2' : i === 2 ? '-translate-x-full' : ''}`}
              style={{ left: pct(xOf(d)) }}
            >
              {formatDay(d, { weekday: false })}
            </span>
          ))}

          <div aria-live="polite" className="pointer-events-none">
            {shown ? (
              <div
                data-testid="chart-tooltip"
                className={`absolute top-1 z-10 w-40 rounded-xl bg-white p-3 text-sm shadow-lg ring-1 ring-slate-900/10 ${
                  xOf(shown.date) > SPAN / 2 ? '-translate-x-[calc(100%_+_0.75rem)]' : 'translate-x-3'
                }`}
                style={{ left: pct(xOf(shown.date)) }}
              >
                <p className="font-semibold text-slate-900">{formatDay(shown.date)}</p>
                <dl className="mt-1 space-y-0.5">
                  {SERIES.map((line) => (
                    <div key={line.field} className="flex items-center justify-between gap-3">
                      <dt className="flex items-center gap-1.5 text-slate-700">
                        <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: line.colour }} />
                        {RATING_LABELS[line.field]}
                      </dt>
                      <dd className="font-semibold tabular-nums text-slate-900">{shown[line.field]}/10</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
          </div>
        </div>
      </div>

      <ChartTable
        caption="Daily ratings out of 10, oldest first"
        head={['Date', ...SERIES.map((line) => RATING_LABELS[line.field])]}
        rows={series.map((c) => [formatDay(c.date), ...SERIES.map((line) => c[line.field])])}
      />
    </figure>
  )
}
