import { apiAction, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { deleteBleeding } from '~/services/treatments/bleeding.server'

/** DELETE /api/bleeding/{id}: 404 for anyone else's id. */
export const action = apiAction('DELETE', async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  await deleteBleeding(context.payload, customer.id, params.id ?? '')
  return json({ success: true })
})

export const loader = onlyMethod('DELETE')
