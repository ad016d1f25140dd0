import { ACCOUNT_MESSAGES, changePasswordSchema } from '~/domain/account/schemas'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { changePassword } from '~/services/account/change-password.server'

export const loader = onlyMethod('POST')

/** POST /api/user/password `{ current_password, new_password }`: other sessions end, this one stays (issue 18). */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer, token } = await requireApiCustomer(request, context)
  const input = await readJson(request, changePasswordSchema)
  await changePassword(context.payload, customer, token, input, context)
  return json({ message: ACCOUNT_MESSAGES.passwordChanged })
})
