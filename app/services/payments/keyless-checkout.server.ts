import type { Payload } from 'payload'

import type { CheckoutSession, Customer } from '../../../types/payload-types'
import { KEYLESS_PROVIDER } from '../../domain/payments'
import { conflict, notFound } from '../../lib/errors'
import { findOwnCheckoutSession, updateSession } from './checkout-sessions.server'
import { fulfilCheckout } from './fulfil-checkout.server'

/** The built-in keyless checkout (no Stripe key): a keyless-checkout session the customer may act on, with expiry applied. */
export async function openKeylessSession(payload: Payload, customer: Customer, sessionId: string): Promise<CheckoutSession> {
  let session = await findOwnCheckoutSession(payload, customer, sessionId)
  if (session.provider !== KEYLESS_PROVIDER) throw notFound('Payment session not found')
  if (session.status === 'open' && new Date(session.expires_at).getTime() <= Date.now()) {
    session = await updateSession(payload, session, { status: 'expired' })
  }
  return session
}

/** Complete: the same fulfilment a paid Stripe session gets. Returns where to go next. */
export async function completeKeylessCheckout(payload: Payload, customer: Customer, sessionId: string): Promise<string> {
  const session = await openKeylessSession(payload, customer, sessionId)
  if (session.status === 'expired') throw conflict('This demo checkout has expired. Please start again from Upgrades.')
  if (session.status === 'open') {
    const completed = await updateSession(payload, session, {
      status: 'complete',
      payment_status: session.amount_total > 0 ? 'paid' : 'no_payment_required',
    })
    await fulfilCheckout(payload, completed)
  }
  return session.success_url
}

/** Cancel: the session ends unpaid and the customer returns to the upgrade screen. */
export async function cancelKeylessCheckout(payload: Payload, customer: Customer, sessionId: string): Promise<string> {
  const session = await openKeylessSession(payload, customer, sessionId)
  if (session.status === 'open') await updateSession(payload, session, { status: 'expired' })
  return session.cancel_url
}
