import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { checkoutStatus } from '~/services/payments/checkout-status.server'

/** GET /api/payments/status/{session_id} → { payment_status, status, tier, amount, currency } (owner only). */
export const loader = apiLoader(async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await checkoutStatus(context, customer, params.session_id ?? ''))
})

export const action = onlyMethod('GET')
