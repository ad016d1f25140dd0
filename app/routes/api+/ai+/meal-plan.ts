import { z } from 'zod'

import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { limitCustomer } from '~/lib/rate-limit.server'
import { requireApiCustomer } from '~/lib/session.server'
import { createMealPlan } from '~/services/meal-plans/create-meal-plan.server'

/** POST /api/ai/meal-plan (spec doc 1 §7): no payload; answers meal_plan_id and overview. */
export const loader = onlyMethod('POST')

export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  await readJson(request, z.object({}).strict())
  await limitCustomer(context, 'mealPlanPerCustomer', customer.id)
  return json(await createMealPlan(context.payload, context.env, customer), 201)
})
