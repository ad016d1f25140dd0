import { z } from 'zod'

import { apiLoader, json, onlyMethod, parseWith } from '~/lib/http.server'
import { enforceLimits } from '~/lib/rate-limit.server'
import { commitSessionCookie } from '~/lib/session.server'
import { exchangeAuthCode } from '~/services/auth/auth-codes.server'

const headerSchema = z
  .string({ error: 'X-Session-ID header is required' })
  .trim()
  .min(1, 'X-Session-ID header is required')
  .max(200, 'X-Session-ID header is invalid')

/**
 * Exchanges the single-use code from Google sign-in (`#session_id=…`) for a
 * session. The answer carries the token for API clients and also sets the
 * httpOnly cookie that the web pages use.
 */
export const loader = apiLoader(async ({ request, context }) => {
  const code = parseWith(headerSchema, request.headers.get('X-Session-ID') ?? undefined)
  await enforceLimits(context, [['signInCodePerAddress', context.clientAddress]])
  const { customer, token } = await exchangeAuthCode(context.payload, code)
  return json(
    { session_token: token, id: customer.id, email: customer.email, name: customer.name, picture: customer.picture ?? null },
    { headers: { 'Set-Cookie': await commitSessionCookie(context, token) } },
  )
})

export const action = onlyMethod('GET')
