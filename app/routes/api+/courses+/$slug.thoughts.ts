import { thoughtRecordSchema } from '~/domain/courses/schemas'
import { apiAction, apiLoader, json, readJson } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { addThoughtRecord, listThoughtRecords } from '~/services/courses/thought-records.server'

/** GET /api/courses/:slug/thoughts → her thought records for the course, newest first (private to her). */
export const loader = apiLoader(async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await listThoughtRecords(context.payload, customer.id, params.slug ?? ''))
})

/** POST /api/courses/:slug/thoughts `{ situation, thought, calmer_thought }` → 201 with the record. */
export const action = apiAction('POST', async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, thoughtRecordSchema)
  return json(await addThoughtRecord(context.payload, customer.id, params.slug ?? '', input), 201)
})
