import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { getMealPlanProgress } from '~/services/meal-plans/read-meal-plans.server'

/** GET /api/ai/meal-plan/progress/{id}: { progress (0–100), status }, polled every 2 s. */
export const loader = apiLoader(async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await getMealPlanProgress(context.payload, customer.id, params.id ?? ''))
})

export const action = onlyMethod('GET')
