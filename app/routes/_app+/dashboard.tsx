import { defer, type LoaderFunctionArgs } from '@remix-run/node'
import { Await, Link, useLoaderData } from '@remix-run/react'
import { Suspense } from 'react'

import { CheckinRatings } from '~/components/checkin/CheckinRatings'
import { useLocalToday } from '~/components/checkin/local-date'
import { HubBanner } from '~/components/dashboard/HubBanner'
import { QuickActions } from '~/components/dashboard/QuickActions'
import { CourseCard } from '~/components/courses/CourseCard'
import { LogFlushAction } from '~/components/flushes/LogFlushAction'
import { TierBadge } from '~/components/TierBadge'
import { buttonClass } from '~/components/ui/Button'
import { Icon } from '~/components/ui/icons'
import { Illustration } from '~/components/ui/Illustration'
import { PageHeader } from '~/components/ui/PageHeader'
import { Spinner } from '~/components/ui/Spinner'
import { StatCard } from '~/components/ui/StatCard'
import { SupportCard } from '~/components/wellbeing/SupportCard'
import { calendarDayIn, streakFromRun } from '~/domain/checkins'
import { dashboardOrEmpty, hubCheckinAction, nextStep, todaysCheckinAction, welcomeHeading, welcomeTileTitle, type DashboardStats as Stats } from '~/domain/dashboard'
import { requireCustomer } from '~/lib/session.server'
import { useAppUser } from '~/routes/_app+/_layout'
import { useRootData } from '~/root'
import { getDashboard } from '~/services/checkins/dashboard.server'
import { hasCheckedIn } from '~/services/checkins/figures.server'
import type { PublicCheckin } from '~/services/checkins/public'
import { requestTimeZone } from '~/lib/time-zone.server'
import { wellbeingSupportFor } from '~/services/wellbeing/wellbeing-support.server'
import { logError } from '~/lib/logger.server'
import { countOf } from '~/domain/plural'
import { courseTimeZone } from '~/services/courses/enrolment.server'
import { herCourses } from '~/services/courses/her-courses.server'

type DashboardStats = Stats<PublicCheckin>

/**
 * The page renders at once with the spinner; the figures stream in. A failure
 * to read them is logged and the page falls back to empty data (doc 1 §4).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const stats = dashboardOrEmpty(
    getDashboard(context.payload, customer, context.env.BRAND_NAME).then(({ streak, run, recent_checkins, total_checkins }) => ({
      streak,
      run,
      recent_checkins,
      total_checkins,
    })),
    (error) => logError('Dashboard data could not be loaded; showing empty data', error),
  )
  // A first visit is welcomed, a returning customer welcomed back: her kept count, or one indexed look-up, before the page streams.
  const returning = Boolean(customer.profile_completed) || (await hasCheckedIn(context.payload, customer))
  // Support when her check-ins suggest she needs it, for her day in Europe/London; the card asks again for the browser's own day.
  const supportDay = calendarDayIn(new Date())
  const support = wellbeingSupportFor(context.payload, customer, supportDay, requestTimeZone(request)).catch((error) => {
    console.error('Wellbeing support could not be worked out', error)
    return null
  })
  // The course she is on (or the one to start), read before the page streams so nothing below it moves; a failure shows no card.
  const course = await courseTimeZone(context.payload, customer.id, requestTimeZone(request))
    .then((zone) => herCourses(context.payload, customer.id, zone))
    .then((list) => list.find((c) => c.progress) ?? list[0] ?? null)
    .catch((error) => {
      logError('The dashboard course card could not be loaded', error)
      return null
    })
  return defer({ stats, returning, support, supportDay, course })
}

export default function Dashboard() {
  const user = useAppUser()
  const { brand } = useRootData()
  const { stats, returning, support, supportDay, course } = useLoaderData<typeof loader>()
  const isBase = user.tier === brand

  return (
    <div className="space-y-8">
      {/* When her words speak of a plan, a method or an act, the card comes first, above everything. */}
      <Suspense fallback={null}>
        <Await resolve={support}>
          {(answer) =>
            answer?.level === 'urgent' ? <SupportCard support={answer} day={supportDay} customerId={user.id} /> : null
          }
        </Await>
      </Suspense>

      <PageHeader
        title={welcomeHeading(user.name, returning)}
        actions={
          isBase ? (
            <Link to="/upgrades" className={buttonClass('primary')}>
              Upgrade
            </Link>
          ) : null
        }
      >
        <TierBadge tier={user.tier} suffix=" Member" />
      </PageHeader>

      <Suspense fallback={null}>
        <Await resolve={support}>
          {(answer) =>
            answer && answer.level !== 'urgent' ? <SupportCard support={answer} day={supportDay} customerId={user.id} /> : null
          }
        </Await>
      </Suspense>

      <Suspense fallback={<HubBanner />}>
        <Await resolve={stats}>{(data) => <HubForHerDay stats={data as DashboardStats} serverDay={supportDay} />}</Await>
      </Suspense>

      {/* While the figures stream in, their tiles hold their place with a spinner, and the quick actions
          (which need no figures) are already there, so nothing below them moves when the figures arrive. */}
      <Suspense fallback={<YourNumbers brand={brand} returning={returning} />}>
        <Await resolve={stats}>{(data) => <YourNumbers brand={brand} returning={returning} stats={data as DashboardStats} />}</Await>
      </Suspense>

      <LogFlushAction />

      {course ? (
        <section aria-label="Your course" data-testid="dashboard-course">
          <CourseCard course={course} headingLevel={2} />
        </section>
      ) : null}

      <QuickActions />

      {/* Room for what comes (the next step is never shorter), so the footer stays below it while it loads. */}
      <Suspense fallback={<div aria-hidden="true" className="min-h-60" />}>
        <Await resolve={stats}>
          {(data) => <RecentAndNextStep stats={data as DashboardStats} isBase={isBase} brand={brand} serverDay={supportDay} />}
        </Await>
      </Suspense>
    </div>
  )
}

