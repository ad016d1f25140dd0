import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { LIBRARY_STAFF } from '~/domain/admin/staff'
import { apiHandler, json, methodNotAllowed, readQuery } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { listLibrary, pageQuery } from '~/services/admin/media-library.server'

/** GET /api/admin/media/library?page&limit=20 → { media_content, total_pages }. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  await requireStaff(request, context, LIBRARY_STAFF)
  return json(await listLibrary(context.payload, readQuery(request, pageQuery)))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
