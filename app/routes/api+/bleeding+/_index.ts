import { bleedingInputSchema, bleedingQuerySchema } from '~/domain/treatments/schemas'
import { apiAction, apiLoader, json, readJson, readQuery } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listBleeding, recordBleeding } from '~/services/treatments/bleeding.server'

/** GET /api/bleeding?limit → her bleeding days, newest first (issue 30). */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const { limit } = readQuery(request, bleedingQuerySchema)
  return json(await listBleeding(context.payload, customer.id, limit))
})

/** POST /api/bleeding `{ date, flow, time_zone? }` → 201; the same day again takes the new flow (200). */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, bleedingInputSchema)
  const { entry, replaced } = await recordBleeding(context.payload, customer.id, input)
  return json(entry, replaced ? 200 : 201)
})
