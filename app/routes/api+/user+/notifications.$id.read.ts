import { apiAction, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { markNotificationRead } from '~/services/notifications.server'

export const loader = onlyMethod('PUT')

export const action = apiAction('PUT', async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  const notification = await markNotificationRead(context.payload, customer.id, params.id ?? '')
  return json({ success: true, notification })
})
