import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { apiHandler, json, methodNotAllowed, requireMethod } from '~/lib/http.server'
import { clearSessionCookie, requireApiCustomer, revokeSession } from '~/lib/session.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

/** Revokes the session server-side: the token answers 401 from now on. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const { token } = await requireApiCustomer(request, context)
  await revokeSession(context.payload, token)
  return json(
    { message: 'Logged out' },
    { headers: { 'Set-Cookie': await clearSessionCookie(context) } },
  )
})
