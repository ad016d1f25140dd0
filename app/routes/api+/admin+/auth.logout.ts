import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { LIBRARY_STAFF } from '~/domain/admin/staff'
import { apiHandler, json, methodNotAllowed, requireMethod } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { logoutStaff } from '~/services/admin/staff-auth.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

/** POST /api/admin/auth/logout: the token's session ends; the token stops working. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  await requireStaff(request, context, LIBRARY_STAFF)
  await logoutStaff(context.payload, request)
  return json({ success: true })
})
