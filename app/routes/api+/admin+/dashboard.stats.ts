import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { WELLNESS_STAFF } from '~/domain/staff'
import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { dashboardStats } from '~/services/admin/dashboard-stats.server'

/** GET /api/admin/dashboard/stats (spec doc 2 §3 "Dashboard stats"). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  await requireStaff(request, context, WELLNESS_STAFF)
  return json(await dashboardStats(context.payload, context.env.BRAND_NAME))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
