import { randomBytes } from 'node:crypto'

import type { Customer } from '../../../types/payload-types'
import { CURRENCY, KEYLESS_CHECKOUT_TTL_MINUTES, STRIPE_CHECKOUT_TTL_MINUTES } from '../../domain/constants'
import { alreadyOnTierMessage, tierName, type Tier } from '../../domain/entitlements'
import { checkoutPaymentStatusOf, checkoutStatusOf, hasLiveSubscription, KEYLESS_PROVIDER } from '../../domain/payments'
import { freePlanCheckoutDetail, isFreePlan, priceTable } from '../../domain/prices'
import type { AppContext } from '../../lib/context.server'
import { badRequest, conflict } from '../../lib/errors'
import { stripeClient, stripeFailure, type Stripe } from '../../lib/stripe.server'
import { createOwn } from '../own-records.server'

/**
 * POST /api/payments/checkout (spec doc 1 §2 "Upgrade screen", §7): Stripe
 * Checkout when a key is set, the built-in keyless checkout otherwise; both end
 * in `fulfilCheckout`, which changes the tier at most once per session.
 */
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

  // The one price table (decision 0032): the amount she saw on the landing page and the upgrade screen.
  const plan = priceTable(env)[tier]
  if (isFreePlan(plan)) throw badRequest(freePlanCheckoutDetail(tierName(tier, env.BRAND_NAME)))
  const successUrl = `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`
  const cancelUrl = `${origin}/upgrades`
  const stripe = await stripeClient(env)

  if (!stripe) {
    const sessionId = `demo_cs_${randomBytes(16).toString('hex')}`
    await createOwn(payload, customer.id, 'checkout-sessions', {
      session_id: sessionId,
      provider: KEYLESS_PROVIDER,
      tier,
      status: 'open',
      payment_status: 'unpaid',
      // As with Stripe, a plan that starts with a free trial costs nothing today.
      amount_total: plan.trialDays > 0 ? 0 : plan.monthlyPence,
      currency: CURRENCY,
      trial_days: plan.trialDays,
      success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId),
      cancel_url: cancelUrl,
      expires_at: new Date(Date.now() + KEYLESS_CHECKOUT_TTL_MINUTES * 60_000).toISOString(),
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
                unit_amount: plan.monthlyPence,
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
    throw stripeFailure(error)
  }
  if (!session.url) throw stripeFailure(new Error(`Checkout session ${session.id} has no url`))

  await createOwn(payload, customer.id, 'checkout-sessions', {
    session_id: session.id,
    provider: 'stripe',
    tier,
    status: checkoutStatusOf(session.status),
    payment_status: checkoutPaymentStatusOf(session.payment_status),
    amount_total: session.amount_total ?? (plan.trialDays > 0 ? 0 : plan.monthlyPence),
    currency: session.currency ?? CURRENCY,
    trial_days: plan.trialDays,
    success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', session.id),
    cancel_url: cancelUrl,
    expires_at: new Date((session.expires_at ?? Date.now() / 1000) * 1000).toISOString(),
  })
  return { url: session.url, session_id: session.id }
}
