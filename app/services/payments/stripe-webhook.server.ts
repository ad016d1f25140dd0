import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { parseTier, type Tier } from '../../domain/entitlements'
import { tierForSubscription } from '../../domain/payments'
import type { AppContext } from '../../lib/context.server'
import { badRequest, notFound } from '../../lib/errors'
import { idOf } from '../../lib/ids'
import { stripeClient, verifiedStripeEvent, type Stripe } from '../../lib/stripe.server'
import { findCustomerBy, updateCustomer } from '../customers.server'
import { findCheckoutSessionForSystem, fromStripeSession, updateSession } from './checkout-sessions.server'
import { fulfilCheckout, recordPayment } from './fulfil-checkout.server'

/**
 * POST /api/payments/webhook: Stripe tells us what happened to checkouts,
 * subscriptions and invoices. Each event is verified against its signature
 * and applied at most once (its id is claimed in `payment-events` first).
 */
export async function handleStripeWebhook(
  context: AppContext,
  rawBody: string,
  signature: string | null,
): Promise<{ received: true; duplicate: boolean }> {
  const stripe = await stripeClient(context.env)
  const secret = context.env.STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) throw notFound('Card payments are not configured')
  if (!signature) throw badRequest('Missing Stripe-Signature header')

  let event: Stripe.Event
  try {
    event = await verifiedStripeEvent(stripe, rawBody, signature, secret)
  } catch {
    throw badRequest('Invalid webhook signature')
  }

  if (!(await claimEvent(context.payload, event))) return { received: true, duplicate: true }
  try {
    await applyEvent(context, event)
  } catch (error) {
    // Release the claim so Stripe's retry can apply the event.
    await context.payload.delete({
      collection: 'payment-events',
      overrideAccess: true,
      where: { event_id: { equals: event.id } },
    })
    throw error
  }
  return { received: true, duplicate: false }
}

async function claimEvent(payload: Payload, event: Stripe.Event): Promise<boolean> {
  const seen = async () =>
    (await payload.count({ collection: 'payment-events', overrideAccess: true, where: { event_id: { equals: event.id } } }))
      .totalDocs > 0
  if (await seen()) return false
  try {
    await payload.create({ collection: 'payment-events', overrideAccess: true, depth: 0, data: { event_id: event.id, type: event.type } })
    return true
  } catch (error) {
    if (await seen()) return false
    throw error
  }
}

async function applyEvent(context: AppContext, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(context.payload, event.data.object)
    case 'checkout.session.expired':
      return checkoutExpired(context.payload, event.data.object)
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(context, event.data.object, event.type === 'customer.subscription.deleted')
    case 'invoice.paid':
      return invoicePaid(context, event.data.object)
    case 'invoice.payment_failed':
      return invoiceFailed(context, event.data.object)
    default:
      // Other events are acknowledged and ignored.
      return
  }
}

async function checkoutCompleted(payload: Payload, remote: Stripe.Checkout.Session): Promise<void> {
  const session = await findCheckoutSessionForSystem(payload, remote.id)
  if (!session) return
  const updated = await updateSession(payload, session, { ...fromStripeSession(remote), status: 'complete' })
  await fulfilCheckout(payload, updated)
}

async function checkoutExpired(payload: Payload, remote: Stripe.Checkout.Session): Promise<void> {
  const session = await findCheckoutSessionForSystem(payload, remote.id)
  if (!session || session.status !== 'open') return
  await updateSession(payload, session, { status: 'expired' })
}

function customerForSubscription(payload: Payload, subscriptionId: string | null): Promise<Customer | null> {
  return subscriptionId ? findCustomerBy(payload, 'subscription_id', subscriptionId) : Promise.resolve(null)
}

/** The tier a subscription is for: its price (when price ids are configured), else its metadata. */
function subscribedTier(context: AppContext, subscription: Stripe.Subscription): Tier | null {
  const priceId = idOf(subscription.items?.data?.[0]?.price ?? null)
  if (priceId && priceId === context.env.STRIPE_PRICE_PLUS) return 'plus'
  if (priceId && priceId === context.env.STRIPE_PRICE_BASE) return 'base'
  const fromMetadata = subscription.metadata?.tier
  return fromMetadata ? parseTier(fromMetadata, context.env.BRAND_NAME) : null
}

/**
 * A subscription changed (plan, status) or ended. Only the customer's current
 * subscription counts: events for an older, replaced one change nothing.
 */
async function subscriptionChanged(context: AppContext, subscription: Stripe.Subscription, deleted: boolean): Promise<void> {
  const customer = await customerForSubscription(context.payload, subscription.id)
  if (!customer) return
  const status = deleted ? 'canceled' : subscription.status
  const tier = tierForSubscription(status, subscribedTier(context, subscription) ?? customer.tier)
  await updateCustomer(context.payload, customer.id, { tier, subscription_status: status as Customer['subscription_status'] })
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null)
}

function invoiceTier(context: AppContext, invoice: Stripe.Invoice, customer: Customer): Tier {
  const fromMetadata = invoice.parent?.subscription_details?.metadata?.tier
  return (fromMetadata && parseTier(fromMetadata, context.env.BRAND_NAME)) || customer.tier
}

/** A renewal (or first) invoice was paid: record it; a past-due subscription is current again. */
async function invoicePaid(context: AppContext, invoice: Stripe.Invoice): Promise<void> {
  const subscriptionId = invoiceSubscriptionId(invoice)
  const customer = await customerForSubscription(context.payload, subscriptionId)
  if (!customer || !invoice.id) return
  // A £0 invoice opens a free trial; the checkout already recorded that.
  if (invoice.amount_paid > 0) {
    await recordPayment(context.payload, {
      customer: customer.id,
      reference: invoice.id,
      provider: 'stripe',
      status: 'paid',
      amount: invoice.amount_paid,
      currency: invoice.currency,
      tier: invoiceTier(context, invoice, customer),
      paid_at: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000).toISOString(),
      invoice_id: invoice.id,
      subscription_id: subscriptionId,
      provider_customer_id: idOf(invoice.customer),
    })
  }
  if (customer.subscription_status === 'past_due') {
    await updateCustomer(context.payload, customer.id, { subscription_status: 'active' })
  }
}

/**
 * A payment failed: record the failed attempt and mark the subscription past
 * due. The customer keeps the tier while Stripe retries the card; if the
 * retries run out Stripe cancels (or marks unpaid) the subscription, and that
 * event moves the customer to the base tier.
 */
async function invoiceFailed(context: AppContext, invoice: Stripe.Invoice): Promise<void> {
  const subscriptionId = invoiceSubscriptionId(invoice)
  const customer = await customerForSubscription(context.payload, subscriptionId)
  if (!customer || !invoice.id) return
  await recordPayment(context.payload, {
    customer: customer.id,
    reference: `${invoice.id}:failed:${invoice.attempt_count}`,
    provider: 'stripe',
    status: 'failed',
    amount: invoice.amount_due,
    currency: invoice.currency,
    tier: invoiceTier(context, invoice, customer),
    paid_at: new Date().toISOString(),
    invoice_id: invoice.id,
    subscription_id: subscriptionId,
    provider_customer_id: idOf(invoice.customer),
  })
  await updateCustomer(context.payload, customer.id, { subscription_status: 'past_due' })
}
