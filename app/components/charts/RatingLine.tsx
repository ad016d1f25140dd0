/**
 * The drawing of one rating over time, shared by the charts of her ratings
 * (progress, symptoms over time): each rating has its colour and its dash, so
 * the lines read without colour too.
 */
export interface RatingLineStyle {
  colour: string;
  dash?: string;
}

/** One run of days without a gap, as an SVG polyline in the chart's own units. */
export function RatingPolyline({
  line,
  points,
}: {
  line: RatingLineStyle;
  points: string;
}) {
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
  );
}

/** The line's sample in the legend. */
export function RatingSwatch({ line }: { line: RatingLineStyle }) {
  return (
    <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true">
      <line
        x1="1"
        y1="5"
        x2="27"
        y2="5"
        stroke={line.colour}
        strokeWidth="3"
        strokeDasharray={line.dash}
        strokeLinecap="round"
      />
    </svg>
  );
}
