import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import { RatingPolyline, type PlotLine } from '~/components/charts/PlotLine'
import type { CheckinEntry } from '~/domain/checkins'

/** Plot coordinates: 0-1000 on both axes, stretched to the plot's size. Text is HTML, so it never scales. */
const SPAN = 1000
const Y_TICKS = [1, 4, 7, 10]

/**
 * What WellnessChart works out for its plot. The plot draws it and imports no
 * rule of its own, so its file holds drawing only: a module shared with the
 * page's own files would be split out of them and change how every page is
 * chunked (tests/api/page-weight.test.ts).
 */
export interface WellnessPlotProps {
  /** Her check-ins, oldest first, at least one, each with its place across the plot (0–1000) and its day in words. */
  series: readonly (CheckinEntry & { x: number; day: string })[]
  /** Runs of consecutive days, two or more, as indexes into `series`. */
  segments: readonly (readonly number[])[]
  lines: readonly PlotLine[]
  /** The weekly gridlines' places, and the labels under the plot. */
  gridXs: readonly number[]
  xLabels: readonly { x: number; text: string }[]
  /** The figure's caption and the description below, as ids. */
  labelledBy: string
  descId: string
  description: string
}

/**
 * The drawing of WellnessChart (fetched after the page is drawn, lazy-plots.tsx):
 * lines and gridlines are SVG stretched to the plot; every label is HTML at a
 * fixed size, so it reads the same at 390 px and at 1280 px. Pointing at or
 * focusing the plot shows the nearest day's values (arrow keys move between
 * check-ins).
 */
export function WellnessPlot({ series, segments, lines, gridXs, xLabels, labelledBy, descId, description }: WellnessPlotProps) {
  const plot = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState<number | null>(null)
  const yOf = (value: number) => ((10 - value) / 9) * SPAN
  const pct = (n: number) => `${(n / SPAN) * 100}%`
  const shown = active === null ? null : series[Math.min(active, series.length - 1)]

  function nearest(event: PointerEvent<HTMLDivElement>) {
    const rect = plot.current?.getBoundingClientRect()
    if (!rect || rect.width === 0) return
    const x = ((event.clientX - rect.left) / rect.width) * SPAN
    let best = 0
    series.forEach((c, i) => {
      if (Math.abs(c.x - x) < Math.abs(series[best].x - x)) best = i
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
        aria-labelledby={labelledBy}
        className="absolute inset-0 h-full w-full overflow-visible"
      >
        <desc id={descId}>{description}</desc>
        {gridXs.map((gx) => (
          <line key={gx} x1={gx} x2={gx} y1={0} y2={SPAN} stroke="#eee5e9" strokeDasharray="3 4" vectorEffect="non-scaling-stroke" />
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
          <line x1={shown.x} x2={shown.x} y1={0} y2={SPAN} stroke="#831843" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
        ) : null}
        {lines.map((line) => (
          <g key={line.field} data-series={line.field}>
            {segments.map((segment) => (
              <RatingPolyline
                key={segment[0]}
                line={line}
                points={segment.map((i) => `${series[i].x.toFixed(1)},${yOf(series[i][line.field]).toFixed(1)}`).join(' ')}
              />
            ))}
            {/* Every day's dot in one path (a round cap on a zero-length segment each), the shown day's drawn larger on top. */}
            <path
              d={series.map((c) => `M${c.x.toFixed(1)} ${yOf(c[line.field]).toFixed(1)}h0`).join('')}
              stroke={line.colour}
              strokeWidth={7}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
            {shown ? (
              <path
                d={`M${shown.x.toFixed(1)} ${yOf(shown[line.field]).toFixed(1)}h0`}
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
      {xLabels.map((label, i) => (
        <span
          key={label.x}
          aria-hidden="true"
          className={`absolute -bottom-6 whitespace-nowrap text-xs text-slate-600 ${
            i === 1 ? '-translate-x-1/2' : i === 2 ? '-translate-x-full' : ''
          }`}
          style={{ left: pct(label.x) }}
        >
          {label.text}
        </span>
      ))}

      <div aria-live="polite" className="pointer-events-none">
        {shown ? (
          <div
            data-testid="chart-tooltip"
            className={`absolute top-1 z-10 w-40 rounded-xl bg-white p-3 text-sm shadow-lg ring-1 ring-slate-900/10 ${
              shown.x > SPAN / 2 ? '-translate-x-[calc(100%_+_0.75rem)]' : 'translate-x-3'
            }`}
            style={{ left: pct(shown.x) }}
          >
            <p className="font-semibold text-slate-900">{shown.day}</p>
            <dl className="mt-1 space-y-0.5">
              {lines.map((line) => (
                <div key={line.field} className="flex items-center justify-between gap-3">
                  <dt className="flex items-center gap-1.5 text-slate-700">
                    <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: line.colour }} />
                    {line.label}
                  </dt>
                  <dd className="font-semibold tabular-nums text-slate-900">{shown[line.field]}/10</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </div>
  )
}
