import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { toPublicUser } from '~/domain/user'
import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'

export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  return json({ user: toPublicUser(customer, context.env.BRAND_NAME) })
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
