import { toPublicUser } from '~/domain/user'
import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'

export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json({ user: toPublicUser(customer, context.env.BRAND_NAME) })
})

export const action = onlyMethod('GET')
