import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listShoppingLists } from '~/services/grocery/read-shopping-lists.server'

/** GET /api/shopping-lists: the customer's lists, newest first. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await listShoppingLists(context.payload, customer.id))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
