import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { WELLNESS_STAFF } from '~/domain/staff'
import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { customerCheckins } from '~/services/admin/customer-records.server'

/** GET /api/admin/customers/{id}/checkins → her check-ins, newest first. Audited. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const staff = await requireStaff(request, context, WELLNESS_STAFF)
  return json(await customerCheckins(context.payload, staff, params.id ?? ''))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
