import { Link } from '@remix-run/react'

import { buttonClass } from '~/components/ui/Button'
import { EmptyState } from '~/components/ui/EmptyState'
import { ASSESSMENT_TYPE_NAMES } from '~/domain/questionnaire/type-names'
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

/** The groups of the history, in this order; a comprehensive assessment is the one "Assessment" counted and numbered on /questionnaire. */
const GROUPS: { type: AssessmentType; heading: string; title: string }[] = [
  { type: 'comprehensive_menopause_assessment', heading: 'Comprehensive assessments', title: 'Assessment' },
  { type: 'simplified_menopause_assessment', heading: 'Quick health assessments', title: 'Quick assessment' },
  { type: 'signup_questionnaire', heading: 'Signup questionnaire', title: 'Signup questionnaire' },
  { type: 'test_submission', heading: 'Test submissions', title: 'Test submission' },
]

/**
 * Assessment History tab: her forms by type, each group newest first and
 * numbered from its oldest ("Assessment #n" as on /questionnaire). Only a
 * comprehensive assessment has a results view. Empty state links to
 * /questionnaire.
 */
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
    <div className="space-y-6">
      {GROUPS.map(({ type, heading, title }) => {
        const group = assessments.filter((a) => a.assessment_type === type)
        if (group.length === 0) return null
        const headingId = `assessment-group-${type}`
        return (
          <section key={type} aria-labelledby={headingId} className="space-y-3">
            <h3 id={headingId} className="text-lg font-bold text-slate-900">
              {heading} <span className="text-base font-normal text-slate-600">({group.length})</span>
            </h3>
            <ul className="space-y-3">
              {group.map((a, i) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <div>
                    <p className="font-semibold text-slate-900">
                      {title} #{group.length - i}{' '}
                      {a.is_baseline ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">Baseline</span> : null}
                    </p>
                    <p className="text-sm text-slate-700">
                      {ASSESSMENT_TYPE_NAMES[a.assessment_type] ?? a.assessment_type} · {when(a.completed_at, 'day')}
                    </p>
                  </div>
                  <div className="flex items-center gap-4">
                    {a.symptoms_reported !== null && type !== 'test_submission' ? <p className="text-sm text-slate-700">{countOf(a.symptoms_reported, 'symptom')} reported</p> : null}
                    {type === 'comprehensive_menopause_assessment' ? (
                      <Link
                        to={`/questionnaire?view=results&id=${encodeURIComponent(a.id)}`}
                        className={buttonClass('secondary')}
                        aria-label={`View Results of Assessment #${group.length - i}`}
                      >
                        View Results
                      </Link>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
