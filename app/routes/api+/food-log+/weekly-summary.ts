import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { PREMIUM_FEATURES } from '~/domain/entitlements'
import { weeklySummaryQuerySchema } from '~/domain/food-log/schemas'
import { apiHandler, json, methodNotAllowed, readQuery } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { requirePremium } from '~/services/premium.server'
import { requestedWeek, weeklyFoodSummaryFor } from '~/services/food-log/weekly-summary.server'

/**
 * GET /api/food-log/weekly-summary?week_start (Monday 00:00): total_food_logs,
 * from_meal_plan, adherence_rate, available_meal_plans, and the days (doc 2 §3, §7).
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  requirePremium(customer, PREMIUM_FEATURES.foodLogging, context.env.BRAND_NAME)
  const { week_start } = readQuery(request, weeklySummaryQuerySchema)
  return json(await weeklyFoodSummaryFor(context.payload, customer.id, requestedWeek(week_start)))
})

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  requirePremium(customer, PREMIUM_FEATURES.foodLogging, context.env.BRAND_NAME)
  return methodNotAllowed(['GET'])
})
