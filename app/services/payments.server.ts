import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { CheckoutSession, Customer, Payment } from '../../cms/payload-types'
import { CURRENCY, DEMO_CHECKOUT_TTL_MINUTES, STRIPE_CHECKOUT_TTL_MINUTES } from '../domain/constants'
import { alreadyOnTierMessage, ENTITLEMENTS, tierName, type Tier } from '../domain/entitlements'
import {
  checkoutPaymentStatusOf,
  checkoutStatusOf,
  checkoutSucceeded,
  subscriptionEnded,
  type PaymentStatusAnswer,
} from '../domain/payments'
import type { AppContext } from '../lib/context.server'
import { AppError, conflict, notFound, unavailable, upstreamFailed } from '../lib/errors'
import { stripeClient, type Stripe } from '../lib/stripe.server'

/**
 * Checkout, fulfilment and subscriptions (spec doc 1 §2 "Upgrade screen",
 * "Payment-success page", §7 payments calls). Stripe Checkout when a key is
 * set, the built-in demo checkout otherwise; both end in `fulfilCheckout`,
 * which changes the tier at most once per session.
 */

const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/

export const PROVIDER_UNAVAILABLE = 'The payment provider is not responding. Please try again in a moment.'

function providerError(error: unknown): AppError {
  console.error('Stripe request failed', error)
  return upstreamFailed(PROVIDER_UNAVAILABLE)
}

/** Stripe fields may be an id or an expanded object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

function customerId(session: CheckoutSession): string {
  return typeof session.customer === 'string' ? session.customer : session.customer.id
}

/** A subscription that still runs (trialing, active, past due): a new checkout would double-bill. */
export function hasLiveSubscription(customer: Customer): boolean {
  return Boolean(customer.subscription_id && customer.subscription_status && !subscriptionEnded(customer.subscription_status))
}

/* ------------------------------------------------------------------------- */
/* Checkout                                                                  */
/* ------------------------------------------------------------------------- */

export async function createCheckout(
  { payload, env }: AppContext,
  customer: Customer,
  tier: Tier,
  origin: string,
): Promise<{ url: string; session_id: string }> {
  if (customer.tier === tier) throw conflict(alreadyOnTierMessage(tier, env.BRAND_NAME))
  if (hasLiveSubscription(customer)) {
    throw conflict('You already have a subscription. Change or cancel it from Manage subscription.')
  }

  const plan = ENTITLEMENTS[tier]
  const successUrl = `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`
  const cancelUrl = `${origin}/upgrades`
  const stripe = stripeClient(env)

  if (!stripe) {
    const sessionId = `demo_cs_${randomBytes(16).toString('hex')}`
    await payload.create({
      collection: 'checkout-sessions',
      overrideAccess: true,
      data: {
        session_id: sessionId,
        provider: 'demo',
        customer: customer.id,
        tier,
        status: 'open',
        payment_status: 'unpaid',
        // As with Stripe, a plan that starts with a free trial costs nothing today.
        amount_total: plan.trialDays > 0 ? 0 : plan.monthlyPricePence,
        currency: CURRENCY,
        trial_days: plan.trialDays,
        success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId),
        cancel_url: cancelUrl,
        expires_at: new Date(Date.now() + DEMO_CHECKOUT_TTL_MINUTES * 60_000).toISOString(),
      },
    })
    return { url: `${origin}/checkout/demo/${sessionId}`, session_id: sessionId }
  }

  const priceId = tier === 'plus' ? env.STRIPE_PRICE_PLUS : env.STRIPE_PRICE_BASE
  const metadata = { customer_id: customer.id, tier }
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        priceId
          ? { price: priceId, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: plan.monthlyPricePence,
                recurring: { interval: 'month' },
                product_data: { name: tierName(tier, env.BRAND_NAME) },
              },
            },
      ],
      ...(customer.stripe_customer_id ? { customer: customer.stripe_customer_id } : { customer_email: customer.email }),
      client_reference_id: customer.id,
      metadata,
      subscription_data: { metadata, ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}) },
      success_url: successUrl,
      cancel_url: cancelUrl,
      expires_at: Math.floor(Date.now() / 1000) + STRIPE_CHECKOUT_TTL_MINUTES * 60,
    })
  } catch (error) {
    throw providerError(error)
  }
  if (!session.url) throw providerError(new Error(`Checkout session ${session.id} has no url`))

  await payload.create({
    collection: 'checkout-sessions',
    overrideAccess: true,
    data: {
      session_id: session.id,
      provider: 'stripe',
      customer: customer.id,
      tier,
      status: checkoutStatusOf(session.status),
      payment_status: checkoutPaymentStatusOf(session.payment_status),
      amount_total: session.amount_total ?? (plan.trialDays > 0 ? 0 : plan.monthlyPricePence),
      currency: session.currency ?? CURRENCY,
      trial_days: plan.trialDays,
      success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', session.id),
      cancel_url: cancelUrl,
      expires_at: new Date((session.expires_at ?? Date.now() / 1000) * 1000).toISOString(),
    },
  })
  return { url: session.url, session_id: session.id }
}

