import { z } from 'zod'

import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { submitAssessment } from '~/services/questionnaire/submit-assessment.server'

export const loader = onlyMethod('POST')

/** Stores one assessment of the signed-in customer (doc 2 §7); answers checked against its definition. */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const body = await readJson(request, z.record(z.string(), z.unknown()))
  return json(await submitAssessment(context.payload, customer.id, body), 201)
})
