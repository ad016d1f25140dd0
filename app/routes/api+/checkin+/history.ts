import { historyQuerySchema } from '~/domain/checkins/schemas'
import { apiLoader, json, onlyMethod, readQuery } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listCheckins } from '~/services/checkins/list-checkins.server'

/** The customer's check-ins, newest first: `?limit=1..100`, default 7 (doc 1 §7). */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const { limit } = readQuery(request, historyQuerySchema)
  return json(await listCheckins(context.payload, customer.id, limit))
})

export const action = onlyMethod('GET')
