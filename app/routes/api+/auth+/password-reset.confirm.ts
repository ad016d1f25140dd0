import { PASSWORD_RESET_MESSAGES, passwordResetConfirmSchema } from '~/domain/auth/schemas'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { limitPasswordResetConfirm } from '~/lib/rate-limit.server'
import { resetPassword } from '~/services/password-reset/reset-password.server'

export const loader = onlyMethod('POST')

/**
 * POST /api/auth/password-reset/confirm `{ token, new_password }` (issue 25):
 * 200 once the new password is set and every session of hers has ended; 400
 * asking for a new link when the token is used, expired or unknown.
 */
export const action = apiAction('POST', async ({ request, context }) => {
  await limitPasswordResetConfirm(context)
  const input = await readJson(request, passwordResetConfirmSchema)
  await resetPassword(context.payload, input)
  return json({ detail: PASSWORD_RESET_MESSAGES.changed })
})
