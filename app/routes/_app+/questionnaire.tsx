import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { AssessmentScreen } from '~/components/questionnaire/AssessmentScreen'
import { COMPREHENSIVE_ASSESSMENT } from '~/domain/questionnaire/comprehensive'
import { latestComprehensive, type AssessmentRecord } from '~/domain/questionnaire/records'
import { retakeStatus, type RetakeStatus } from '~/domain/questionnaire/retake'
import { requireCustomer } from '~/lib/session.server'
import { useRootData } from '~/root'
import { listAssessments } from '~/services/questionnaire/list-assessments.server'
import { logError } from '~/lib/logger.server'

export const meta: MetaFunction = () => [{ title: 'Health Assessment' }]

interface LoaderData {
  userId: string
  records: AssessmentRecord[]
  retake: RetakeStatus
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  // Doc 2 §8: a history that cannot be loaded is logged only; the assessment still opens.
  const records = await listAssessments(context.payload, customer.id).catch((error: unknown) => {
    logError('Assessment history could not be loaded', error)
    return [] as AssessmentRecord[]
  })
  const retake = retakeStatus(latestComprehensive(records)?.completed_at ?? null, new Date())
  return Response.json({ userId: customer.id, records, retake } satisfies LoaderData)
}

export default function QuestionnairePage() {
  const { userId, records, retake } = useLoaderData<typeof loader>() as LoaderData
  const { brand } = useRootData()
  return <AssessmentScreen definition={COMPREHENSIVE_ASSESSMENT} records={records} retake={retake} userId={userId} brand={brand} />
}
