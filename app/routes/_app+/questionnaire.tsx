import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { useLocalToday } from '~/components/checkin/local-date'
import { AssessmentScreen } from '~/components/questionnaire/AssessmentScreen'
import { COMPREHENSIVE_ASSESSMENT } from '~/domain/questionnaire/comprehensive'
import { comprehensiveRecords, latestComprehensive, type AssessmentRecord } from '~/domain/questionnaire/records'
import { contactFromAccount } from '~/domain/questionnaire/signup'
import { retakeStatus, type RetakeStatus } from '~/domain/questionnaire/retake'
import type { Answers } from '~/domain/questionnaire/types'
import { requireCustomer } from '~/lib/session.server'
import { requestTimeZone, requestTimeZoneOrDefault } from '~/lib/time-zone.server'
import { calendarDayIn } from '~/domain/checkins'
import type { WellbeingSupport } from '~/domain/wellbeing/support-rules'
import { wellbeingSupportFor } from '~/services/wellbeing/wellbeing-support.server'
import { useRootData } from '~/root'
import { listAssessments } from '~/services/questionnaire/list-assessments.server'
import { logError } from '~/lib/logger.server'
import { symptomsOverTime, type OverTimeData } from '~/services/treatments/symptoms-over-time.server'
import { takingHrtNow } from '~/services/treatments/treatments.server'

export const meta: MetaFunction = () => [{ title: 'Health Assessment' }]

interface LoaderData {
  userId: string
  records: AssessmentRecord[]
  retake: RetakeStatus
  /** Her name and e-mail from her account, and her current HRT as `taking_hrt` "Currently using it" (issue 30). */
  prefill: Answers
  overTime: OverTimeData | null
  /** Whether to offer her support on her results (her assessments read too); null when it could not be worked out. */
  support: { support: WellbeingSupport; day: string } | null
}

/** What her treatments add to the screen; the assessment opens without them if they cannot be read. */
async function fromTreatments(context: LoaderFunctionArgs['context'], customerId: string, timeZone: string): Promise<{ prefill: Answers; overTime: OverTimeData | null }> {
  try {
    const [hrt, overTime] = await Promise.all([takingHrtNow(context.payload, customerId), symptomsOverTime(context.payload, customerId, timeZone)])
    return { prefill: hrt ? { taking_hrt: 'Currently using it' } : {}, overTime }
  } catch (error) {
    logError('Treatments could not be read for the assessment', error)
    return { prefill: {}, overTime: null }
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  // Doc 2 §8: a history that cannot be loaded is logged only; the assessment still opens.
  const records = await listAssessments(context.payload, customer.id).catch((error: unknown) => {
    logError('Assessment history could not be loaded', error)
    return [] as AssessmentRecord[]
  })
  // The history holds comprehensive assessments only; the quick and test forms are listed on /progress (issue 28).
  const comprehensive = comprehensiveRecords(records)
  const retake = retakeStatus(latestComprehensive(comprehensive)?.completed_at ?? null, new Date())
  const treatments = await fromTreatments(context, customer.id, requestTimeZoneOrDefault(request))
  const prefill = { ...contactFromAccount({ name: customer.name ?? '', email: customer.email }), ...treatments.prefill }
  const zone = requestTimeZoneOrDefault(request)
  const day = calendarDayIn(new Date(), zone)
  const support = await wellbeingSupportFor(context.payload, customer, day, requestTimeZone(request))
    .then((answer) => ({ support: answer, day }))
    .catch((error: unknown) => {
      logError('Support could not be worked out for the assessment', error)
      return null
    })
  return Response.json({ userId: customer.id, records: comprehensive, retake, prefill, overTime: treatments.overTime, support } satisfies LoaderData)
}

export default function QuestionnairePage() {
  const { userId, records, retake, prefill, overTime, support } = useLoaderData<typeof loader>() as LoaderData
  const { brand } = useRootData()
  const today = useLocalToday()
  return (
    <AssessmentScreen
      definition={COMPREHENSIVE_ASSESSMENT}
      records={records}
      retake={retake}
      userId={userId}
      brand={brand}
      prefill={prefill}
      overTime={overTime ? { ...overTime, today: today ?? overTime.today } : undefined}
      support={support}
    />
  )
}
