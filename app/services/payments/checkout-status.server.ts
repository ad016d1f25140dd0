import type { Customer } from '../../../types/payload-types'
import { tierName } from '../../domain/entitlements'
import { checkoutSucceeded, KEYLESS_PROVIDER, type PaymentStatusAnswer } from '../../domain/payments'
import type { AppContext } from '../../lib/context.server'
import { unavailable } from '../../lib/errors'
import { stripeClient, stripeFailure, type Stripe } from '../../lib/stripe.server'
import { findOwnCheckoutSession, fromStripeSession, updateSession } from './checkout-sessions.server'
import { fulfilCheckout } from './fulfil-checkout.server'

/**
 * GET /api/payments/status/{session_id}: the session as it stands now. A
 * Stripe session not yet final is re-read from Stripe, and a paid session the
 * webhook has not delivered yet is fulfilled here (once, whichever comes first).
 */
export async function checkoutStatus(context: AppContext, customer: Customer, sessionId: string): Promise<PaymentStatusAnswer> {
  let session = await findOwnCheckoutSession(context.payload, customer, sessionId)

  if (session.provider === 'stripe' && !session.fulfilled_at && session.status !== 'expired') {
    const stripe = await stripeClient(context.env)
    if (!stripe) throw unavailable('Card payments are not configured')
    let remote: Stripe.Checkout.Session
    try {
      remote = await stripe.checkout.sessions.retrieve(session.session_id)
    } catch (error) {
      throw stripeFailure(error)
    }
    session = await updateSession(context.payload, session, fromStripeSession(remote))
  }
  if (session.provider === KEYLESS_PROVIDER && session.status === 'open' && new Date(session.expires_at).getTime() <= Date.now()) {
    session = await updateSession(context.payload, session, { status: 'expired' })
  }
  if (checkoutSucceeded(session.payment_status, session.status)) await fulfilCheckout(context.payload, session)

  return {
    payment_status: session.payment_status,
    status: session.status,
    tier: tierName(session.tier, context.env.BRAND_NAME),
    amount: session.amount_total / 100,
    currency: session.currency,
  }
}
