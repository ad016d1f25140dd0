import { defer, type LoaderFunctionArgs } from '@remix-run/node'
import { Await, Link, useLoaderData } from '@remix-run/react'
import { Suspense } from 'react'

import { CheckinRatings } from '~/components/checkin/CheckinRatings'
import { useLocalToday } from '~/components/checkin/local-date'
import { TierBadge } from '~/components/TierBadge'
import { buttonClass } from '~/components/ui/Button'
import { Spinner } from '~/components/ui/Spinner'
import { streakFromRun } from '~/domain/checkins'
import { dashboardOrEmpty, nextStep, type DashboardStats as Stats } from '~/domain/dashboard'
import { useAppUser } from '~/routes/_app+/_layout'
import { requireCustomer } from '~/lib/session.server'
import { useRootData } from '~/root'
import { getDashboard, type PublicCheckin } from '~/services/checkins.server'

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
    (error) => console.error('Dashboard data could not be loaded; showing empty data', error),
  )
  return defer({ stats })
}

const QUICK_ACTIONS = [
  { to: '/checkin', title: 'Daily Check-in', text: 'Rate your energy, sleep, stress and mood.' },
  { to: '/questionnaire', title: 'Health Assessment', text: 'Track your symptoms over time.' },
  { to: '/meal-plans', title: 'Meal Plans', text: 'AI meal plans for your symptoms.' },
  { to: '/grocery-list', title: 'Grocery List', text: 'Your shopping list and nearby stores.' },
  { to: '/progress', title: 'Progress', text: 'Trends, insights and your AI summary.' },
] as const

export default function Dashboard() {
  const user = useAppUser()
  const { brand } = useRootData()
  const { stats } = useLoaderData<typeof loader>()
  const isBase = user.tier === brand

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Welcome back, {user.name}!</h1>
          <div className="mt-2">
            <TierBadge tier={user.tier} suffix=" Member" />
          </div>
        </div>
        {isBase ? (
          <Link to="/upgrades" className={buttonClass('primary')}>
            Upgrade
          </Link>
        ) : null}
      </div>

      <section className="rounded-3xl bg-gradient-to-r from-brand-600 to-plum-700 p-8 text-white shadow">
        <h2 className="text-2xl font-bold">Your Liberation Hub</h2>
        <p className="mt-2 max-w-2xl text-white/90">
          Check in each day, follow your meal plan and watch your progress build. Small steps, every day.
        </p>
      </section>

      <Suspense
        fallback={
          <div className="flex justify-center py-12 text-brand-700">
            <Spinner label="Loading your dashboard" className="h-8 w-8" />
          </div>
        }
      >
        <Await resolve={stats}>
          {(data) => <DashboardBody stats={data as DashboardStats} isBase={isBase} brand={brand} />}
        </Await>
      </Suspense>
    </div>
  )
}

function DashboardBody({ stats, isBase, brand }: { stats: DashboardStats; isBase: boolean; brand: string }) {
  const user = useAppUser()
  const today = useLocalToday()
  // The server counted on its own calendar day; the browser knows the customer's.
  const streak = today ? streakFromRun(stats.run, today) : stats.streak
  const step = nextStep({ profileCompleted: user.profile_completed, streak, isBaseTier: isBase, plusName: `${brand}+` })

  return (
    <>
      <section aria-label="Your numbers" className="grid gap-4 md:grid-cols-3">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-medium text-slate-600">Check-in Streak</p>
          <p className="mt-2 text-3xl font-bold text-brand-800" data-testid="streak">
            {streak} {streak === 1 ? 'day' : 'days'}
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-medium text-slate-600">Total Check-ins</p>
          <p className="mt-2 text-3xl font-bold text-brand-800" data-testid="total-checkins">
            {stats.total_checkins}
          </p>
        </div>
        <div className="rounded-2xl bg-brand-50 p-6 shadow-sm ring-1 ring-brand-100">
          <p className="text-sm font-medium text-brand-800">Welcome to {brand}</p>
          <p className="mt-2 text-slate-700">
            {stats.total_checkins === 0
              ? 'Your journey starts with your first check-in.'
              : 'Every check-in adds to the picture of what helps you feel your best.'}
          </p>
        </div>
      </section>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-4 text-xl font-bold">
          Quick Actions
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className="block h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <span className="block font-semibold text-brand-800">{action.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{action.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        {stats.recent_checkins.length > 0 ? (
          <section aria-labelledby="recent-checkins" className="space-y-4 lg:col-span-2">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="recent-checkins" className="text-xl font-bold">
                Recent Check-ins
              </h2>
              <Link to="/checkin" className={buttonClass('secondary')}>
                Add Today&apos;s Check-in
              </Link>
            </div>
            <ul className="space-y-3" data-testid="recent-checkins">
              {stats.recent_checkins.map((checkin) => (
                <li key={checkin.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <CheckinRatings checkin={checkin} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section
          aria-labelledby="next-step"
          className={`h-fit rounded-2xl ${stats.recent_checkins.length > 0 ? '' : 'lg:col-span-3'} bg-white p-6 shadow-sm ring-1 ring-brand-200`}
        >
          <h2 id="next-step" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Your Next Step
          </h2>
          <p className="mt-2 text-lg font-bold text-slate-900">{step.title}</p>
          <p className="mt-1 text-slate-700">{step.description}</p>
          <Link to={step.to} className={buttonClass('primary', 'mt-4')}>
            {step.action}
          </Link>
        </section>
      </div>
    </>
  )
}
