import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'

import { LogFoodDialog } from '~/components/food-log/LogFoodDialog'
import { QuickLog, type PlannedDish } from '~/components/food-log/QuickLog'
import { RecentFoodLogs } from '~/components/food-log/RecentFoodLogs'
import { WeeklyFoodAnalytics } from '~/components/food-log/WeeklyFoodAnalytics'
import { PremiumUpsell } from '~/components/PremiumUpsell'
import { useSettledToast, useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { localDateString, utcDateString } from '~/domain/checkins'
import { FOOD_LOG_RECENT_DAYS } from '~/domain/constants'
import { PREMIUM_FEATURES } from '~/domain/entitlements'
import {
  dayOfWeek,
  daysSoFar,
  FOOD_LOG_MESSAGES,
  localDayOfWeek,
  planDayOf,
  recentLogs,
  toWeekLog,
  weeklyFoodSummary,
  type MealType,
} from '~/domain/food-log/rules'
import { localWeekStart, utcWeekStart } from '~/domain/calendar'
import type { FoodLogInput } from '~/domain/food-log/schemas'
import { foodLogInputSchema } from '~/lib/form-schemas.server'
import type { ActionFailure } from '~/lib/errors'
import { pageAction, readJson } from '~/lib/http.server'
import { requireCustomer } from '~/lib/session.server'
import { listFoodLogs } from '~/services/food-log/list-food-logs.server'
import { logFood } from '~/services/food-log/log-food.server'
import { latestPlannedWeek, type PlannedWeek } from '~/services/food-log/planned-dishes.server'
import type { PublicFoodLog } from '~/services/food-log/public'
import { availableMealPlans } from '~/services/food-log/weekly-summary.server'
import { canUsePremium, requirePremium } from '~/services/premium.server'
import { logError } from '~/lib/logger.server'
import { DAY_MS } from '~/domain/calendar'
import { useRootData } from '~/root'

export const meta: MetaFunction = () => [{ title: 'Food Logging' }]


type LoaderData =
  | { gated: true }
  | {
      gated: false
      now: string
      /** Eight days of logs: the past 7 days and, in any time zone, this week since Monday. Null when they failed to load. */
      logs: PublicFoodLog[] | null
      planned: PlannedWeek | null
      availablePlans: number | null
    }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  if (!canUsePremium(customer, context.env.BRAND_NAME)) return Response.json({ gated: true } satisfies LoaderData)
  const now = new Date()
  const [logs, planned, plans] = await Promise.allSettled([
    listFoodLogs(context.payload, customer.id, { from: new Date(now.getTime() - (FOOD_LOG_RECENT_DAYS + 1) * DAY_MS), to: now }),
    latestPlannedWeek(context.payload, customer.id),
    availableMealPlans(context.payload, customer.id, new Date(now.getTime() + 7 * DAY_MS)),
  ])
  for (const result of [logs, planned, plans]) {
    if (result.status === 'rejected') logError('Food logging data could not be loaded', result.reason)
  }
  return Response.json({
    gated: false,
    now: now.toISOString(),
    logs: logs.status === 'fulfilled' ? logs.value : null,
    planned: planned.status === 'fulfilled' ? planned.value : null,
    availablePlans: plans.status === 'fulfilled' ? plans.value : null,
  } satisfies LoaderData)
}

type ActionData = { ok: true } | ActionFailure

