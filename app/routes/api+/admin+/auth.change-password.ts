import type { AdminAnswer } from '~/cms-bridge/admin-api'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { ADMIN_MESSAGES, LIBRARY_STAFF } from '~/domain/admin/staff'
import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { staffChangePasswordSchema } from '~/domain/admin/schemas'
import { changeStaffPassword } from '~/services/admin/staff-auth.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

/** POST /api/admin/auth/change-password { current_password, new_password }. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const staff = await requireStaff(request, context, LIBRARY_STAFF)
  const input = await readJson(request, staffChangePasswordSchema)
  await changeStaffPassword(context.payload, staff, input)
  return json({ success: true, message: ADMIN_MESSAGES.passwordUpdated } satisfies AdminAnswer<'POST auth/change-password'>)
})
