import { useNavigate, useSearchParams } from '@remix-run/react'
import { useState } from 'react'

import { Button } from '~/components/ui/Button'
import { SUBMISSION_MESSAGES } from '~/domain/questionnaire/messages'
import type { AssessmentRecord } from '~/domain/questionnaire/records'
import type { RetakeStatus } from '~/domain/questionnaire/retake'
import type { Answers, QuestionnaireDefinition } from '~/domain/questionnaire/types'
import type { OverTimeProps } from '~/components/symptoms/SymptomsOverTime'
import { SupportCard } from '~/components/wellbeing/SupportCard'
import type { WellbeingSupport } from '~/domain/wellbeing/support-rules'

import { AssessmentHistoryGrid } from './AssessmentHistoryGrid'
import { AssessmentResults } from './AssessmentResults'
import { useDateFormat } from '~/components/time-zone'
import { QuestionnaireForm } from './QuestionnaireForm'
import { forgetStoredAnswers, questionnaireStorageKey } from './useStoredAnswers'

type View = 'questionnaire' | 'history' | 'results'

/**
 * The comprehensive assessment screen (doc 2 §2, §4): three views, switched
 * by 'Assessment' and 'History (count)', kept in the URL (?view=, &id=) so
 * Back works and a result can be linked.
 */
export function AssessmentScreen({
  definition,
  records,
  retake,
  userId,
  brand,
  prefill,
  overTime,
  support,
}: {
  definition: QuestionnaireDefinition
  records: AssessmentRecord[]
  retake: RetakeStatus
  userId: string
  brand: string
  /** Answers a new assessment starts with (from her treatments). */
  prefill?: Answers
  /** Her check-ins and treatment dates for "Your symptoms over time" on the results. */
  overTime?: Omit<OverTimeProps, 'assessments'>
  /** Whether to offer her support (her assessments read too), for the day the server assumed: shown above her results. */
  support?: { support: WellbeingSupport; day: string } | null
}) {
  const when = useDateFormat()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [formKey, setFormKey] = useState(0)
  const asked = params.get('view')
  const view: View = asked === 'history' || asked === 'results' || asked === 'questionnaire' ? asked : retake.allowed ? 'questionnaire' : 'history'
  const show = (next: View, id?: string) => navigate(`?view=${next}${id ? `&id=${encodeURIComponent(id)}` : ''}`, { preventScrollReset: false })

  function retakeAssessment() {
    forgetStoredAnswers(questionnaireStorageKey(userId, definition.assessment_type))
    setFormKey((k) => k + 1)
    show('questionnaire')
  }

  const selected = records.find((r) => r.id === params.get('id')) ?? records[0] ?? null

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Health Assessment</h1>
          <p className="mt-1 text-slate-700">About 15 minutes. Your answers shape your plan and make a report you can take to your GP.</p>
        </div>
        <div className="flex gap-2" role="group" aria-label="Assessment views">
          <Button variant={view === 'questionnaire' ? 'primary' : 'secondary'} aria-pressed={view === 'questionnaire'} onClick={() => show('questionnaire')}>
            Assessment
          </Button>
          <Button variant={view !== 'questionnaire' ? 'primary' : 'secondary'} aria-pressed={view !== 'questionnaire'} onClick={() => show('history')}>
            History ({records.length})
          </Button>
        </div>
      </div>

      {view === 'questionnaire' ? (
        retake.allowed ? (
          <QuestionnaireForm key={formKey} definition={definition} prefill={prefill} submitter={{ userId, onSubmitted: ({ id }) => show('results', id) }} />
        ) : (
          <div className="card p-8 text-center" data-testid="retake-too-early">
            <p className="font-semibold text-slate-900">{SUBMISSION_MESSAGES.retakeTooEarly}</p>
            {retake.next_available ? (
              <p className="mt-1 text-slate-700">Your next assessment is available from {when(retake.next_available, 'longDay')}.</p>
            ) : null}
            <Button variant="secondary" className="mt-4" onClick={() => show('history')}>
              View your history
            </Button>
          </div>
        )
      ) : null}

      {view === 'history' ? (
        <AssessmentHistoryGrid
          records={records}
          retake={retake}
          brand={brand}
          onBack={() => show('questionnaire')}
          onView={(id) => show('results', id)}
          onTake={records.length === 0 ? () => show('questionnaire') : retakeAssessment}
        />
      ) : null}

      {view === 'results' && support?.support.show ? (
        <SupportCard support={support.support} day={support.day} customerId={userId} honourHidden={false} />
      ) : null}

      {view === 'results' ? (
        <AssessmentResults
          assessment={selected}
          records={records}
          retake={retake}
          brand={brand}
          overTime={overTime}
          onBack={() => show('history')}
          onRetake={retakeAssessment}
        />
      ) : null}
    </div>
  )
}
