import { WITHDRAW_MESSAGES } from '~/domain/account/consents'
import { withdrawConsentSchema } from '~/domain/account/schemas'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { toPublicConsent, withdrawConsent } from '~/services/account/consents.server'

export const loader = onlyMethod('POST')

/**
 * POST /api/user/consents/withdraw `{ kind }`: recorded, not deleted. For
 * `data_sharing` staff stop seeing her data (issue 18); for `ai_processing`
 * nothing more of hers goes to the AI provider (issue 35).
 */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const { kind } = await readJson(request, withdrawConsentSchema)
  const withdrawn = await withdrawConsent(context.payload, customer.id, kind)
  return json({ message: WITHDRAW_MESSAGES[kind].withdrawn, consents: withdrawn.map(toPublicConsent) })
})
