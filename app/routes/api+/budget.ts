import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { budgetUpdateSchema } from '~/domain/grocery/budget'
import { apiHandler, json, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { getBudget, updateBudget } from '~/services/grocery/budget.server'

/** GET /api/budget: this week's budget (a new customer's is 0 with nothing spent). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await getBudget(context.payload, customer.id))
})

/** PUT /api/budget: weekly_budget, current_spent (pounds, whole pence) and add_ticked_items. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'PUT')
  const { customer } = await requireApiCustomer(request, context)
  const update = await readJson(request, budgetUpdateSchema)
  return json(await updateBudget(context.payload, customer.id, update))
})
