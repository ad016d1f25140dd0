import { todayQuerySchema } from '~/domain/checkins/schemas'
import { apiLoader, json, onlyMethod, readQuery } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { getDashboard } from '~/services/checkins/dashboard.server'

/** The spec's Dashboard response: user, streak, recent_checkins, total_checkins (doc 1 §3). */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const { today } = readQuery(request, todayQuerySchema)
  const { user, streak, recent_checkins, total_checkins } = await getDashboard(
    context.payload,
    customer,
    context.env.BRAND_NAME,
    today,
  )
  return json({ user, streak, recent_checkins, total_checkins })
})

export const action = onlyMethod('GET')
