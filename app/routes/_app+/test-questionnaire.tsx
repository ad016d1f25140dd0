import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useEffect, useMemo, useRef, useState } from 'react'

import { QuestionField, type FieldActions } from '~/components/questionnaire/QuestionField'
import { fieldErrors } from '~/components/questionnaire/QuestionnaireForm'
import { useDismissToast, useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { keptAnswers, pageProblems, problemsMessage, setAnswer, toggleOption, validateSubmission } from '~/domain/questionnaire/form'
import { TEST_SUBMISSION, TEST_SUBMISSION_MESSAGES } from '~/domain/questionnaire/test-submission'
import type { Answers } from '~/domain/questionnaire/types'
import { requireCustomer } from '~/lib/session.server'

export const meta: MetaFunction = () => [{ title: 'Test Submission' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  return Response.json({ userId: customer.id })
}

/** Doc 2 §2 "Test submission form": first name, last name, e-mail, phone and consent. */
export default function TestQuestionnairePage() {
  const { userId } = useLoaderData<typeof loader>() as { userId: string }
  const toast = useToast()
  const dismissToast = useDismissToast()
  const [answers, setAnswers] = useState<Answers>({})
  const [submitting, setSubmitting] = useState(false)
  const page = TEST_SUBMISSION.sections[0].pages[0]
  // After a refused submit every field with a problem says so, until it is fixed.
  const [checked, setChecked] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const problems = checked ? pageProblems(TEST_SUBMISSION, page, answers) : []
  const errors = fieldErrors(problems)

  useEffect(() => {
    if (!checked || problems.length > 0) return
    setChecked(false)
    dismissToast()
  }, [checked, problems.length, dismissToast])

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  const actions: FieldActions = useMemo(
    () => ({
      set: (id, value) => setAnswers((a) => setAnswer(a, id, value)),
      toggle: (question, value) => setAnswers((a) => toggleOption(TEST_SUBMISSION, a, question, value).answers),
      otherText: () => undefined,
      experienced: () => undefined,
      severity: () => undefined,
    }),
    [],
  )

  async function submit() {
    const all = pageProblems(TEST_SUBMISSION, page, answers)
    const problem = problemsMessage(TEST_SUBMISSION, all) ?? validateSubmission(TEST_SUBMISSION, answers)
    if (problem) {
      setChecked(true)
      setFocusRequest((n) => n + 1)
      return toast({ type: 'error', message: problem })
    }
    setSubmitting(true)
    try {
      const response = await fetch('/api/questionnaire/submit', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...keptAnswers(TEST_SUBMISSION, answers), user_id: userId, assessment_type: TEST_SUBMISSION.assessment_type }),
      })
      if (!response.ok) throw new Error(`answered ${response.status}`)
      toast({ type: 'success', message: TEST_SUBMISSION_MESSAGES.succeeded })
      setAnswers({})
    } catch {
      toast({ type: 'error', message: TEST_SUBMISSION_MESSAGES.failed })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">Test Submission</h1>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        {page.questions.map((question) => (
          <QuestionField key={question.id} question={question} answers={answers} actions={actions} error={errors[question.id]} />
        ))}
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Test'}
        </Button>
      </form>
    </div>
  )
}
