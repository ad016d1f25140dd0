import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from '@remix-run/node'
import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'

import { useLocalToday } from '~/components/checkin/local-date'
import { lazyPart, PartPlaceholder } from '~/components/lazy-part'
import { SummaryCard } from '~/components/progress/SummaryCard'
import { buttonClass } from '~/components/ui/Button'
import { flushFigures } from '~/services/flushes/flush-figures.server'
import { Tabs } from '~/components/progress/Tabs'
import { GpReportPart } from '~/components/treatments/GpReportPart'
import { useSettledToast, useToast } from '~/components/Toasts'
import { PageHeader } from '~/components/ui/PageHeader'
import { StatCard } from '~/components/ui/StatCard'
import { addDays, formatDay, streakFromRun } from '~/domain/checkins'
import { herToday } from '~/domain/calendar'
import { PROGRESS_PAGE_RECENT_COUNT } from '~/domain/constants'
import { comprehensiveRecords } from '~/domain/questionnaire/records'
import { symptomAnswers } from '~/domain/symptoms-over-time/groups'
import { canGenerateSummary, keyInsights, lastDays, PROGRESS_MESSAGES, sevenDayAverages, symptomsReported } from '~/domain/progress'
import { badRequest } from '~/lib/errors'
import { pageAction } from '~/lib/http.server'
import { limitCustomer } from '~/lib/rate-limit.server'
import { requireCustomer } from '~/lib/session.server'
import { requestTimeZoneOrDefault } from '~/lib/time-zone.server'
import { useAppUser } from '~/routes/_app+/_layout'
import { progressCheckins } from '~/services/checkins/dashboard.server'
import { useRootData } from '~/root'
import { aiConsentFor } from '~/services/account/ai-consent.server'
import { generateProgressSummary } from '~/services/progress-summary/generate-summary.server'
import { latestProgressSummary } from '~/services/progress-summary/latest-summary.server'
import { listAssessments } from '~/services/questionnaire/list-assessments.server'
import { logError } from '~/lib/logger.server'
import { symptomsOverTime } from '~/services/treatments/symptoms-over-time.server'
import { listTreatments } from '~/services/treatments/treatments.server'

export const meta: MetaFunction = () => [{ title: 'Progress' }]

// Below her numbers and summary: fetched once the page is on her screen (app/components/lazy-part.tsx).
const TrendsPanel = lazyPart(() => import('~/components/progress/TrendsPanel').then((m) => m.TrendsPanel), <PartPlaceholder label="your wellness trends" />)
const AssessmentHistory = lazyPart(
  () => import('~/components/progress/AssessmentHistory').then((m) => m.AssessmentHistory),
  <PartPlaceholder label="your assessment history" />,
)
const InsightsPanel = lazyPart(() => import('~/components/progress/InsightsPanel').then((m) => m.InsightsPanel), <PartPlaceholder label="your key insights" />)
const SymptomsOverTime = lazyPart(
  () => import('~/components/symptoms/SymptomsOverTime').then((m) => m.SymptomsOverTime),
  <PartPlaceholder label="your symptoms over time" className="min-h-96" />,
)
const FlushFigures = lazyPart(() => import('~/components/flushes/FlushFigures').then((m) => m.FlushFigures), <PartPlaceholder label="your hot flush figures" />)

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const zone = requestTimeZoneOrDefault(request)
  const today = herToday(zone, new Date())
  try {
    // Read once for both the symptoms chart's marks and the flush chart's; a
    // failure reaches the page through them (the catch only marks it handled).
    const treatments = listTreatments(context.payload, customer.id)
    treatments.catch(() => {})
    const [checkins, assessments, summary, ai, overTime, flushes] = await Promise.all([
      progressCheckins(context.payload, customer, today, PROGRESS_PAGE_RECENT_COUNT),
      listAssessments(context.payload, customer.id),
      latestProgressSummary(context.payload, customer.id),
      aiConsentFor(context.payload, context.env, customer),
      symptomsOverTime(context.payload, customer.id, zone, undefined, treatments),
      flushFigures(context.payload, customer.id, zone, undefined, treatments),
    ])
    return json({
      ok: true as const,
      today,
      streak: checkins.streak,
      run: checkins.run,
      total_checkins: checkins.total_checkins,
      recent: checkins.recent,
      assessments: assessments.map(({ id, assessment_type, completed_at, is_baseline, responses }) => ({
        id,
        assessment_type,
        completed_at,
        is_baseline,
        symptoms_reported: symptomsReported(responses),
      })),
      summary,
      ai,
      // Her symptoms over time (issue 30): only the symptom answers travel to the page.
      symptomAssessments: comprehensiveRecords(assessments).map(({ id, completed_at, is_baseline, responses }) => ({
        id,
        completed_at,
        is_baseline,
        responses: symptomAnswers(responses),
      })),
      overTime,
      flushes,
    })
  } catch (error) {
    logError('Progress data could not be loaded', error)
    return json({ ok: false as const, error: PROGRESS_MESSAGES.loadFailed }, { status: 500 })
  }
}

