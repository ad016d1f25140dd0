import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { unauthorized } from '~/lib/errors'
import { apiHandler, methodNotAllowed } from '~/lib/http.server'
import { getCurrentCustomer } from '~/lib/session.server'
import { getStaffUser } from '~/lib/staff.server'
import { serveMediaFile, type MediaViewer } from '~/services/media/serve-file.server'

/**
 * GET /api/media/{id}/file: a library item's file, with range support. Staff
 * (admin cookie or staff token) see every item; a customer (page cookie or
 * bearer token) only items sent to her. Anyone else gets 401/404.
 */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const staff = await getStaffUser(request, context)
  let viewer: MediaViewer
  if (staff) viewer = { kind: 'staff' }
  else {
    const current = await getCurrentCustomer(request, context)
    if (!current) throw unauthorized()
    viewer = { kind: 'customer', customerId: current.customer.id }
  }
  return serveMediaFile(context.payload, request, context.env, params.id ?? '', viewer)
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
