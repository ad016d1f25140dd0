import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { PREMIUM_FEATURES } from '~/domain/entitlements'
import { foodLogInputSchema, foodLogQuerySchema } from '~/domain/food-log/schemas'
import { apiHandler, json, readJson, readQuery, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { foodLogRange, listFoodLogs } from '~/services/food-log/list-food-logs.server'
import { logFood } from '~/services/food-log/log-food.server'
import { requirePremium } from '~/services/premium.server'

/** GET /api/food-log?start_date&end_date&limit: the customer's own logs, newest first (doc 2 §7). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  requirePremium(customer, PREMIUM_FEATURES.foodLogging, context.env.BRAND_NAME)
  const query = readQuery(request, foodLogQuerySchema)
  return json(await listFoodLogs(context.payload, customer.id, foodLogRange(query), query.limit))
})

/** POST /api/food-log: meal_type, food_items, from_meal_plan, optional eaten_at (doc 2 §5, §7). */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const { customer } = await requireApiCustomer(request, context)
  requirePremium(customer, PREMIUM_FEATURES.foodLogging, context.env.BRAND_NAME)
  const input = await readJson(request, foodLogInputSchema)
  return json(await logFood(context.payload, customer.id, input), 201)
})
