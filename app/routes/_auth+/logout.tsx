import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'

import { clearSessionCookie, getCurrentCustomer, revokeSession } from '~/lib/session.server'

export const loader = () => redirect('/')

/** Revokes the session server-side and clears the cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const current = await getCurrentCustomer(request, context)
  if (current) await revokeSession(context.payload, current.token)
  return redirect('/', { headers: { 'Set-Cookie': await clearSessionCookie(context) } })
}
