import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listNotifications } from '~/services/notifications.server'

export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await listNotifications(context.payload, customer.id))
})

export const action = onlyMethod('GET')
