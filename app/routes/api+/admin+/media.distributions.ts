import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { WELLNESS_STAFF } from '~/domain/staff'
import { apiHandler, json, methodNotAllowed, readQuery } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { listDistributions } from '~/services/admin/list-distributions.server'
import { pageQuery } from '~/services/admin/media-library.server'

/** GET /api/admin/media/distributions?page&limit=20 → { distributions, total_pages }. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  await requireStaff(request, context, WELLNESS_STAFF)
  return json(await listDistributions(context.payload, readQuery(request, pageQuery)))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
