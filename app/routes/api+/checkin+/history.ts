import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { historyQuerySchema } from '~/domain/checkins/schemas'
import { apiHandler, json, methodNotAllowed, readQuery } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listCheckins } from '~/services/checkins.server'

/** The customer's check-ins, newest first: `?limit=1..100`, default 7 (doc 1 §7). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  const { limit } = readQuery(request, historyQuerySchema)
  return json(await listCheckins(context.payload, customer.id, limit))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
