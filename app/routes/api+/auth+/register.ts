import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { registerSchema } from '~/domain/auth/schemas'
import { toPublicUser } from '~/domain/user'
import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { registerCustomer } from '~/services/auth.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const input = await readJson(request, registerSchema)
  const customer = await registerCustomer(context.payload, input)
  return json({ user: toPublicUser(customer, context.env.BRAND_NAME), message: 'Account created successfully!' }, 201)
})
