import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'

import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { createMealPlan } from '~/services/meal-plans/create-meal-plan.server'

/** POST /api/ai/meal-plan (spec doc 1 §7): no payload; answers meal_plan_id and overview. */
export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const { customer } = await requireApiCustomer(request, context)
  await readJson(request, z.object({}).strict())
  return json(await createMealPlan(context.payload, context.env, customer), 201)
})
