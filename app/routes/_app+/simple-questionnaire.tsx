import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate, useRevalidator } from '@remix-run/react'

import { QuestionnaireForm, type FormWording } from '~/components/questionnaire/QuestionnaireForm'
import { SIMPLIFIED_ASSESSMENT } from '~/domain/questionnaire/simplified'
import { contactFromAccount } from '~/domain/questionnaire/signup'
import type { Answers } from '~/domain/questionnaire/types'
import { requireCustomer } from '~/lib/session.server'
import { SIMPLIFIED_REDIRECT_MS } from '~/domain/constants'

export const meta: MetaFunction = () => [{ title: 'Quick Health Assessment' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  // Her name and e-mail start as her account's; she can change them.
  return Response.json({ userId: customer.id, prefill: contactFromAccount({ name: customer.name ?? '', email: customer.email }) })
}

/** Doc 2 §2: 3 steps, Previous and Next, the last labelled 'Submit Assessment'. */
const WORDING: FormWording = {
  step: (index, total) => `Step ${index + 1} of ${total}`,
  back: 'Previous',
  next: 'Next',
  submit: 'Submit Assessment',
  submitting: 'Submitting...',
  sections: false,
}

export default function SimpleQuestionnairePage() {
  const { userId, prefill } = useLoaderData<typeof loader>() as { userId: string; prefill: Answers }
  const navigate = useNavigate()
  // The layout's customer (profile_completed) is stale after a fetch; reload it before moving on.
  const revalidator = useRevalidator()
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold">Quick Health Assessment</h1>
        <p className="mt-1 text-slate-700">Three short steps about you, your key symptoms and your goals.</p>
      </div>
      <QuestionnaireForm
        definition={SIMPLIFIED_ASSESSMENT}
        wording={WORDING}
        prefill={prefill}
        submitter={{
          userId,
          onSubmitted: () => {
            revalidator.revalidate()
            setTimeout(() => navigate('/dashboard'), SIMPLIFIED_REDIRECT_MS)
          },
        }}
      />
      <p className="rounded-2xl bg-brand-50 p-4 text-sm text-brand-800 ring-1 ring-brand-100">
        Tip: take this assessment again each month to see how your symptoms change.
      </p>
    </div>
  )
}
