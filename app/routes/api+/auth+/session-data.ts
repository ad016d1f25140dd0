import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'

import { apiHandler, json, methodNotAllowed, parseWith } from '~/lib/http.server'
import { commitSessionCookie } from '~/lib/session.server'
import { exchangeAuthCode } from '~/services/auth.server'

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
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const code = parseWith(headerSchema, request.headers.get('X-Session-ID') ?? undefined)
  const { customer, token } = await exchangeAuthCode(context.payload, code)
  return json(
    { session_token: token, id: customer.id, email: customer.email, name: customer.name, picture: customer.picture ?? null },
    { headers: { 'Set-Cookie': await commitSessionCookie(context, token) } },
  )
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