type ProgressData = Extract<SerializeFrom<typeof loader>, { ok: true }>

export async function action({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const form = await request.formData()
  return pageAction(PROGRESS_MESSAGES.summaryFailed, async () => {
    if (form.get('intent') !== 'summary') throw badRequest('Unknown action')
    await limitCustomer(context, 'progressSummaryPerCustomer', customer.id)
    await generateProgressSummary(context.payload, context.env, customer)
    return { ok: true as const }
  })
}

export default function ProgressPage() {
  const data = useLoaderData<typeof loader>()
  const toast = useToast()

  useEffect(() => {
    if (!data.ok) toast({ type: 'error', message: data.error })
  }, [data, toast])

  return (
    <div data-testid="progress" className="space-y-8">
      <PageHeader title="Your Progress" eyebrow={data.ok ? <ReportPeriod today={data.today} /> : null}>
        Your check-ins over time, what is going well and what to focus on.
      </PageHeader>
      {data.ok ? (
        <ProgressBody data={data} />
      ) : (
        <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
          {data.error}
        </p>
      )}
    </div>
  )
}

/** The report's period: the last 30 days, on the customer's own calendar once the browser knows it. */
function ReportPeriod({ today }: { today: string }) {
  const end = useLocalToday() ?? today
  return (
    <>
      Report for {formatDay(addDays(end, -29), { weekday: false })} to {formatDay(end, { weekday: false, year: true })}
    </>
  )
}

function ProgressBody({ data }: { data: ProgressData }) {
  const user = useAppUser()
  const localToday = useLocalToday()
  const today = localToday ?? data.today
  const streak = localToday ? streakFromRun(data.run, localToday) : data.streak
  // The last 30 days, from the 12 weeks of ratings the symptoms chart carries (they cover her day either side of the server's).
  const window = lastDays(data.overTime.checkins, today)
  const averages = sevenDayAverages(data.recent)
  const fetcher = useFetcher<typeof action>()
  const { brand } = useRootData()
  useSettledToast(fetcher, (result) =>
    result.ok
      ? { type: 'success', message: PROGRESS_MESSAGES.summaryGenerated }
      : {
          type: 'error',
          message:
            result.detail === PROGRESS_MESSAGES.summaryNeedsCheckins || result.code === 'rate_limited'
              ? result.detail
              : PROGRESS_MESSAGES.summaryFailed,
        },
  )

  const stats = [
    { label: 'Day Streak', value: streak, testId: 'stat-streak' },
    {
      label: 'Total Check-ins',
      value: data.total_checkins,
      testId: 'stat-total',
    },
    // Comprehensive assessments only, as /questionnaire counts them; quick and test forms are listed, not counted.
    {
      label: 'Assessments',
      value: data.symptomAssessments.length,
      testId: 'stat-assessments',
    },
    {
      label: 'Daily Check-ins',
      value: window.length,
      testId: 'stat-daily',
      note: 'in the last 30 days',
    },
  ]

  return (
    <>
      <section aria-label="Your numbers" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.map((s) => (
          <StatCard key={s.label} label={s.label} value={s.value} testId={s.testId} note={s.note} />
        ))}
      </section>

      <SummaryCard
        summary={data.summary}
        canGenerate={canGenerateSummary(data.total_checkins)}
        fetcher={fetcher}
        ai={data.ai}
        brand={brand}
      />

      <Tabs
        label="Progress views"
        tabs={[
          {
            id: 'trends',
            label: 'Wellness Trends',
            content: <TrendsPanel averages={averages} window={window} recent={data.recent} today={today} />,
          },
          {
            id: 'assessments',
            label: 'Assessment History',
            content: <AssessmentHistory assessments={data.assessments} />,
          },
          {
            id: 'insights',
            label: 'Key Insights',
            content: <InsightsPanel insights={keyInsights(averages)} hasData={averages !== null} />,
          },
        ]}
      />

      <div className="below-fold">
        <SymptomsOverTime
          assessments={data.symptomAssessments}
          today={localToday ?? data.overTime.today}
          checkins={data.overTime.checkins}
          treatments={data.overTime.treatments}
        />
      </div>

      <section aria-labelledby="flush-figures" className="below-fold space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="flush-figures" className="text-2xl text-slate-900">
            Hot flushes and night sweats
          </h2>
          <Link to="/flushes" className={buttonClass('secondary')}>
            Log a hot flush
          </Link>
        </div>
        <FlushFigures summary={data.flushes.summary} markers={data.flushes.markers} />
      </section>

      <div className="below-fold grid gap-6 lg:grid-cols-2">
        <GpReportPart userId={user.id} withQuestions={false} />
        <section aria-labelledby="treatments-link" className="card p-5">
          <h2 id="treatments-link" className="text-2xl text-slate-900">
            My treatments
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Keep your HRT, other medicines, supplements and any bleeding in one place: their dates are marked on your chart above and go
            into your report.
          </p>
          <Link to="/treatments" className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2">
            Go to My treatments
          </Link>
        </section>
      </div>
    </>
  )
}
