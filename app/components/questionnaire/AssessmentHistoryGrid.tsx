import { Button } from '~/components/ui/Button'
import { EmptyState } from '~/components/ui/EmptyState'
import { ASSESSMENT_TYPE_NAMES, definitionFor, symptomQuestions } from '~/domain/questionnaire/definitions'
import { comprehensiveRecords, type AssessmentRecord } from '~/domain/questionnaire/records'
import { resultSummary } from '~/domain/questionnaire/results'
import type { RetakeStatus } from '~/domain/questionnaire/retake'

import { useDateFormat } from '~/components/time-zone'
import { ReportButton } from './ReportButton'
import { countOf } from '~/domain/plural'

function symptomCount(record: AssessmentRecord): number | null {
  const definition = definitionFor(record.assessment_type)
  return definition ? resultSummary(symptomQuestions(definition), record.responses).symptoms_reported : null
}

/**
 * History view (doc 2 §2): a card per assessment, newest first and numbered
 * from the oldest, with 'View Results' and the PDF icon; 'Take New
 * Assessment', or 'Available Next Month' with the date.
 */
export function AssessmentHistoryGrid({
  records,
  retake,
  brand,
  onBack,
  onView,
  onTake,
}: {
  records: AssessmentRecord[]
  retake: RetakeStatus
  brand: string
  onBack: () => void
  onView: (id: string) => void
  onTake: () => void
}) {
  const when = useDateFormat()
  if (records.length === 0) {
    return (
      <EmptyState
        art="emptyChart"
        title="No Assessments Yet"
        headingLevel={2}
        className="card"
        action={<Button onClick={onTake}>Take Your First Assessment</Button>}
      >
        Your first assessment becomes your baseline: later ones show how things change.
      </EmptyState>
    )
  }
  const comprehensive = comprehensiveRecords(records)
  return (
    <div className="space-y-5" data-testid="assessment-history">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={onBack}>
          ← Back to Assessment
        </Button>
        <div className="flex flex-wrap items-center gap-3">
          {!retake.allowed && retake.next_available ? (
            <p className="text-sm text-slate-700" data-testid="next-available">
              Your next assessment is available from {when(retake.next_available, 'longDay')}.
            </p>
          ) : null}
          {retake.allowed ? (
            <Button onClick={onTake}>Take New Assessment</Button>
          ) : (
            <Button disabled>Available Next Month</Button>
          )}
        </div>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {records.map((record, i) => {
          const count = symptomCount(record)
          return (
            <li key={record.id} className="flex flex-col card p-5" data-testid="history-card">
              <div className="flex items-start justify-between gap-2">
                <h2 className="font-sans text-lg font-bold tracking-normal text-slate-900">Assessment #{records.length - i}</h2>
                {record.is_baseline ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">Baseline</span>
                ) : null}
              </div>
              <p className="text-sm text-slate-700">{when(record.completed_at, 'longDay')}</p>
              <p className="text-sm text-slate-700">{ASSESSMENT_TYPE_NAMES[record.assessment_type] ?? record.assessment_type}</p>
              {count !== null ? (
                <p className="mt-2 font-medium text-slate-900">
                  {countOf(count, 'symptom')} reported
                </p>
              ) : null}
              <div className="mt-4 flex items-center gap-2 pt-1">
                <Button variant="secondary" onClick={() => onView(record.id)} aria-label={`View Results of Assessment #${records.length - i}`}>
                  View Results
                </Button>
                <ReportButton assessment={record} history={comprehensive} brand={brand} compact />
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
