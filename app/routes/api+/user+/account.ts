import { deleteAccountSchema } from '~/domain/account/schemas'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { clearSessionCookie, requireApiCustomer } from '~/lib/session.server'
import { deleteAccount } from '~/services/account/delete-account.server'

export const loader = onlyMethod('DELETE')

/** DELETE /api/user/account `{ password, confirm: 'DELETE' }` (no password for an account made through Google, signed in within 15 minutes) → her account and every record of hers are gone (issue 18). */
export const action = apiAction('DELETE', async ({ request, context }) => {
  const current = await requireApiCustomer(request, context)
  const input = await readJson(request, deleteAccountSchema)
  await deleteAccount(context.payload, context.env, current, input, context)
  return json({ message: 'Your account and your data are deleted.' }, { headers: { 'Set-Cookie': await clearSessionCookie(context) } })
})
