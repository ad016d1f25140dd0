import { useId } from 'react'

import { ChartTable } from './ChartTable'

export interface BarSegment {
  name: string
  value: number
  colour: string
}

export interface Bar {
  label: string
  segments: BarSegment[]
  /** Text above the bar (e.g. '7h 30m'); the total when absent, nothing when ''. */
  caption?: string
}

/** Plot coordinates: 0-1000 on both axes, stretched to the plot's size. Text is HTML, so it never scales. */
const SPAN = 1000

/**
 * Bars (stacked where a bar has several segments), drawn like the progress
 * chart: shapes in an SVG stretched to the plot, every label HTML at a fixed
 * size, so it reads the same at 390 px and at 1280 px. A description and a
 * table carry the same numbers for screen readers and anyone who prefers them.
 */
export function BarChart({
  title,
  description,
  bars,
  legend,
  max,
  ticks,
  table,
  testId,
  reference,
}: {
  title: string
  description: string
  bars: Bar[]
  legend?: { name: string; colour: string }[]
  max?: number
  ticks?: number[]
  table: { caption: string; head: string[]; rows: (string | number)[][] }
  testId?: string
  /** A dashed line across the chart, e.g. the 7-hour mark; named in the legend. */
  reference?: { value: number; label: string }
}) {
  const id = useId()
  const totals = bars.map((b) => b.segments.reduce((sum, s) => sum + s.value, 0))
  const top = Math.max(max ?? 0, ...totals, 1)
  const yTicks = ticks ?? [0, Math.round(top / 2), Math.round(top)]
  const slot = SPAN / Math.max(bars.length, 1)
  const barWidth = slot * 0.56
  const yOf = (value: number) => SPAN - (value / top) * SPAN
  const pct = (n: number) => `${(n / SPAN) * 100}%`

  return (
    <figure className="space-y-4">
      <figcaption id={`${id}-caption`} className="text-base font-semibold text-slate-900">
        {title}
      </figcaption>
      {legend?.length || reference ? (
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-label="Legend">
          {legend?.map((l) => (
            <li key={l.name} className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: l.colour }} />
              {l.name}
            </li>
          ))}
          {reference ? (
            <li className="flex items-center gap-2">
              <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true">
                <line x1="1" y1="5" x2="27" y2="5" stroke="#6b21a8" strokeWidth="2" strokeDasharray="5 4" />
              </svg>
              {reference.label}
            </li>
          ) : null}
        </ul>
      ) : null}

      <div data-testid={testId} className="relative max-w-2xl pb-7 pl-7 pr-1 pt-5">
        <div className="relative h-44 sm:h-52">
          <svg
            viewBox={`0 0 ${SPAN} ${SPAN}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-caption ${id}-desc`}
            className="absolute inset-0 h-full w-full overflow-visible"
          >
            <desc id={`${id}-desc`}>{description}</desc>
            {yTicks.map((v) => (
              <line
                key={v}
                x1={0}
                x2={SPAN}
                y1={yOf(v)}
                y2={yOf(v)}
                stroke={v === 0 ? '#b9aab2' : '#e7dfe3'}
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {bars.map((bar, i) => {
              const x = slot * i + (slot - barWidth) / 2
              let base = 0
              return (
                <g key={`${bar.label}-${i}`}>
                  {bar.segments.map((s) => {
                    const from = base
                    base += s.value
                    if (s.value <= 0) return null
                    return <rect key={s.name} x={x} y={yOf(base)} width={barWidth} height={yOf(from) - yOf(base)} fill={s.colour} />
                  })}
                </g>
              )
            })}
            {reference ? (
              <line
                x1={0}
                x2={SPAN}
                y1={yOf(reference.value)}
                y2={yOf(reference.value)}
                stroke="#6b21a8"
                strokeWidth={2}
                strokeDasharray="5 4"
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
          </svg>

          {yTicks.map((v) => (
            <span
              key={v}
              aria-hidden="true"
              className="absolute -left-7 w-5 -translate-y-1/2 text-right text-xs tabular-nums text-slate-600"
              style={{ top: pct(yOf(v)) }}
            >
              {v}
            </span>
          ))}
          {bars.map((bar, i) => {
            const centre = pct(slot * i + slot / 2)
            const caption = bar.caption ?? (totals[i] > 0 ? String(totals[i]) : '')
            return (
              <div key={`${bar.label}-${i}`} aria-hidden="true">
                {caption ? (
                  <span
                    className="absolute -translate-x-1/2 -translate-y-full whitespace-nowrap rounded bg-white/85 px-0.5 text-[11px] font-medium tabular-nums text-slate-700"
                    style={{ left: centre, top: pct(yOf(totals[i])) }}
                  >
                    {caption}
                  </span>
                ) : null}
                <span className="absolute -bottom-6 -translate-x-1/2 whitespace-nowrap text-xs text-slate-600" style={{ left: centre }}>
                  {bar.label}
                </span>
              </div>
            )
          })}
        </div>
      </div>

      <ChartTable caption={table.caption} head={table.head} rows={table.rows} />
    </figure>
  )
}
