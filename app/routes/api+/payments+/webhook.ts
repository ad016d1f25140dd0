import { apiAction, json, onlyMethod } from '~/lib/http.server'
import { tooLarge } from '~/lib/errors'
import { handleStripeWebhook } from '~/services/payments/stripe-webhook.server'

const MAX_EVENT_BYTES = 512 * 1024

export const loader = onlyMethod('POST')

/**
 * POST /api/payments/webhook: Stripe's events. The signature is checked over
 * the exact bytes received, so the body is read raw (nothing parses it first).
 */
export const action = apiAction('POST', async ({ request, context }) => {
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_EVENT_BYTES) throw tooLarge('Event is too large')
  const rawBody = await request.text()
  if (rawBody.length > MAX_EVENT_BYTES) throw tooLarge('Event is too large')
  return json(await handleStripeWebhook(context, rawBody, request.headers.get('Stripe-Signature')))
})