/** The banner, its button naming what it does on her day: update today's check-in once it is done. */
function HubForHerDay({ stats, serverDay }: { stats: DashboardStats; serverDay: string }) {
  const today = useLocalToday()
  return <HubBanner action={hubCheckinAction(stats.recent_checkins, today ?? serverDay)} />
}

/** Her streak and total once they are in; while they load, the same tiles with a spinner. */
function YourNumbers({ brand, returning, stats }: { brand: string; returning: boolean; stats?: DashboardStats }) {
  const today = useLocalToday()
  // The server counted on its own calendar day; the browser knows the customer's.
  const streak = stats ? (today ? streakFromRun(stats.run, today) : stats.streak) : null
  return (
    <section aria-label="Your numbers" aria-busy={stats ? undefined : true} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
      <StatCard
        label="Check-in Streak"
        value={
          streak === null ? (
            // One line of the figure's height, so the tile keeps its size when the figure comes.
            <span className="flex h-9 items-center">
              <Spinner label="Loading your dashboard" className="h-8 w-8" />
            </span>
          ) : (
            countOf(streak, 'day')
          )
        }
        testId={stats ? 'streak' : undefined}
        icon={<Icon name="streak" />}
      />
      <StatCard
        label="Total Check-ins"
        value={stats ? stats.total_checkins : <span aria-hidden="true">&nbsp;</span>}
        testId={stats ? 'total-checkins' : undefined}
        icon={<Icon name="total" />}
      />
      <div className="col-span-2 rounded-2xl bg-sage-50 p-5 ring-1 ring-sage-200 md:col-span-1">
        <p className="text-sm font-semibold text-sage-800" data-testid="welcome-tile">
          {welcomeTileTitle(brand, returning || (stats?.total_checkins ?? 0) > 0)}
        </p>
        {/* Two lines' room while loading, as either sentence takes. */}
        <p className="mt-1 min-h-12 text-slate-700">
          {!stats
            ? null
            : stats.total_checkins === 0
              ? 'Your journey starts with your first check-in.'
              : 'Every check-in adds to the picture of what helps you feel your best.'}
        </p>
      </div>
    </section>
  )
}

/** Her recent check-ins and the next step, below the quick actions. */
function RecentAndNextStep({ stats, isBase, brand, serverDay }: { stats: DashboardStats; isBase: boolean; brand: string; serverDay: string }) {
  const user = useAppUser()
  const today = useLocalToday()
  const streak = today ? streakFromRun(stats.run, today) : stats.streak
  const step = nextStep({ profileCompleted: user.profile_completed, streak, isBaseTier: isBase, plusName: `${brand}+` })

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {stats.recent_checkins.length > 0 ? (
        <section aria-labelledby="recent-checkins" className="space-y-4 lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="recent-checkins" className="text-2xl text-slate-900">
              Recent Check-ins
            </h2>
            <Link to="/checkin" className={buttonClass('secondary')}>
              {/* Her own day once the browser knows it; Europe/London's until then. */}
              {todaysCheckinAction(stats.recent_checkins, today ?? serverDay)}
            </Link>
          </div>
          <ul className="card divide-y divide-slate-100" data-testid="recent-checkins">
            {stats.recent_checkins.map((checkin) => (
              <li key={checkin.id} className="p-4">
                <CheckinRatings checkin={checkin} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="next-step"
        className={`card flex h-fit items-start gap-4 p-6 ${stats.recent_checkins.length > 0 ? '' : 'lg:col-span-3'} ring-brand-200`}
      >
        <div className="min-w-0 flex-1">
          <h2 id="next-step" className="font-sans text-sm font-semibold uppercase tracking-wide text-brand-700">
            Your Next Step
          </h2>
          <p className="mt-2 text-lg font-bold text-slate-900">{step.title}</p>
          <p className="mt-1 text-slate-700">{step.description}</p>
          <Link to={step.to} className={buttonClass('primary', 'mt-4')}>
            {step.action}
          </Link>
          <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-700">
            Seeing your GP?{' '}
            <Link to="/treatments" className="font-semibold text-brand-700 underline underline-offset-2">
              My treatments
            </Link>{' '}
            keeps your HRT, medicines and any bleeding in one place, with a one-page report to take along.
          </p>
        </div>
        <Illustration name="emptyCheckins" className="hidden h-24 w-auto shrink-0 sm:block" />
      </section>
    </div>
  )
}
