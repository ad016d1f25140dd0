import { treatmentInputSchema } from '~/domain/treatments/schemas'
import { apiAction, apiLoader, json, readJson } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { addTreatment, listTreatments } from '~/services/treatments/treatments.server'

/** GET /api/treatments → her treatments, current first, then the most recently started (issue 30). */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await listTreatments(context.payload, customer.id))
})

/** POST /api/treatments `{ kind, name, route, dose?, started_on, stopped_on?, notes?, time_zone? }` → 201 with the record. */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, treatmentInputSchema)
  return json(await addTreatment(context.payload, customer.id, input), 201)
})
