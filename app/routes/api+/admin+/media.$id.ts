import type { AdminAnswer } from '~/cms-bridge/admin-api'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { ADMIN_MESSAGES, LIBRARY_STAFF } from '~/domain/admin/staff'
import { apiHandler, json, methodNotAllowed, requireMethod } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { deleteMedia } from '~/services/admin/media-library.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['DELETE'])

/** DELETE /api/admin/media/{id}: 409 once the item has been distributed. */
export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  requireMethod(request, 'DELETE')
  await requireStaff(request, context, LIBRARY_STAFF)
  await deleteMedia(context.payload, params.id ?? '')
  return json({ success: true, message: ADMIN_MESSAGES.deleted } satisfies AdminAnswer<'DELETE media/:id'>)
})
