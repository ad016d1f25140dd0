import { Tabs } from '~/components/progress/Tabs'
import { Button } from '~/components/ui/Button'
import { definitionFor, symptomQuestions } from '~/domain/questionnaire/definitions'
import { answerText } from '~/domain/questionnaire/display'
import { isVisible } from '~/domain/questionnaire/form'
import { RESULTS_MESSAGES } from '~/domain/questionnaire/messages'
import { comprehensiveRecords, type AssessmentRecord } from '~/domain/questionnaire/records'
import { reportedSymptoms, resultSummary } from '~/domain/questionnaire/results'
import type { RetakeStatus } from '~/domain/questionnaire/retake'
import { attentionCountColour, SEVERITY_BAND_WORDS, severityBand, type SeverityBand } from '~/domain/questionnaire/symptoms'
import type { Answers, QuestionnaireDefinition, Section } from '~/domain/questionnaire/types'

import { SymptomsOverTime, type OverTimeProps } from '~/components/symptoms/SymptomsOverTime'

import { ReportButton } from './ReportButton'
import { useDateFormat } from '~/components/time-zone'

const BAND_BAR: Record<SeverityBand, string> = { red: 'bg-red-600', yellow: 'bg-amber-500', green: 'bg-green-600' }
const BAND_TEXT: Record<SeverityBand, string> = { red: 'text-red-800', yellow: 'text-amber-900', green: 'text-green-800' }

function SymptomsTab({ definition, responses }: { definition: QuestionnaireDefinition; responses: Record<string, unknown> }) {
  const questions = symptomQuestions(definition)
  const reported = reportedSymptoms(questions, responses)
  if (reported.length === 0) return <p className="text-slate-700">No symptoms reported in this assessment.</p>
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {reported.length} of {questions.length} symptoms, most bothersome first. Severity 7 or above is high priority.
      </p>
      <ul className="divide-y divide-slate-100 card" data-testid="results-symptoms">
        {reported.map((s) => {
          const band = severityBand(s.severity)
          return (
            <li key={s.id} className="flex flex-wrap items-center gap-3 px-4 py-2.5">
              <span className="min-w-0 flex-1 font-medium text-slate-900">{s.text}</span>
              <span className="h-2 w-32 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <span className={`block h-full ${BAND_BAR[band]}`} style={{ width: `${s.severity * 10}%` }} />
              </span>
              <span className={`w-32 text-right text-sm font-semibold ${BAND_TEXT[band]}`} data-colour={band}>
                {s.severity}/10 · {SEVERITY_BAND_WORDS[band]}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function AnswersTab({ section, responses }: { section: Section; responses: Record<string, unknown> }) {
  const questions = section.pages.flatMap((p) => p.questions).filter((q) => isVisible(q, responses as Answers))
  return (
    <dl className="divide-y divide-slate-100 card">
      {questions.map((q) => (
        <div key={q.id} className="grid gap-1 px-4 py-2.5 sm:grid-cols-5 sm:gap-4">
          <dt className="text-sm text-slate-600 sm:col-span-2">{q.text}</dt>
          <dd className="text-slate-900 sm:col-span-3">{answerText(q, responses)}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Results view (doc 2 §2): the summary card, the PDF download, 'Back to
 * History', 'Retake Assessment' or 'Next Month', her symptoms over time
 * (issue 30), and four tabs of answers.
 */
export function AssessmentResults({
  assessment,
  records,
  retake,
  brand,
  overTime,
  onBack,
  onRetake,
}: {
  assessment: AssessmentRecord | null
  records: AssessmentRecord[]
  retake: RetakeStatus
  brand: string
  overTime?: Omit<OverTimeProps, 'assessments'>
  onBack: () => void
  onRetake: () => void
}) {
  const when = useDateFormat()
  const definition = assessment ? definitionFor(assessment.assessment_type) : null
  if (!assessment || !definition) {
    return (
      <div className="card p-8 text-center">
        <p className="text-slate-700">{RESULTS_MESSAGES.none}</p>
        <Button variant="secondary" className="mt-4" onClick={onBack}>
          Back to History
        </Button>
      </div>
    )
  }
  const responses = assessment.responses
  const summary = resultSummary(symptomQuestions(definition), responses)
  const comprehensive = comprehensiveRecords(records)
  const symptomSection = definition.sections.find((s) => s.pages.some((p) => p.questions.some((q) => q.kind === 'symptom')))
  const tabs = definition.sections.map((section) => ({
    id: section.id,
    label: section.resultsTitle,
    content:
      section === symptomSection ? (
        <SymptomsTab definition={definition} responses={responses} />
      ) : (
        <AnswersTab section={section} responses={responses} />
      ),
  }))
  // Doc 2 §2: the Symptoms tab comes first.
  tabs.sort((a, b) => Number(b.id === symptomSection?.id) - Number(a.id === symptomSection?.id))

  return (
    <div className="space-y-6" data-testid="assessment-results">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">
            Your Results{' '}
            {assessment.is_baseline ? <span className="ml-1 align-middle rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">Baseline</span> : null}
          </h2>
          <p className="text-slate-700">Completed {when(assessment.completed_at, 'longDay')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ReportButton assessment={assessment} history={comprehensive} brand={brand} />
          <Button variant="ghost" onClick={onBack}>
            Back to History
          </Button>
          {retake.allowed ? (
            <Button onClick={onRetake}>Retake Assessment</Button>
          ) : (
            <Button disabled title={retake.next_available ? `Available from ${when(retake.next_available, 'longDay')}` : undefined}>
              Next Month
            </Button>
          )}
        </div>
      </div>

      <section aria-label="Summary" className="grid gap-4 rounded-2xl bg-gradient-to-br from-brand-50 to-white p-5 ring-1 ring-brand-100 sm:grid-cols-3">
        <div>
          <p className="text-sm font-medium text-slate-600">Symptoms reported</p>
          <p className="text-3xl font-bold text-slate-900" data-testid="summary-symptoms">
            {summary.symptoms_reported}
          </p>
        </div>
        <div>
          <p className="text-sm font-medium text-slate-600">High priority (severity 7 or above)</p>
          <p
            className={`text-3xl font-bold ${attentionCountColour(summary.high_priority) === 'red' ? 'text-red-700' : 'text-slate-900'}`}
            data-testid="summary-high"
            data-colour={attentionCountColour(summary.high_priority)}
          >
            {summary.high_priority}
          </p>
        </div>
        <div>
          <p className="text-sm font-medium text-slate-600">Stress level</p>
          <p className="text-3xl font-bold text-slate-900" data-testid="summary-stress">
            {summary.stress_level === null ? '–' : `${summary.stress_level}/6`}
          </p>
        </div>
      </section>

      {overTime && assessment.assessment_type === 'comprehensive_menopause_assessment' ? (
        <SymptomsOverTime assessments={comprehensive.filter((r) => r.completed_at <= assessment.completed_at)} {...overTime} />
      ) : null}

      <Tabs key={assessment.id} label="Assessment answers" tabs={tabs} />
    </div>
  )
}
