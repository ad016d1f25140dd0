import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { getMealPlan } from '~/services/meal-plans/read-meal-plans.server'

/** GET /api/ai/meal-plan/{id}: one of the customer's plans with its detailed recipes. */
export const loader = apiLoader(async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await getMealPlan(context.payload, customer.id, params.id ?? ''))
})

export const action = onlyMethod('GET')
