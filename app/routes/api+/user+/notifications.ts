import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listNotifications } from '~/services/notifications.server'

export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(await listNotifications(context.payload, customer.id))
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
