import type { Payload } from 'payload'

import type { CheckoutSession, Payment } from '../../../types/payload-types'
import { checkoutSucceeded, KEYLESS_PROVIDER } from '../../domain/payments'
import { updateCustomer } from '../customers.server'
import { countOwn, createOwn, ownerOf } from '../own-records.server'
import { updateSession } from './checkout-sessions.server'

/**
 * Gives the customer the tier they paid for and records the payment. Safe to
 * call any number of times and from the webhook and the status check at once:
 * every step writes the same values, and the payment's unique reference keeps
 * it to one record.
 */
export async function fulfilCheckout(payload: Payload, session: CheckoutSession): Promise<void> {
  if (session.fulfilled_at || !checkoutSucceeded(session.payment_status, session.status)) return
  const trial = (session.trial_days ?? 0) > 0
  const subscriptionId = session.subscription_id ?? (session.provider === KEYLESS_PROVIDER ? `demo_sub_${session.session_id.slice('demo_cs_'.length)}` : null)
  const customer = ownerOf(session)

  await updateCustomer(payload, customer, {
    tier: session.tier,
    subscription_provider: session.provider,
    subscription_id: subscriptionId,
    subscription_status: trial ? 'trialing' : 'active',
    ...(session.provider_customer_id ? { stripe_customer_id: session.provider_customer_id } : {}),
  })
  await recordPayment(payload, {
    customer,
    reference: session.invoice_id ?? session.session_id,
    provider: session.provider,
    status: session.amount_total > 0 ? 'paid' : 'trial',
    amount: session.amount_total,
    currency: session.currency,
    tier: session.tier,
    paid_at: new Date().toISOString(),
    checkout_session_id: session.session_id,
    invoice_id: session.invoice_id ?? null,
    subscription_id: subscriptionId,
    provider_customer_id: session.provider_customer_id ?? null,
  })
  await updateSession(payload, session, { fulfilled_at: new Date().toISOString(), subscription_id: subscriptionId })
}

type NewPayment = Omit<Payment, 'id' | 'createdAt' | 'updatedAt' | 'customer'> & { customer: string }

/** Records a payment once per reference; a repeat is a no-op. */
export async function recordPayment(payload: Payload, { customer, ...data }: NewPayment): Promise<void> {
  const exists = async () => (await countOwn(payload, customer, 'payments', { reference: { equals: data.reference } })) > 0
  if (await exists()) return
  try {
    await createOwn(payload, customer, 'payments', data)
  } catch (error) {
    // Lost a race with another delivery of the same payment: the unique reference kept it to one.
    if (await exists()) return
    throw error
  }
}
