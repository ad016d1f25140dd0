import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { getLibraryItem } from '~/services/content/get-item.server'

/** GET /api/content/{id}: the item with its body or file URL; 403 when the customer's tier does not unlock it. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await getLibraryItem(context.payload, customer, context.env.BRAND_NAME, params.id ?? ''))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
