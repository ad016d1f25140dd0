import { giveConsentSchema } from '~/domain/account/schemas'
import { apiAction, apiLoader, json, readJson } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { aiConsentFor, giveAiConsent } from '~/services/account/ai-consent.server'
import { listConsents, toPublicConsent } from '~/services/account/consents.server'

/**
 * GET /api/user/consents → her consent records, newest first (issue 18), and
 * where she stands on AI (issue 35: offered only when a provider is configured).
 */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const [records, ai] = await Promise.all([listConsents(context.payload, customer.id), aiConsentFor(context.payload, context.env, customer)])
  return json({
    consents: records.map(toPublicConsent),
    data_sharing_withdrawn_at: customer.data_sharing_withdrawn_at ?? null,
    ai_processing: ai,
  })
})

/** POST /api/user/consents `{ kind: 'ai_processing', include_journal }` → 201 with the record, in the words the app shows. */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, giveConsentSchema)
  const record = await giveAiConsent(context.payload, context.env, customer.id, { include_journal: input.include_journal, source: 'api' })
  return json(toPublicConsent(record), 201)
})
