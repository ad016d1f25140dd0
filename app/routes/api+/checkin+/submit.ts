import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { checkinSchema } from '~/domain/checkins/schemas'
import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { submitCheckin } from '~/services/checkins.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

/** Creates or updates the customer's check-in for that calendar day (doc 1 §7). */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, checkinSchema)
  const { checkin, created } = await submitCheckin(context.payload, customer.id, input)
  return json({ success: true, created, checkin }, created ? 201 : 200)
})
