import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { WELLNESS_STAFF } from '~/domain/staff'
import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { customerBleeding } from '~/services/admin/customer-records.server'

/** GET /api/admin/customers/{id}/bleeding → her bleeding log, newest first, read-only; 403 once she withdrew her data-sharing consent. Audited. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const staff = await requireStaff(request, context, WELLNESS_STAFF)
  return json(await customerBleeding(context.payload, staff, params.id ?? ''))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
