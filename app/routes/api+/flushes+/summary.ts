import { apiLoader, json } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { requestTimeZoneOrDefault } from '~/lib/time-zone.server'
import { getFlushSummary } from '~/services/flushes/get-flush-summary.server'

/** GET /api/flushes/summary → `{ baseline, last_7_days, change_pct, weeks, top_triggers }` on her calendar. */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await getFlushSummary(context.payload, customer.id, requestTimeZoneOrDefault(request)))
})
