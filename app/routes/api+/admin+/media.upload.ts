import type { AdminAnswer } from '~/cms-bridge/admin-api'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { ADMIN_MESSAGES, LIBRARY_STAFF } from '~/domain/admin/staff'
import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { createMediaFromUrl, mediaFromUrlSchema } from '~/services/admin/media-library.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

/** POST /api/admin/media/upload (JSON: title, description, file_type, file_url, category, tags). */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const staff = await requireStaff(request, context, LIBRARY_STAFF)
  const input = await readJson(request, mediaFromUrlSchema)
  const media = await createMediaFromUrl(context.payload, staff, input)
  return json({ message: ADMIN_MESSAGES.mediaUploaded, media } satisfies AdminAnswer<'POST media/upload'>, 201)
})
