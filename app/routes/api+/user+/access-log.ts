import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { accessLogAbout } from '~/services/admin/audit.server'

/** GET /api/user/access-log → `[{ at, staff_role, staff_name, what }]`: who of the staff opened her records, newest first (issue 30). */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await accessLogAbout(context.payload, customer.id))
})

export const action = onlyMethod('GET')
