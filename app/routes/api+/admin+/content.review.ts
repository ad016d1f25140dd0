import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { LIBRARY_STAFF } from '~/domain/admin/staff'
import { apiHandler, json, methodNotAllowed, readQuery } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { listContentReview, reviewQuery } from '~/services/admin/content-review.server'

/** GET /api/admin/content/review?page → library items past their review date, and edited starter items to review. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  await requireStaff(request, context, LIBRARY_STAFF)
  return json(await listContentReview(context.payload, readQuery(request, reviewQuery)))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
