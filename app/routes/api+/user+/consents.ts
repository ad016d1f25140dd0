import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listConsents, toPublicConsent } from '~/services/account/consents.server'

/** GET /api/user/consents → her consent records, newest first (issue 18). */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const records = await listConsents(context.payload, customer.id)
  return json({ consents: records.map(toPublicConsent), data_sharing_withdrawn_at: customer.data_sharing_withdrawn_at ?? null })
})

export const action = onlyMethod('GET')
