import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { LIBRARY_STAFF } from '~/domain/admin/staff'
import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { toPublicAdmin } from '~/services/admin/staff-auth.server'

/** GET /api/admin/auth/session → { admin } for a live staff token, else 401. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const staff = await requireStaff(request, context, LIBRARY_STAFF)
  return json({ admin: toPublicAdmin(staff) })
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
