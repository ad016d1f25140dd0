import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { foodPreferencesUpdateSchema } from '~/domain/food-preferences/schemas'
import { apiHandler, json, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { readFoodPreferences, updateFoodPreferences } from '~/services/food-preferences/food-preferences.server'

/** GET /api/user/food-preferences: `{ diets, allergens, avoid }` (diets from her latest assessment until she sets her own). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await readFoodPreferences(context.payload, customer.id))
})

/** PUT /api/user/food-preferences: any of diets, allergens (the 14 codes) and avoid (up to 20 foods); each replaces hers. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'PUT')
  const { customer } = await requireApiCustomer(request, context)
  const update = await readJson(request, foodPreferencesUpdateSchema)
  return json(await updateFoodPreferences(context.payload, customer.id, update))
})