/* ------------------------------------------------------------------------- */
/* Sessions and status                                                       */
/* ------------------------------------------------------------------------- */

export async function findCheckoutSession(payload: Payload, sessionId: string): Promise<CheckoutSession | null> {
  if (!SESSION_ID.test(sessionId)) return null
  const { docs } = await payload.find({
    collection: 'checkout-sessions',
    overrideAccess: true,
    where: { session_id: { equals: sessionId } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

/** The customer's own checkout session, else 404 (another's is not theirs to see). */
export async function findOwnCheckoutSession(payload: Payload, customer: Customer, sessionId: string): Promise<CheckoutSession> {
  const session = await findCheckoutSession(payload, sessionId)
  if (!session || customerId(session) !== customer.id) throw notFound('Payment session not found')
  return session
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

export async function updateSession(payload: Payload, session: CheckoutSession, data: Partial<CheckoutSession>): Promise<CheckoutSession> {
  return payload.update({ collection: 'checkout-sessions', id: session.id, overrideAccess: true, depth: 0, data })
}

/**
 * GET /api/payments/status/{session_id}: the session as it stands now. A
 * Stripe session not yet final is re-read from Stripe, and a paid session the
 * webhook has not delivered yet is fulfilled here (once, whichever comes first).
 */
export async function checkoutStatus(context: AppContext, customer: Customer, sessionId: string): Promise<PaymentStatusAnswer> {
  let session = await findOwnCheckoutSession(context.payload, customer, sessionId)

  if (session.provider === 'stripe' && !session.fulfilled_at && session.status !== 'expired') {
    const stripe = stripeClient(context.env)
    if (!stripe) throw unavailable('Card payments are not configured')
    let remote: Stripe.Checkout.Session
    try {
      remote = await stripe.checkout.sessions.retrieve(session.session_id)
    } catch (error) {
      throw providerError(error)
    }
    session = await updateSession(context.payload, session, fromStripeSession(remote))
  }
  if (session.provider === 'demo' && session.status === 'open' && new Date(session.expires_at).getTime() <= Date.now()) {
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

/* ------------------------------------------------------------------------- */
/* Fulfilment                                                                */
/* ------------------------------------------------------------------------- */

/**
 * Gives the customer the tier they paid for and records the payment. Safe to
 * call any number of times and from the webhook and the status check at once:
 * every step writes the same values, and the payment's unique reference keeps
 * it to one record.
 */
export async function fulfilCheckout(payload: Payload, session: CheckoutSession): Promise<void> {
  if (session.fulfilled_at || !checkoutSucceeded(session.payment_status, session.status)) return
  const trial = (session.trial_days ?? 0) > 0
  const subscriptionId = session.subscription_id ?? (session.provider === 'demo' ? `demo_sub_${session.session_id.slice('demo_cs_'.length)}` : null)

  await payload.update({
    collection: 'customers',
    id: customerId(session),
    overrideAccess: true,
    depth: 0,
    data: {
      tier: session.tier,
      subscription_provider: session.provider,
      subscription_id: subscriptionId,
      subscription_status: trial ? 'trialing' : 'active',
      ...(session.provider_customer_id ? { stripe_customer_id: session.provider_customer_id } : {}),
    },
  })
  await recordPayment(payload, {
    customer: customerId(session),
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

type NewPayment = Omit<Payment, 'id' | 'createdAt' | 'updatedAt'>

/** Records a payment once per reference; a repeat is a no-op. */
export async function recordPayment(payload: Payload, data: NewPayment): Promise<void> {
  const exists = async () =>
    (await payload.count({ collection: 'payments', overrideAccess: true, where: { reference: { equals: data.reference } } }))
      .totalDocs > 0
  if (await exists()) return
  try {
    await payload.create({ collection: 'payments', overrideAccess: true, depth: 0, data })
  } catch (error) {
    // Lost a race with another delivery of the same payment: the unique reference kept it to one.
    if (await exists()) return
    throw error
  }
}

/* ------------------------------------------------------------------------- */
/* Demo checkout (no Stripe key)                                             */
/* ------------------------------------------------------------------------- */

/** A demo session the customer may act on, with expiry applied. */
export async function openDemoSession(payload: Payload, customer: Customer, sessionId: string): Promise<CheckoutSession> {
  let session = await findOwnCheckoutSession(payload, customer, sessionId)
  if (session.provider !== 'demo') throw notFound('Payment session not found')
  if (session.status === 'open' && new Date(session.expires_at).getTime() <= Date.now()) {
    session = await updateSession(payload, session, { status: 'expired' })
  }
  return session
}

/** Complete: the same fulfilment a paid Stripe session gets. Returns where to go next. */
export async function completeDemoCheckout(payload: Payload, customer: Customer, sessionId: string): Promise<string> {
  const session = await openDemoSession(payload, customer, sessionId)
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
export async function cancelDemoCheckout(payload: Payload, customer: Customer, sessionId: string): Promise<string> {
  const session = await openDemoSession(payload, customer, sessionId)
  if (session.status === 'open') await updateSession(payload, session, { status: 'expired' })
  return session.cancel_url
}

/* ------------------------------------------------------------------------- */
/* Managing a subscription                                                   */
/* ------------------------------------------------------------------------- */

/** Stripe's billing portal for a Stripe subscriber; returns its url. */
export async function createBillingPortal(context: AppContext, customer: Customer, origin: string): Promise<string> {
  const stripe = stripeClient(context.env)
  if (!stripe || !customer.stripe_customer_id) throw notFound('There is no card subscription to manage')
  try {
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.stripe_customer_id,
      return_url: `${origin}/billing`,
    })
    return portal.url
  } catch (error) {
    throw providerError(error)
  }
}

/** The demo equivalent of the portal: cancel at once, back to the base tier. */
export async function cancelDemoSubscription(payload: Payload, customer: Customer): Promise<void> {
  if (customer.subscription_provider !== 'demo' || !hasLiveSubscription(customer)) {
    throw notFound('There is no demo subscription to cancel')
  }
  await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    depth: 0,
    data: { tier: 'base', subscription_status: 'canceled' },
  })
}

/** The demo equivalent of a plan change in the portal: the subscription moves to the other tier. */
export async function changeDemoSubscription(payload: Payload, customer: Customer, tier: Tier, brand: string): Promise<void> {
  if (customer.subscription_provider !== 'demo' || !hasLiveSubscription(customer)) {
    throw notFound('There is no demo subscription to change')
  }
  if (customer.tier === tier) throw conflict(alreadyOnTierMessage(tier, brand))
  await payload.update({ collection: 'customers', id: customer.id, overrideAccess: true, depth: 0, data: { tier } })
}

export interface PaymentSummary {
  id: string
  tier: Tier
  amount: number
  currency: string
  status: Payment['status']
  provider: Payment['provider']
  paid_at: string
}

/** The customer's own payments, newest first. */
export async function listPayments(payload: Payload, customer: Customer, limit = 24): Promise<PaymentSummary[]> {
  const { docs } = await payload.find({
    collection: 'payments',
    overrideAccess: true,
    where: { customer: { equals: customer.id } },
    sort: '-paid_at',
    limit,
    depth: 0,
  })
  return docs.map((p) => ({
    id: p.id,
    tier: p.tier,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    provider: p.provider,
    paid_at: p.paid_at,
  }))
}

/* ------------------------------------------------------------------------- */
/* Test-mode upgrade                                                         */
/* ------------------------------------------------------------------------- */

export async function findCustomerByEmail(payload: Payload, email: string): Promise<Customer | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    overrideAccess: true,
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

/** Changes a tier without payment (test mode only; the route decides who may). */
export async function setTierForTesting(payload: Payload, customer: Customer, tier: Tier): Promise<Customer> {
  return payload.update({ collection: 'customers', id: customer.id, overrideAccess: true, depth: 0, data: { tier } })
}
