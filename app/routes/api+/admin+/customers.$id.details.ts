import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { WELLNESS_STAFF } from '~/domain/staff'
import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { customerDetails } from '~/services/admin/customer-records.server'

/** GET /api/admin/customers/{id}/details → the customer-details answer. Audited. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const staff = await requireStaff(request, context, WELLNESS_STAFF)
  return json(await customerDetails(context.payload, context.env.BRAND_NAME, staff, params.id ?? ''))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
