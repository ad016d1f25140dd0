import type { FlushSummary } from '~/domain/flushes/summary'

/** The drawing's own units (FlushFigures' placeholder has the same box, 600 by 200). */
const W = 600
const H = 200
const PAD = { left: 34, right: 10, top: 12, bottom: 28 }

/**
 * The 12-week chart of moderate-to-severe flushes a day, with her treatments'
 * start and change dates marked: the drawing of FlushFigures' chart, fetched
 * after the page is drawn (lazy-plots.tsx). Hidden from screen readers: the
 * figure's caption, the numbered dates and the table carry its numbers.
 */
export interface FlushPlotProps {
  weeks: FlushSummary['weeks']
  /** Each treatment date, in weeks from the first week's start; it imports no rule of its own (WellnessPlot says why). */
  markerWeeks: readonly number[]
  /** A number of flushes a day in words, for the scale. */
  tickLabel: (perDay: number) => string
  firstLabel: string
  lastLabel: string
}

export function FlushPlot({ weeks, markerWeeks, tickLabel, firstLabel, lastLabel }: FlushPlotProps) {
  const max = Math.max(1, ...weeks.map((w) => Math.max(w.moderate_severe_per_day ?? 0, w.all_per_day ?? 0)))
  const top = Math.ceil(max)
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const x = (i: number) => PAD.left + (i + 0.5) * (plotW / weeks.length)
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH
  const barW = (plotW / weeks.length) * 0.6
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      {[0, top / 2, top].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#475569">
            {tickLabel(Math.round(v * 10) / 10)}
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
        )
      )}
      {markerWeeks.map((week, i) => {
        const mx = PAD.left + week * (plotW / weeks.length)
        return (
          <g key={i}>
            <line x1={mx} x2={mx} y1={PAD.top} y2={y(0)} stroke="#0f172a" strokeDasharray="4 3" />
            <text x={mx + 3} y={PAD.top + 10} fontSize="11" fill="#0f172a">
              {i + 1}
            </text>
          </g>
        )
      })}
      <text x={x(0)} y={H - 8} textAnchor="middle" fontSize="11" fill="#475569">
        {firstLabel}
      </text>
      <text x={x(weeks.length - 1)} y={H - 8} textAnchor="middle" fontSize="11" fill="#475569">
        {lastLabel}
      </text>
    </svg>
  )
}
