import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { ADMIN_MESSAGES, LIBRARY_STAFF } from '~/domain/admin/staff'
import { apiHandler, json, methodNotAllowed, requireMethod } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { uploadMediaFile } from '~/services/admin/media-upload.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

/** POST /api/admin/media/upload-file (multipart: file, title, description, category, tags). */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const staff = await requireStaff(request, context, LIBRARY_STAFF)
  const media = await uploadMediaFile(context.payload, staff, request, context.env)
  return json({ message: ADMIN_MESSAGES.fileUploaded, media }, 201)
})
