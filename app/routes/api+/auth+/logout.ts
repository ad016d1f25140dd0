import { apiAction, json, onlyMethod } from '~/lib/http.server'
import { clearSessionCookie, requireApiCustomer, revokeSession } from '~/lib/session.server'

export const loader = onlyMethod('POST')

/** Revokes the session server-side: the token answers 401 from now on. */
export const action = apiAction('POST', async ({ request, context }) => {
  const { token } = await requireApiCustomer(request, context)
  await revokeSession(context.payload, token)
  return json(
    { message: 'Logged out' },
    { headers: { 'Set-Cookie': await clearSessionCookie(context) } },
  )
})
