import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { WELLNESS_STAFF } from '~/domain/staff'
import { apiHandler, json, methodNotAllowed, readQuery } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { customerListQuery, listCustomers } from '~/services/admin/list-customers.server'

/** GET /api/admin/customers?page&search&limit=20 → { customers, pages }. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  await requireStaff(request, context, WELLNESS_STAFF)
  const query = readQuery(request, customerListQuery)
  return json(await listCustomers(context.payload, context.env.BRAND_NAME, query))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
