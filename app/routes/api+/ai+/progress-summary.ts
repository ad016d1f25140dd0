import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { apiHandler, json, methodNotAllowed, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { generateProgressSummary } from '~/services/progress-summary.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

/** Writes and stores a summary of the last 30 days: `{ summary }` (doc 1 §7). */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const { customer } = await requireApiCustomer(request, context)
  const result = await generateProgressSummary(context.payload, context.env, customer)
  return json(result)
})
