import { useId } from 'react'

export interface BarSegment {
  name: string
  value: number
  colour: string
}

export interface Bar {
  label: string
  segments: BarSegment[]
  /** Text above the bar (e.g. '7h 30m'); the total when absent. */
  caption?: string
}

// A narrow drawing keeps the labels readable on a phone; it grows to max-w-xl on wider screens.
const WIDTH = 360
const HEIGHT = 200
const PAD = { left: 26, right: 6, top: 18, bottom: 24 }
const PLOT_W = WIDTH - PAD.left - PAD.right
const PLOT_H = HEIGHT - PAD.top - PAD.bottom

/**
 * A small SVG bar chart (stacked where a bar has several segments) with a
 * description and the same numbers as a table, for screen readers and anyone
 * who prefers to read them. Server-rendered; no chart library.
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
  /** A dashed line across the chart, e.g. the 7-hour goal. */
  reference?: { value: number; label: string }
}) {
  const id = useId()
  const totals = bars.map((b) => b.segments.reduce((sum, s) => sum + s.value, 0))
  const top = Math.max(max ?? 0, ...totals, 1)
  const yTicks = ticks ?? [0, Math.round(top / 2), Math.round(top)]
  const slot = PLOT_W / Math.max(bars.length, 1)
  const barWidth = Math.min(36, slot * 0.62)
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H

  return (
    <figure className="space-y-3">
      <figcaption id={`${id}-caption`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {legend?.length || reference ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
          {legend?.map((l) => (
            <li key={l.name} className="flex items-center gap-2">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ background: l.colour }} />
              {l.name}
            </li>
          ))}
          {reference ? (
            <li className="flex items-center gap-2">
              <svg width="22" height="8" viewBox="0 0 22 8">
                <line x1="0" y1="4" x2="22" y2="4" stroke="#7c3aed" strokeWidth="2" strokeDasharray="5 3" />
              </svg>
              {reference.label}
            </li>
          ) : null}
        </ul>
      ) : null}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-caption ${id}-desc`} className="h-auto w-full max-w-xl" data-testid={testId}>
        <desc id={`${id}-desc`}>{description}</desc>
        {yTicks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {v}
            </text>
          </g>
        ))}
        {reference ? (
          <g>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(reference.value)} y2={y(reference.value)} stroke="#7c3aed" strokeDasharray="5 3" />
          </g>
        ) : null}
        {bars.map((bar, i) => {
          const x = PAD.left + slot * i + (slot - barWidth) / 2
          let base = 0
          return (
            <g key={`${bar.label}-${i}`}>
              {bar.segments.map((s) => {
                const from = base
                base += s.value
                if (s.value <= 0) return null
                return (
                  <rect key={s.name} x={x} y={y(base)} width={barWidth} height={y(from) - y(base)} fill={s.colour} rx="2">
                    <title>{`${bar.label}: ${s.name} ${s.value}`}</title>
                  </rect>
                )
              })}
              {totals[i] > 0 || bar.caption ? (
                <text x={x + barWidth / 2} y={y(totals[i]) - 4} textAnchor="middle" fontSize="10" fill="#334155">
                  {bar.caption ?? totals[i]}
                </text>
              ) : null}
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#475569">
                {bar.label}
              </text>
            </g>
          )
        })}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          Show the chart’s numbers as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left text-slate-700">
            <caption className="sr-only">{table.caption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                {table.head.map((h) => (
                  <th key={h} scope="col" className="py-1 pr-4">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r} className="border-b border-slate-100">
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row" className="py-1 pr-4 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={c} className="py-1 pr-4">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
