import type { ActionFunctionArgs } from '@remix-run/node'

import { treatmentUpdateSchema } from '~/domain/treatments/schemas'
import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { deleteTreatment, updateTreatment } from '~/services/treatments/treatments.server'

/**
 * PUT /api/treatments/{id} (any of the fields; a new dose is kept as a change
 * on the timeline from `dose_changed_on`) and DELETE /api/treatments/{id}.
 * 404 for anyone else's id.
 */
export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  requireMethod(request, 'PUT', 'DELETE')
  const { customer } = await requireApiCustomer(request, context)
  const id = params.id ?? ''
  if (request.method.toUpperCase() === 'DELETE') {
    await deleteTreatment(context.payload, customer.id, id)
    return json({ success: true })
  }
  const input = await readJson(request, treatmentUpdateSchema)
  return json(await updateTreatment(context.payload, customer.id, id, input))
})

export const loader = () => methodNotAllowed(['PUT', 'DELETE'])
