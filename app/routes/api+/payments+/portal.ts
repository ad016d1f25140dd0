import { z } from 'zod'

import { checkoutOrigin } from '~/domain/payments'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { badRequest } from '~/lib/errors'
import { requireApiCustomer } from '~/lib/session.server'
import { stripeClient } from '~/lib/stripe.server'
import { createBillingPortal } from '~/services/payments/manage-subscription.server'

const portalSchema = z.object({ origin_url: z.string().max(2048).optional() })

export const loader = onlyMethod('POST')

/**
 * POST /api/payments/portal { origin_url? } → { url }: where to manage the
 * subscription. Stripe's billing portal for card subscribers; with the demo
 * checkout, the app's own billing page.
 */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, portalSchema)
  // The site's address is APP_URL, never the request's Host header.
  const origin = input.origin_url ? checkoutOrigin(input.origin_url, [context.env.APP_URL]) : new URL(context.env.APP_URL).origin
  if (!origin) throw badRequest("origin_url: must be this site's own address")
  if (!(await stripeClient(context.env))) return json({ url: `${origin}/billing` })
  return json({ url: await createBillingPortal(context, customer, origin) })
})
