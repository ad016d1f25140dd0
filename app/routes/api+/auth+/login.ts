import { loginSchema } from '~/domain/auth/schemas'
import { toPublicUser } from '~/domain/user'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { limitSignIn } from '~/lib/rate-limit.server'
import { loginCustomer } from '~/services/auth/sign-in.server'

export const loader = onlyMethod('POST')

export const action = apiAction('POST', async ({ request, context }) => {
  const input = await readJson(request, loginSchema)
  await limitSignIn(context, input.email)
  const { customer, token } = await loginCustomer(context.payload, input, context)
  return json({ user: toPublicUser(customer, context.env.BRAND_NAME), session_token: token })
})
