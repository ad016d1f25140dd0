import { apiAction, json, onlyMethod } from '~/lib/http.server'
import { limitCustomer } from '~/lib/rate-limit.server'
import { requireApiCustomer } from '~/lib/session.server'
import { generateProgressSummary } from '~/services/progress-summary/generate-summary.server'

export const loader = onlyMethod('POST')

/** Writes and stores a summary of the last 30 days: `{ summary }` (doc 1 §7). */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  await limitCustomer(context, 'progressSummaryPerCustomer', customer.id)
  const result = await generateProgressSummary(context.payload, context.env, customer)
  return json(result)
})
