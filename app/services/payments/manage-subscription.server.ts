import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { alreadyOnTierMessage, type Tier } from '../../domain/entitlements'
import { hasLiveSubscription, KEYLESS_PROVIDER } from '../../domain/payments'
import type { AppContext } from '../../lib/context.server'
import { conflict, notFound } from '../../lib/errors'
import { stripeClient, stripeFailure } from '../../lib/stripe.server'
import { updateCustomer } from '../customers.server'

/** Stripe's billing portal for a Stripe subscriber; returns its url. */
export async function createBillingPortal(context: AppContext, customer: Customer, origin: string): Promise<string> {
  const stripe = await stripeClient(context.env)
  if (!stripe || !customer.stripe_customer_id) throw notFound('There is no card subscription to manage')
  try {
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.stripe_customer_id,
      return_url: `${origin}/billing`,
    })
    return portal.url
  } catch (error) {
    throw stripeFailure(error)
  }
}

function assertKeylessSubscription(customer: Customer, what: 'cancel' | 'change'): void {
  if (customer.subscription_provider !== KEYLESS_PROVIDER || !hasLiveSubscription(customer)) {
    throw notFound(`There is no demo subscription to ${what}`)
  }
}

/** The keyless checkout's equivalent of the portal: cancel at once, back to the base tier. */
export async function cancelKeylessSubscription(payload: Payload, customer: Customer): Promise<void> {
  assertKeylessSubscription(customer, 'cancel')
  await updateCustomer(payload, customer.id, { tier: 'base', subscription_status: 'canceled' })
}

/** The keyless checkout's equivalent of a plan change in the portal: the subscription moves to the other tier. */
export async function changeKeylessSubscription(payload: Payload, customer: Customer, tier: Tier, brand: string): Promise<void> {
  assertKeylessSubscription(customer, 'change')
  if (customer.tier === tier) throw conflict(alreadyOnTierMessage(tier, brand))
  await updateCustomer(payload, customer.id, { tier })
}

/** Changes a tier without payment (test mode only; the route decides who may). */
export function setTierForTesting(payload: Payload, customer: Customer, tier: Tier): Promise<Customer> {
  return updateCustomer(payload, customer.id, { tier })
}
