import { Link } from '@remix-run/react'
import { useId } from 'react'

import { formatDay } from '~/domain/checkins'
import {
  changeWords,
  groupTimeline,
  SYMPTOM_GROUP_NAMES,
  SYMPTOM_GROUPS,
  SYMPTOM_GROUPS_DISCLAIMER,
  type SymptomAssessment,
} from '~/domain/symptoms-over-time/groups'
import { trendStart, weeklyTrends } from '~/domain/symptoms-over-time/trends'
import { treatmentMarkers, type PublicTreatment } from '~/domain/treatments/rules'

import { WeeklyTrendsChart } from './WeeklyTrendsChart'
import { ScrollRegion } from '~/components/ui/ScrollRegion'

/** Columns of the groups table: the baseline and the latest few. */
const MAX_COLUMNS = 4

const day = (iso: string) => formatDay(iso.slice(0, 10), { weekday: false, year: true })

export interface OverTimeProps {
  /** Her assessments with the 35 symptoms (comprehensive), any order. */
  assessments: readonly SymptomAssessment[]
  today: string
  checkins: readonly { date: string; energy_level: number; sleep_quality: number; stress_level: number; mood: number }[]
  treatments: readonly Pick<PublicTreatment, 'name' | 'route' | 'kind' | 'started_on' | 'stopped_on' | 'dose_history'>[]
}

/**
 * "Your symptoms over time" (issue 30), on the assessment results and on
 * progress: the four symptom groups' average severity at each assessment and
 * the change since her baseline, then 12 weeks of check-ins with her
 * treatment dates marked. Says plainly that the groups are the product's own.
 */
export function SymptomsOverTime({ assessments, today, checkins, treatments }: OverTimeProps) {
  const id = useId()
  const timeline = groupTimeline(assessments)
  const weeks = weeklyTrends(checkins, today)
  const markers = treatmentMarkers(treatments, trendStart(today), today)
  const points = timeline.points
  const columns = points.length <= MAX_COLUMNS ? points : [points.find((p) => p.id === timeline.baseline?.id) ?? points[0], ...points.slice(-(MAX_COLUMNS - 1))]

  return (
    <section aria-labelledby={`${id}-title`} className="card space-y-6 p-5 sm:p-6" data-testid="symptoms-over-time">
      <div>
        <h2 id={`${id}-title`} className="text-2xl text-slate-900">
          Your symptoms over time
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Average severity (0 to 10) of the symptoms in each group at each assessment. Lower is better.{' '}
          <Link to="/treatments" className="font-semibold text-brand-700 underline underline-offset-2">
            My treatments
          </Link>{' '}
          marks your HRT and medicine dates on the chart below.
        </p>
      </div>

      {points.length === 0 ? (
        <p className="text-slate-700">Your symptom groups appear after your first health assessment.</p>
      ) : (
        <ScrollRegion label="Symptom groups at each assessment">
          <table className="w-full min-w-[28rem] text-left text-sm" data-testid="symptom-groups">
            <caption className="sr-only">Average severity of each symptom group at each assessment, and the change since your baseline</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Group
                </th>
                {columns.map((p) => (
                  <th key={p.id} scope="col" className="py-1.5 pr-3 font-semibold">
                    {day(p.completed_at)}
                    {p.id === timeline.baseline?.id ? <span className="block text-xs font-normal">baseline</span> : null}
                  </th>
                ))}
                <th scope="col" className="py-1.5 font-semibold">
                  Since baseline
                </th>
              </tr>
            </thead>
            <tbody>
              {SYMPTOM_GROUPS.map((g) => (
                <tr key={g} className="border-b border-slate-100" data-testid={`group-${g}`}>
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {SYMPTOM_GROUP_NAMES[g]}
                  </th>
                  {columns.map((p) => {
                    const value = p.averages[g]
                    return (
                      <td key={p.id} className="py-2 pr-3">
                        <span className="font-semibold tabular-nums text-slate-900">{value === null ? '–' : value.toFixed(1)}</span>
                        <span className="mt-1 block h-1.5 w-16 rounded-full bg-slate-100" aria-hidden="true">
                          <span className="block h-1.5 rounded-full bg-brand-600" style={{ width: `${(value ?? 0) * 10}%` }} />
                        </span>
                      </td>
                    )
                  })}
                  <td className="py-2">{timeline.change ? changeWords(timeline.change[g]) : 'This is your baseline'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="groups-disclaimer">
        {SYMPTOM_GROUPS_DISCLAIMER}
      </p>

      <WeeklyTrendsChart weeks={weeks} markers={markers} />
    </section>
  )
}
