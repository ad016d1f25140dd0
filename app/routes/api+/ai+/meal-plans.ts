import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listMealPlans } from '~/services/meal-plans/read-meal-plans.server'

/** GET /api/ai/meal-plans: the customer's plans, newest first (recipes via GET /api/ai/meal-plan/{id}). */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await listMealPlans(context.payload, customer.id))
})

export const action = onlyMethod('GET')
