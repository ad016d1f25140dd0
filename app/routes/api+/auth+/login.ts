import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { loginSchema } from '~/domain/auth/schemas'
import { toPublicUser } from '~/domain/user'
import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { loginCustomer } from '~/services/auth.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const input = await readJson(request, loginSchema)
  const { customer, token } = await loginCustomer(context.payload, input)
  return json({ user: toPublicUser(customer, context.env.BRAND_NAME), session_token: token })
})