export async function action({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  return pageAction(FOOD_LOG_MESSAGES.logFailed, async () => {
    requirePremium(customer, PREMIUM_FEATURES.foodLogging, context.env.BRAND_NAME)
    const input = await readJson(request, foodLogInputSchema)
    await logFood(context.payload, customer.id, input)
    return { ok: true as const }
  })
}

export default function FoodLoggingPage() {
  const data = useLoaderData<typeof loader>() as LoaderData
  const { brand } = useRootData()
  return (
    <div className="space-y-6" data-testid="food-logging">
      <div>
        <h1 className="text-3xl font-bold">Food Logging</h1>
        <p className="mt-1 text-slate-700">Log what you eat, see your week at a glance and how closely you follow your meal plan.</p>
      </div>
      {data.gated ? (
        <PremiumUpsell
          brand={brand}
          feature="Food logging"
          benefits={[
            'Log meals in a tap, straight from your AI meal plan',
            'Weekly analytics: meals per day, calories and meal plan adherence',
            'See your latest meals at a glance',
          ]}
        />
      ) : (
        <FoodLogging data={data} />
      )}
    </div>
  )
}

function FoodLogging({ data }: { data: Extract<LoaderData, { gated: false }> }) {
  const toast = useToast()
  const fetcher = useFetcher<ActionData>()
  const [dialogMeal, setDialogMeal] = useState<MealType | null>(null)
  // The server renders with UTC; the browser then uses her own clock (week from her Monday, her today).
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => setNow(new Date()), [])

  useEffect(() => {
    if (data.logs === null) toast({ type: 'error', message: FOOD_LOG_MESSAGES.loadFailed })
    else if (data.availablePlans === null) toast({ type: 'error', message: FOOD_LOG_MESSAGES.analyticsFailed })
  }, [data.logs, data.availablePlans, toast])

  useSettledToast(fetcher, (result) =>
    result.ok
      ? { type: 'success', message: FOOD_LOG_MESSAGES.logged }
      : { type: 'error', message: result.detail === FOOD_LOG_MESSAGES.noItems ? result.detail : FOOD_LOG_MESSAGES.logFailed },
  )
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) setDialogMeal(null)
  }, [fetcher.state, fetcher.data])

  const current = now ?? new Date(data.now)
  const weekStart = now ? localWeekStart(now) : utcWeekStart(current)
  const weekStartDate = now ? localDateString(weekStart) : utcDateString(weekStart)
  const today = now ? localDateString(now) : utcDateString(current)
  const dayOf = (at: Date) => (now ? localDayOfWeek(at, weekStart) : dayOfWeek(at, weekStart))
  const summary =
    data.logs && data.availablePlans !== null
      ? weeklyFoodSummary(
          data.logs.map((l) => toWeekLog(l, dayOf)),
          daysSoFar(weekStart, current),
          data.availablePlans,
        )
      : null
  const sinceWeekAgo = current.getTime() - FOOD_LOG_RECENT_DAYS * DAY_MS
  const recent = data.logs ? recentLogs(data.logs.filter((l) => new Date(l.eaten_at).getTime() >= sinceWeekAgo)) : null
  const todaysDishes = data.planned ? data.planned[planDayOf(today)] : null

  const submit = (input: Pick<FoodLogInput, 'meal_type' | 'food_items' | 'from_meal_plan' | 'eaten_at'>) =>
    fetcher.submit(input as unknown as Record<string, never>, { method: 'post', encType: 'application/json' })
  const logDish = (meal: MealType, dish: PlannedDish) =>
    submit({
      meal_type: meal,
      from_meal_plan: true,
      food_items: [{ name: dish.name, portion_size: 'Medium', calories: dish.calories, notes: null }],
    })

  return (
    <>
      <section aria-labelledby="food-week" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="food-week" className="mb-4 text-xl font-semibold">
          This week
        </h2>
        {summary ? (
          <WeeklyFoodAnalytics summary={summary} weekStart={weekStartDate} />
        ) : (
          <p role="alert" className="text-red-800">
            {FOOD_LOG_MESSAGES.analyticsFailed}
          </p>
        )}
      </section>

      <section aria-labelledby="food-quick" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="food-quick" className="text-xl font-semibold">
            Quick log
          </h2>
          <Button onClick={() => setDialogMeal('breakfast')}>Log Food</Button>
        </div>
        <QuickLog today={todaysDishes} busy={fetcher.state !== 'idle'} onLogDish={logDish} onLogOther={(meal) => setDialogMeal(meal)} />
      </section>

      <section aria-labelledby="food-recent" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="food-recent" className="mb-2 text-xl font-semibold">
          Recent logs
        </h2>
        <p className="mb-3 text-sm text-slate-600">Your latest 10 meals from the past 7 days.</p>
        {recent ? (
          <RecentFoodLogs logs={recent} />
        ) : (
          <p role="alert" className="text-red-800">
            {FOOD_LOG_MESSAGES.loadFailed}
          </p>
        )}
      </section>

      <LogFoodDialog
        open={dialogMeal !== null}
        initialMeal={dialogMeal ?? 'breakfast'}
        submitting={fetcher.state !== 'idle'}
        onClose={() => setDialogMeal(null)}
        onSubmit={submit}
      />
    </>
  )
}
