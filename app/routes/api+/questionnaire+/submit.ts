import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'

import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { submitAssessment } from '~/services/questionnaire/submit-assessment.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

/** Stores one assessment of the signed-in customer (doc 2 §7); answers checked against its definition. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const { customer } = await requireApiCustomer(request, context)
  const body = await readJson(request, z.record(z.string(), z.unknown()))
  return json(await submitAssessment(context.payload, customer.id, body), 201)
})
