import { RatingPolyline } from "~/components/charts/RatingLine";
import { SERIES } from "~/domain/chart-series";
import { DAY_MS } from "~/domain/calendar";
import { formatDay } from "~/domain/checkins";
import {
  TREND_FIELDS,
  type WeekTrend,
} from "~/domain/symptoms-over-time/trends";
import type { TreatmentMarker } from "~/domain/treatments/rules";

/** Plot coordinates 0–1000 on both axes, stretched to the plot; labels are HTML so they never scale. */
const SPAN = 1000;
const Y_TICKS = [1, 4, 7, 10];

export interface WeeklyTrendsPlotProps {
  weeks: readonly WeekTrend[];
  markers: readonly TreatmentMarker[];
  /** The figure's caption and the description below, as ids. */
  labelledBy: string;
  descId: string;
  description: string;
}

/**
 * The drawing of WeeklyTrendsChart (fetched after the page is drawn,
 * lazy-plots.tsx): one line per rating, a numbered mark on each treatment
 * date, the axis labels in HTML; it fills the plot box its chart gives it.
 */
export function WeeklyTrendsPlot({
  weeks,
  markers,
  labelledBy,
  descId,
  description,
}: WeeklyTrendsPlotProps) {
  const first = Date.parse(`${weeks[0].start}T00:00:00Z`);
  const span =
    (Date.parse(`${weeks[weeks.length - 1].end}T00:00:00Z`) - first) / DAY_MS;
  const atDay = (d: number) => (d / span) * SPAN;
  const x = (i: number) => atDay(i * 7 + 3);
  const dayX = (date: string) =>
    atDay((Date.parse(`${date}T00:00:00Z`) - first) / DAY_MS);
  const y = (v: number) => ((10 - v) / 9) * SPAN;
  const pct = (n: number) => `${(n / SPAN) * 100}%`;

  const segments = (field: (typeof TREND_FIELDS)[number]) => {
    const out: { i: number; v: number }[][] = [];
    let current: { i: number; v: number }[] = [];
    weeks.forEach((w, i) => {
      const v = w.averages[field];
      if (v === null) {
        if (current.length) out.push(current);
        current = [];
      } else current.push({ i, v });
    });
    if (current.length) out.push(current);
    return out;
  };

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
            stroke={v === 1 ? "#b9aab2" : "#e7dfe3"}
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {markers.map((m, i) => (
          <line
            key={`${m.date}-${i}`}
            x1={dayX(m.date)}
            x2={dayX(m.date)}
            y1={0}
            y2={SPAN}
            stroke="#9d174d"
            strokeWidth={1.5}
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {TREND_FIELDS.map((field) => {
          const line = SERIES.find((s) => s.field === field)!;
          return (
            <g key={field}>
              {segments(field).map((segment) => (
                <RatingPolyline
                  key={segment[0].i}
                  line={line}
                  points={segment
                    .map((p) => `${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`)
                    .join(" ")}
                />
              ))}
              <path
                d={segments(field)
                  .flat()
                  .map((p) => `M${x(p.i).toFixed(1)} ${y(p.v).toFixed(1)}h0`)
                  .join("")}
                stroke={line.colour}
                strokeWidth={6}
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            </g>
          );
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
      <span
        aria-hidden="true"
        className="absolute -bottom-6 left-0 whitespace-nowrap text-xs text-slate-600"
      >
        {formatDay(weeks[0].start, { weekday: false })}
      </span>
      <span
        aria-hidden="true"
        className="absolute -bottom-6 right-0 whitespace-nowrap text-xs text-slate-600"
      >
        {formatDay(weeks[weeks.length - 1].end, { weekday: false })}
      </span>
    </>
  );
}
