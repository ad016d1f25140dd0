import { PASSWORD_RESET_MESSAGES, passwordResetRequestSchema } from '~/domain/auth/schemas'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { limitPasswordReset } from '~/lib/rate-limit.server'
import { startPasswordReset } from '~/services/password-reset/request-password-reset.server'

export const loader = onlyMethod('POST')

/**
 * POST /api/auth/password-reset `{ email }` (issue 25): 202 with the same
 * words for any well-formed address, at once; the link is e-mailed after the
 * answer when the address has an account.
 */
export const action = apiAction('POST', async ({ request, context }) => {
  const { email } = await readJson(request, passwordResetRequestSchema)
  await limitPasswordReset(context, email)
  startPasswordReset(context.payload, context.env, email)
  return json({ detail: PASSWORD_RESET_MESSAGES.requested }, 202)
})
