import { flushInputSchema, flushQuerySchema } from '~/domain/flushes/schemas'
import { apiAction, apiLoader, json, readJson, readQuery } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { requestTimeZoneOrDefault } from '~/lib/time-zone.server'
import { listFlushes } from '~/services/flushes/list-flushes.server'
import { recordFlush } from '~/services/flushes/record-flush.server'

/** GET /api/flushes?days=1..90 (default 14) → her diary entries, newest first. */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const { days } = readQuery(request, flushQuerySchema)
  return json(await listFlushes(context.payload, customer.id, days, requestTimeZoneOrDefault(request)))
})

/** POST /api/flushes `{ occurred_at?, severity, kind?, triggers?, client_id?, time_zone? }` → 201; the same client_id again → 200 with the first. */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, flushInputSchema)
  const { entry, created } = await recordFlush(context.payload, customer.id, input, requestTimeZoneOrDefault(request))
  return json(entry, created ? 201 : 200)
})
