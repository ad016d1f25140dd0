import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { PREMIUM_FEATURES } from '~/domain/entitlements'
import { wearableInputSchema, wearableQuerySchema } from '~/domain/sleep/schemas'
import { apiHandler, json, readJson, readQuery, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { requirePremium } from '~/services/premium.server'
import { listSleepRecords } from '~/services/sleep/list-sleep.server'
import { recordSleep } from '~/services/sleep/record-sleep.server'

/** GET /api/wearable-data?data_type=sleep&days=1..90: the customer's own records, newest first (doc 2 §7). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  requirePremium(customer, PREMIUM_FEATURES.sleepTracking, context.env.BRAND_NAME)
  const query = readQuery(request, wearableQuerySchema)
  return json(await listSleepRecords(context.payload, customer.id, query))
})

/**
 * POST /api/wearable-data: data_type, value, unit, recorded_at, source (doc 2
 * §7). 201 for a new night; 200 when it replaces the night's earlier record.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const { customer } = await requireApiCustomer(request, context)
  requirePremium(customer, PREMIUM_FEATURES.sleepTracking, context.env.BRAND_NAME)
  const input = await readJson(request, wearableInputSchema)
  const { record, replaced } = await recordSleep(context.payload, customer.id, input)
  return json(record, replaced ? 200 : 201)
})
