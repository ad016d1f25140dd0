import { z } from 'zod'

import { parseTier, tierName } from '~/domain/entitlements'
import { checkoutOrigin } from '~/domain/payments'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { badRequest } from '~/lib/errors'
import { requireApiCustomer } from '~/lib/session.server'
import { createCheckout } from '~/services/payments/create-checkout.server'

const checkoutSchema = z.object({
  tier: z.string().max(50),
  origin_url: z.string().max(2048),
})

export const loader = onlyMethod('POST')

/** POST /api/payments/checkout { tier, origin_url } → { url } (spec doc 1 §7). */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, checkoutSchema)
  const brand = context.env.BRAND_NAME
  const tier = parseTier(input.tier, brand)
  if (!tier) throw badRequest(`tier: must be ${tierName('base', brand)} or ${tierName('plus', brand)}`)
  // The site's address is APP_URL, never the request's Host header.
  const origin = checkoutOrigin(input.origin_url, [context.env.APP_URL])
  if (!origin) throw badRequest("origin_url: must be this site's own address")
  const { url, session_id } = await createCheckout(context, customer, tier, origin)
  return json({ url, session_id })
})
