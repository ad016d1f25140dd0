import { BarChart } from '~/components/charts/BarChart'
import { StatGrid, type Stat } from '~/components/ui/StatGrid'
import { addDays, formatDay } from '~/domain/checkins'
import { SLEEP_ANALYTICS_DAYS, SLEEP_GOOD_HOURS } from '~/domain/constants'
import { formatHours, formatScore, formatSignedHours, nightsWithin, SLEEP_LABEL_TEXT, type Night, type SleepAnalytics, type SleepLabel } from '~/domain/sleep/rules'
import { countOf } from '~/domain/plural'

const LABEL_COLOURS: Record<SleepLabel, string> = { good: '#15803d', fair: '#d97706', poor: '#b91c1c' }

/** Doc 2 §9: the last 7 days: average hours and quality, consistency, trend, with a chart. */
export function SleepAnalyticsPanel({ analytics, nights, today }: { analytics: SleepAnalytics; nights: Night[]; today: string }) {
  const days = Array.from({ length: SLEEP_ANALYTICS_DAYS }, (_, i) => addDays(today, i - (SLEEP_ANALYTICS_DAYS - 1)))
  const week = new Map(nightsWithin(nights, today, SLEEP_ANALYTICS_DAYS).map((n) => [n.night, n]))
  const stats: Stat[] = [
    { label: 'Average sleep', value: analytics.average_hours === null ? '—' : formatHours(analytics.average_hours), testId: 'sleep-average-hours' },
    { label: 'Average quality', value: analytics.average_quality === null ? '—' : `${formatScore(analytics.average_quality)}/10`, testId: 'sleep-average-quality' },
    {
      label: 'Consistency',
      value: analytics.consistency === null ? '—' : `${analytics.consistency}%`,
      testId: 'sleep-consistency',
      note: 'How steady your hours are night to night',
    },
    {
      label: 'Trend',
      value: analytics.trend_hours === null ? '—' : formatSignedHours(analytics.trend_hours),
      testId: 'sleep-trend',
      note: analytics.trend_hours === null ? 'Needs two nights' : 'Latest night against the earliest this week',
    },
  ]
  return (
    <div className="space-y-5">
      <StatGrid stats={stats} />
      <BarChart
        testId="sleep-chart"
        title="Hours slept, last 7 nights"
        description={
          analytics.nights === 0
            ? 'No sleep logged in the last 7 days.'
            : `Bars of hours slept for each night from ${formatDay(days[0])} to ${formatDay(days[days.length - 1])}, coloured good (7 hours or more), fair (6 or more) or poor; ${countOf(analytics.nights, 'night')} logged, averaging ${analytics.average_hours === null ? 'unknown' : formatHours(analytics.average_hours)}. The table below lists every night.`
        }
        legend={(['good', 'fair', 'poor'] as const).map((l) => ({ name: SLEEP_LABEL_TEXT[l], colour: LABEL_COLOURS[l] }))}
        max={Math.max(9, ...nightsWithin(nights, today, SLEEP_ANALYTICS_DAYS).map((n) => Math.ceil(n.hours ?? 0)))}
        ticks={[0, 3, 6, 9]}
        reference={{ value: SLEEP_GOOD_HOURS, label: `${SLEEP_GOOD_HOURS}-hour mark (good)` }}
        bars={days.map((d) => {
          const n = week.get(d)
          return {
            label: formatDay(d).split(' ')[0],
            caption: n?.hours != null ? formatHours(n.hours) : '',
            segments: n?.hours != null && n.label ? [{ name: 'Hours', value: n.hours, colour: LABEL_COLOURS[n.label] }] : [],
          }
        })}
        table={{
          caption: 'Hours slept and quality for each of the last 7 nights',
          head: ['Night before', 'Hours', 'Quality', 'Label'],
          rows: days.map((d) => {
            const n = week.get(d)
            return [
              formatDay(d),
              n?.hours != null ? formatHours(n.hours) : 'not logged',
              n?.quality != null ? `${n.quality}/10` : 'not logged',
              n?.label ? SLEEP_LABEL_TEXT[n.label] : '—',
            ]
          }),
        }}
      />
    </div>
  )
}
