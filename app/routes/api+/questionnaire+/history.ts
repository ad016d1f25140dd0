import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listAssessments } from '~/services/questionnaire/list-assessments.server'

/** The customer's assessment records, newest first (doc 2 §7). */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await listAssessments(context.payload, customer.id))
})

export const action = onlyMethod('GET')
