import type { ActionFunctionArgs } from '@remix-run/node'

import { PREMIUM_FEATURES } from '~/domain/entitlements'
import { wearableImportSchema } from '~/domain/sleep/schemas'
import { apiHandler, json, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { requirePremium } from '~/services/premium.server'
import { importSleep } from '~/services/sleep/import-sleep.server'

/**
 * POST /api/wearable-data/import { source, nights: [...] } (at most 400 nights):
 * the nightly figures read from her watch's export file on her own device.
 * Answers { imported, updated, unchanged }.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const { customer } = await requireApiCustomer(request, context)
  requirePremium(customer, PREMIUM_FEATURES.sleepTracking, context.env.BRAND_NAME)
  const input = await readJson(request, wearableImportSchema)
  return json(await importSleep(context.payload, customer.id, input))
})
