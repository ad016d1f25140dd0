import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useState } from 'react'

import { CoachingCard } from '~/components/payments/CoachingCard'
import { PlanCard, type PlanView } from '~/components/payments/PlanCard'
import { TestModeBox } from '~/components/payments/TestModeBox'
import { useToast } from '~/components/Toasts'
import { alreadyOnTierMessage, planFeatures, TIERS, tierName, type Tier } from '~/domain/entitlements'
import { hasLiveSubscription, isTestMode, PAYMENT_MESSAGES, paymentsMode } from '~/domain/payments'
import { formatPlanPrice, isFreePlan, priceTable } from '~/domain/prices'
import { requireCustomer } from '~/lib/session.server'

export const meta: MetaFunction = () => [{ title: 'Upgrades · Menopause Support' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const brand = context.env.BRAND_NAME
  // The one price table (decision 0032): the same figures as the landing page and the checkout.
  const prices = priceTable(context.env)
  const plans: PlanView[] = TIERS.map((tier) => ({
    tier,
    name: tierName(tier, brand),
    price: formatPlanPrice(prices[tier]),
    free: isFreePlan(prices[tier]),
    trialDays: prices[tier].trialDays,
    features: planFeatures(tier, brand),
  }))
  return {
    plans,
    brand,
    email: customer.email,
    currentTier: customer.tier,
    mode: paymentsMode(context.env.STRIPE_SECRET_KEY),
    testMode: isTestMode(context.env.STRIPE_SECRET_KEY),
    subscribed: hasLiveSubscription(customer),
    pastDue: customer.subscription_status === 'past_due',
    coachingUrl: context.env.COACHING_BOOKING_URL ?? null,
  }
}


/** The upgrade screen (spec doc 1 §2 "Upgrade screen"). */
export default function Upgrades() {
  const data = useLoaderData<typeof loader>()
  const toast = useToast()
  const [busyTier, setBusyTier] = useState<Tier | null>(null)

  const alreadyOn = (tier: Tier) => toast({ type: 'info', message: alreadyOnTierMessage(tier, data.brand) })

  async function choose(plan: PlanView) {
    if (plan.tier === data.currentTier) return alreadyOn(plan.tier)
    setBusyTier(plan.tier)
    try {
      const response = await fetch('/api/payments/checkout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ tier: plan.tier, origin_url: window.location.origin }),
      })
      const body = (await response.json().catch(() => null)) as { url?: string; detail?: string } | null
      if (!response.ok || !body?.url) throw new Error(body?.detail || PAYMENT_MESSAGES.startFailed)
      window.location.assign(body.url)
    } catch (error) {
      toast({ type: 'error', message: error instanceof Error && error.message ? error.message : PAYMENT_MESSAGES.startFailed })
      setBusyTier(null)
    }
  }

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">Choose your plan</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Every plan includes daily check-ins and progress tracking. Upgrade for unlimited meal plans, food and sleep
          tracking and our full content library.
        </p>
      </header>

      {data.pastDue ? (
        <div role="alert" className="rounded-xl border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          Your last payment did not go through. We will try your card again; to keep your plan, please{' '}
          <Link to="/billing" className="font-semibold underline">
            update your payment details
          </Link>
          .
        </div>
      ) : null}

      {data.mode === 'keyless' ? (
        <p className="rounded-xl bg-sky-50 p-4 text-sm text-sky-900">
          Card payments are not set up on this site, so checkout is a demonstration: it asks for no card details and
          charges nothing.
        </p>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        {data.plans.map((plan) => {
          const current = plan.tier === data.currentTier
          const changeViaBilling = data.subscribed && !current
          const card = { id: plan.tier, name: plan.name, price: plan.price, free: plan.free, features: plan.features, trialDays: plan.trialDays }
          return changeViaBilling ? (
            <PlanCard
              key={plan.tier}
              {...card}
              highlighted={plan.tier === 'plus'}
              actionLabel={`Switch to ${plan.name}`}
              onChoose={() => window.location.assign('/billing')}
            />
          ) : (
            <PlanCard
              key={plan.tier}
              {...card}
              highlighted={plan.tier === 'plus'}
              current={current}
              busy={busyTier !== null}
              actionLabel={busyTier === plan.tier ? 'Starting checkout…' : `Choose ${plan.name}`}
              onChoose={() => choose(plan)}
            />
          )
        })}
      </div>

      <p className="text-sm text-slate-700">
        <Link to="/billing" className="font-semibold text-brand-700 underline">
          Manage subscription
        </Link>{' '}
        to see your plan and payments, or change or cancel your subscription.
      </p>

      <CoachingCard bookingUrl={data.coachingUrl} />

      {data.testMode ? (
        <TestModeBox
          email={data.email}
          currentTier={data.currentTier}
          tiers={data.plans.map((p) => ({ code: p.tier, name: p.name }))}
          onAlreadyOnTier={alreadyOn}
        />
      ) : null}
    </div>
  )
}
