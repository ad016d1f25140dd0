import type { ActionFunctionArgs } from '@remix-run/node'

import { pushSubscriptionSchema, pushUnsubscribeSchema } from '~/domain/push/schemas'
import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { removePushSubscription, savePushSubscription } from '~/services/push/push-subscriptions.server'

/**
 * POST /api/user/push-subscriptions `{ endpoint, keys: { p256dh, auth } }` → 201
 * (200 when that browser was already hers): reminders by push reach this
 * browser. DELETE `{ endpoint }` → 204; an endpoint that is not hers is a 404.
 * Only the browsers' https push services, unless this server runs on plain
 * http on this machine (development, tests: a local fake push service).
 */
/** This server on plain http at a loopback address: development and tests. */
function servesLocally(appUrl: string): boolean {
  const url = new URL(appUrl)
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
}

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST', 'DELETE')
  const { customer } = await requireApiCustomer(request, context)
  if (request.method.toUpperCase() === 'DELETE') {
    const { endpoint } = await readJson(request, pushUnsubscribeSchema)
    await removePushSubscription(context.payload, customer.id, endpoint)
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  }
  const input = await readJson(request, pushSubscriptionSchema(servesLocally(context.env.APP_URL)))
  const { created } = await savePushSubscription(context.payload, customer.id, input)
  return json({ success: true }, created ? 201 : 200)
})

export const loader = () => methodNotAllowed(['POST', 'DELETE'])
