import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { checkoutStatus } from '~/services/payments/checkout-status.server'

/** GET /api/payments/status/{session_id} → { payment_status, status, tier, amount, currency } (owner only). */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await checkoutStatus(context, customer, params.session_id ?? ''))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
