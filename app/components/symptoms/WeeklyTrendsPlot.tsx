import { RatingPolyline, type PlotLine } from '~/components/charts/PlotLine'
import type { WeekTrend } from '~/domain/symptoms-over-time/trends'

/** Plot coordinates 0–1000 on both axes, stretched to the plot; labels are HTML so they never scale. */
const SPAN = 1000
const Y_TICKS = [1, 4, 7, 10]

/**
 * What WeeklyTrendsChart works out for its plot (places across it, 0–1000,
 * and labels in words): the plot imports no rule of its own, as WellnessPlot.
 */
export interface WeeklyTrendsPlotProps {
  weeks: readonly WeekTrend[]
  /** Each week's place across the plot, its middle. */
  weekXs: readonly number[]
  /** Each treatment date's place across the plot. */
  markerXs: readonly number[]
  lines: readonly PlotLine[]
  firstLabel: string
  lastLabel: string
  /** The figure's caption and the description below, as ids. */
  labelledBy: string
  descId: string
  description: string
}

/**
 * The drawing of WeeklyTrendsChart (fetched after the page is drawn,
 * lazy-plots.tsx): one line per rating, a numbered mark on each treatment
 * date, the axis labels in HTML; it fills the plot box its chart gives it.
 */
export function WeeklyTrendsPlot({
  weeks,
  weekXs,
  markerXs,
  lines,
  firstLabel,
  lastLabel,
  labelledBy,
  descId,
  description,
}: WeeklyTrendsPlotProps) {
  const x = (i: number) => weekXs[i]
  const y = (v: number) => ((10 - v) / 9) * SPAN
  const pct = (n: number) => `${(n / SPAN) * 100}%`

  const segments = (field: PlotLine['field']) => {
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
    <>
      <svg
        viewBox={`0 0 ${SPAN} ${SPAN}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={labelledBy}
        className="absolute inset-0 h-full w-full overflow-visible"
      >
        <desc id={descId}>{description}</desc>
        {Y_TICKS.map((v) => (
          <line
            key={v}
            x1={0}
            x2={SPAN}
            y1={y(v)}
            y2={y(v)}
            stroke={v === 1 ? '#b9aab2' : '#e7dfe3'}
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {markerXs.map((mx, i) => (
          <line
            key={i}
            x1={mx}
            x2={mx}
            y1={0}
            y2={SPAN}
            stroke="#9d174d"
            strokeWidth={1.5}
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {lines.map((line) => {
          const field = line.field
          return (
            <g key={field}>
              {segments(field).map((segment) => (
                <RatingPolyline
                  key={segment[0].i}
                  line={line}
                  points={segment.map((p) => `${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`).join(' ')}
                />
              ))}
              <path
                d={segments(field)
                  .flat()
                  .map((p) => `M${x(p.i).toFixed(1)} ${y(p.v).toFixed(1)}h0`)
                  .join('')}
                stroke={line.colour}
                strokeWidth={6}
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            </g>
          )
        })}
      </svg>
      {Y_TICKS.map((v) => (
        <span
          key={v}
          aria-hidden="true"
          className="absolute -left-7 w-5 -translate-y-1/2 text-right text-xs tabular-nums text-slate-600"
          style={{ top: pct(y(v)) }}
        >
          {v}
        </span>
      ))}
      {markerXs.map((mx, i) => (
        <span
          key={i}
          aria-hidden="true"
          className="absolute -top-5 flex h-4 w-4 -translate-x-1/2 items-center justify-center rounded-full bg-brand-700 text-[10px] font-bold text-white"
          style={{ left: pct(mx) }}
        >
          {i + 1}
        </span>
      ))}
      <span aria-hidden="true" className="absolute -bottom-6 left-0 whitespace-nowrap text-xs text-slate-600">
        {firstLabel}
      </span>
      <span aria-hidden="true" className="absolute -bottom-6 right-0 whitespace-nowrap text-xs text-slate-600">
        {lastLabel}
      </span>
    </>
  )
}
