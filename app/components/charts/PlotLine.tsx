import type { RatingField } from '~/domain/checkins'

/** One rating as a plot draws it: its colour and dash (domain/chart-series), and its name for the tooltip. */
export interface PlotLine {
  field: RatingField
  colour: string
  dash?: string
  label: string
}

/**
 * One run of days without a gap, as an SVG polyline in the chart's own units.
 * Only the drawn charts use it (plots.ts): it comes with them, after the page.
 */
export function RatingPolyline({ line, points }: { line: Pick<PlotLine, 'colour' | 'dash'>; points: string }) {
  return (
    <polyline
      fill="none"
      stroke={line.colour}
      strokeWidth="2.5"
      strokeDasharray={line.dash}
      strokeLinejoin="round"
      strokeLinecap="round"
      vectorEffect="non-scaling-stroke"
      points={points}
    />
  )
}
