import { registerSchema } from '~/domain/auth/schemas'
import { toPublicUser } from '~/domain/user'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { limitRegistration } from '~/lib/rate-limit.server'
import { registerCustomer } from '~/services/auth/register-customer.server'

export const loader = onlyMethod('POST')

export const action = apiAction('POST', async ({ request, context }) => {
  const input = await readJson(request, registerSchema)
  await limitRegistration(context, input.email)
  const customer = await registerCustomer(context.payload, input)
  return json({ user: toPublicUser(customer, context.env.BRAND_NAME), message: 'Account created successfully!' }, 201)
})
