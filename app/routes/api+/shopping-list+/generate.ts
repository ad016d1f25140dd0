import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'

import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { generateShoppingList } from '~/services/grocery/generate-shopping-list.server'

const bodySchema = z.object({
  meal_plan_id: z.string({ error: 'meal_plan_id must be a meal plan id' }).trim().min(1, 'meal_plan_id must be a meal plan id').nullish(),
})

/** POST /api/shopping-list/generate: a priced list from the given plan, else the latest complete one. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const { customer } = await requireApiCustomer(request, context)
  const { meal_plan_id } = await readJson(request, bodySchema)
  return json(await generateShoppingList(context.payload, customer.id, meal_plan_id ?? undefined), 201)
})

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])
