import { apiAction, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { deleteFlush } from '~/services/flushes/delete-flush.server'

/** DELETE /api/flushes/{id} → 204; 404 for anyone else's id. */
export const action = apiAction('DELETE', async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  await deleteFlush(context.payload, customer.id, params.id ?? '')
  return new Response(null, { status: 204 })
})

export const loader = onlyMethod('DELETE')
