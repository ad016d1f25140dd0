import { Link } from '@remix-run/react'

import { buttonClass } from '~/components/ui/Button'
import { EmptyState } from '~/components/ui/EmptyState'
import { ASSESSMENT_TYPE_NAMES } from '~/domain/questionnaire/definitions'
import type { AssessmentType } from '~/domain/questionnaire/types'
import { countOf } from '~/domain/plural'
import { useDateFormat } from '~/components/time-zone'

export interface AssessmentSummary {
  id: string
  assessment_type: AssessmentType
  completed_at: string
  is_baseline: boolean
  symptoms_reported: number | null
}

/** Assessment History tab: newest first, numbered from the oldest; empty state links to /questionnaire. */
export function AssessmentHistory({ assessments }: { assessments: AssessmentSummary[] }) {
  const when = useDateFormat()
  if (assessments.length === 0) {
    return (
      <EmptyState
        art="emptyChart"
        title="No Assessments Yet"
        className="card"
        action={
          <Link to="/questionnaire" className={buttonClass('primary')}>
            Take Your First Assessment
          </Link>
        }
      >
        A health assessment records your symptoms so you can see how they change.
      </EmptyState>
    )
  }
  return (
    <ul className="space-y-3">
      {assessments.map((a, i) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div>
            <p className="font-semibold text-slate-900">
              Assessment #{assessments.length - i}{' '}
              {a.is_baseline ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">Baseline</span> : null}
            </p>
            <p className="text-sm text-slate-700">
              {ASSESSMENT_TYPE_NAMES[a.assessment_type] ?? a.assessment_type} ·{' '}
              {when(a.completed_at, 'day')}
            </p>
          </div>
          <div className="flex items-center gap-4">
            {a.symptoms_reported !== null ? <p className="text-sm text-slate-700">{countOf(a.symptoms_reported, 'symptom')} reported</p> : null}
            <Link to={`/questionnaire?view=results&id=${encodeURIComponent(a.id)}`} className={buttonClass('secondary')}>
              View Results
            </Link>
          </div>
        </li>
      ))}
    </ul>
  )
}
