import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useMemo, useState } from 'react'

import { QuestionField, type FieldActions } from '~/components/questionnaire/QuestionField'
import { useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { keptAnswers, setAnswer, toggleOption, validateSubmission } from '~/domain/questionnaire/form'
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
  const [answers, setAnswers] = useState<Answers>({})
  const [submitting, setSubmitting] = useState(false)
  const page = TEST_SUBMISSION.sections[0].pages[0]

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
    const problem = validateSubmission(TEST_SUBMISSION, answers)
    if (problem) return toast({ type: 'error', message: problem })
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
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        {page.questions.map((question) => (
          <QuestionField key={question.id} question={question} answers={answers} actions={actions} />
        ))}
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Test'}
        </Button>
      </form>
    </div>
  )
}
