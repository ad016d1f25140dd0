import { ACCOUNT_MESSAGES } from '~/domain/account/schemas'
import { apiAction, json, onlyMethod } from '~/lib/http.server'
import { clearSessionCookie, requireApiCustomer, revokeAllSessions } from '~/lib/session.server'

export const loader = onlyMethod('POST')

/** POST /api/auth/logout-all: every session of hers ends, this one too (issue 18). */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const revoked = await revokeAllSessions(context.payload, customer.id)
  return json({ message: ACCOUNT_MESSAGES.signedOutEverywhere, sessions_ended: revoked }, { headers: { 'Set-Cookie': await clearSessionCookie(context) } })
})
