import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { apiHandler, json, methodNotAllowed, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { markNotificationRead } from '~/services/notifications.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['PUT'])

export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  requireMethod(request, 'PUT')
  const { customer } = await requireApiCustomer(request, context)
  const notification = await markNotificationRead(context.payload, customer.id, params.id ?? '')
  return json({ success: true, notification })
})
