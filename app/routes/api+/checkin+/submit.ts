import { checkinSchema } from '~/domain/checkins/schemas'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { submitCheckin } from '~/services/checkins/submit-checkin.server'

export const loader = onlyMethod('POST')

/** Creates or updates the customer's check-in for that calendar day (doc 1 §7). */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, checkinSchema)
  const { checkin, created } = await submitCheckin(context.payload, customer.id, input)
  return json({ success: true, created, checkin }, created ? 201 : 200)
})
