import type { Payload } from 'payload'

import type { CheckoutSession, Customer } from '../../../types/payload-types'
import { checkoutPaymentStatusOf, checkoutStatusOf } from '../../domain/payments'
import { notFound } from '../../lib/errors'
import { idOf } from '../../lib/ids'
import type { Stripe } from '../../lib/stripe.server'
import { findOneOwn, findOwnedForSystem, ownerOf, updateOwn } from '../own-records.server'

/** Checkout sessions: ours (`demo_cs_…`) or Stripe's (`cs_…`). */
const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/

/** For Stripe's webhooks, which act for no signed-in customer. */
export async function findCheckoutSessionForSystem(payload: Payload, sessionId: string): Promise<CheckoutSession | null> {
  if (!SESSION_ID.test(sessionId)) return null
  const [session] = await findOwnedForSystem(payload, 'checkout-sessions', { session_id: { equals: sessionId } }, 1)
  return session ?? null
}

/** The customer's own checkout session, else 404 (another's is not theirs to see). */
export async function findOwnCheckoutSession(payload: Payload, customer: Customer, sessionId: string): Promise<CheckoutSession> {
  const session = SESSION_ID.test(sessionId)
    ? await findOneOwn(payload, customer.id, 'checkout-sessions', { session_id: { equals: sessionId } })
    : null
  if (!session) throw notFound('Payment session not found')
  return session
}

export function updateSession(payload: Payload, session: CheckoutSession, data: Partial<CheckoutSession>): Promise<CheckoutSession> {
  return updateOwn(payload, ownerOf(session), 'checkout-sessions', session.id, data)
}

/** What Stripe says about a session, in our fields. */
export function fromStripeSession(session: Stripe.Checkout.Session): Partial<CheckoutSession> {
  return {
    status: checkoutStatusOf(session.status),
    payment_status: checkoutPaymentStatusOf(session.payment_status),
    ...(session.amount_total !== null ? { amount_total: session.amount_total } : {}),
    ...(session.currency ? { currency: session.currency } : {}),
    subscription_id: idOf(session.subscription),
    provider_customer_id: idOf(session.customer),
    invoice_id: idOf(session.invoice),
  }
}
