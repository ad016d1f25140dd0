import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'

import { TierBadge } from '~/components/TierBadge'
import { Button, buttonClass } from '~/components/ui/Button'
import { parseTier, tierName, TIERS } from '~/domain/entitlements'
import { formatMoney, hasLiveSubscription, KEYLESS_PROVIDER, paymentsMode } from '~/domain/payments'
import { badRequest } from '~/lib/errors'
import { pageAction } from '~/lib/http.server'
import { requireCustomer } from '~/lib/session.server'
import { setToast } from '~/lib/toast.server'
import { listPayments } from '~/services/payments/list-payments.server'
import { cancelKeylessSubscription, changeKeylessSubscription, createBillingPortal } from '~/services/payments/manage-subscription.server'
import { useDateFormat } from '~/components/time-zone'

export const meta: MetaFunction = () => [{ title: 'Subscription · Menopause Support' }]

const STATUS_WORDS: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Expired',
  paused: 'Paused',
}

const PAYMENT_WORDS = { paid: 'Paid', trial: 'Free trial started', failed: 'Failed' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const brand = context.env.BRAND_NAME
  const payments = await listPayments(context.payload, customer)
  return {
    tier: customer.tier,
    tierLabel: tierName(customer.tier, brand),
    tiers: TIERS.map((t) => ({ code: t, name: tierName(t, brand) })),
    provider: customer.subscription_provider ?? null,
    status: customer.subscription_status ? (STATUS_WORDS[customer.subscription_status] ?? customer.subscription_status) : null,
    pastDue: customer.subscription_status === 'past_due',
    live: hasLiveSubscription(customer),
    portal: paymentsMode(context.env.STRIPE_SECRET_KEY) !== 'keyless' && Boolean(customer.stripe_customer_id),
    payments: payments.map((p) => ({
      id: p.id,
      paid_at: p.paid_at,
      plan: tierName(p.tier, brand),
      amount: formatMoney(p.amount, p.currency),
      status: PAYMENT_WORDS[p.status],
      demo: p.provider === KEYLESS_PROVIDER,
    })),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const form = await request.formData()
  const intent = form.get('intent')
  const brand = context.env.BRAND_NAME
  const withToast = async (message: string) =>
    redirect('/billing', { headers: { 'Set-Cookie': await setToast(context, { type: 'success', message }) } })
  return pageAction('Your subscription could not be changed. Please try again.', async () => {
    if (intent === 'portal') {
      return redirect(await createBillingPortal(context, customer, new URL(context.env.APP_URL).origin))
    }
    if (intent === 'cancel-demo') {
      await cancelKeylessSubscription(context.payload, customer)
      return withToast(`Your subscription is cancelled. You are now on the ${tierName('base', brand)} tier.`)
    }
    if (intent === 'change-demo') {
      const tier = parseTier(String(form.get('tier') ?? ''), brand)
      if (!tier) throw badRequest('Choose a plan.')
      await changeKeylessSubscription(context.payload, customer, tier, brand)
      return withToast(`Your plan is now ${tierName(tier, brand)}.`)
    }
    throw badRequest('Unknown action.')
  })
}


/** Manage subscription: the current plan, change or cancel it, and the payments made. */
export default function Billing() {
  const data = useLoaderData<typeof loader>()
  const when = useDateFormat()
  const failure = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const [confirmCancel, setConfirmCancel] = useState(false)
  const otherTier = data.tiers.find((t) => t.code !== data.tier)

  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">Your subscription</h1>

      {data.pastDue ? (
        <div role="alert" className="rounded-xl border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          Your last payment did not go through. You keep your plan while we try your card again; please update your
          payment details to avoid losing it.
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
          {failure.detail}
        </p>
      ) : null}

      <section aria-labelledby="plan-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="plan-heading" className="text-xl font-bold">
          Current plan
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <TierBadge tier={data.tierLabel} />
          {data.status ? (
            <span className="text-sm text-slate-700" data-testid="subscription-status">
              Subscription: {data.status}
              {data.provider === KEYLESS_PROVIDER ? ' (demo, no charge)' : ''}
            </span>
          ) : (
            <span className="text-sm text-slate-700">No paid subscription</span>
          )}
        </div>

        <div className="mt-6 flex flex-wrap gap-3">
          {data.portal ? (
            <Form method="post">
              <button type="submit" name="intent" value="portal" disabled={busy} className={buttonClass('primary')}>
                Manage subscription
              </button>
            </Form>
          ) : null}
          {data.live && data.provider === KEYLESS_PROVIDER ? (
            <>
              {otherTier ? (
                <Form method="post">
                  <input type="hidden" name="tier" value={otherTier.code} />
                  <button type="submit" name="intent" value="change-demo" disabled={busy} className={buttonClass('secondary')}>
                    Switch to {otherTier.name}
                  </button>
                </Form>
              ) : null}
              {confirmCancel ? (
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <span className="text-sm text-slate-800">Cancel now and move to the base plan?</span>
                  <button type="submit" name="intent" value="cancel-demo" disabled={busy} className={buttonClass('danger')}>
                    Yes, cancel subscription
                  </button>
                  <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
                    Keep my plan
                  </Button>
                </Form>
              ) : (
                <Button variant="ghost" onClick={() => setConfirmCancel(true)}>
                  Cancel subscription
                </Button>
              )}
            </>
          ) : null}
          {!data.live ? (
            <Link to="/upgrades" className={buttonClass('primary')}>
              See plans
            </Link>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading" className="text-xl font-bold">
          Payments
        </h2>
        {data.payments.length === 0 ? (
          <p className="mt-2 text-slate-700">No payments yet.</p>
        ) : (
          <table className="mt-3 w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm ring-1 ring-slate-200">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2">Date</th>
                <th scope="col" className="px-4 py-2">Plan</th>
                <th scope="col" className="px-4 py-2">Amount</th>
                <th scope="col" className="px-4 py-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.payments.map((p) => (
                <tr key={p.id} className="border-t border-slate-100">
                  <td className="px-4 py-2">
                    <time dateTime={p.paid_at}>{when(p.paid_at, 'day')}</time>
                  </td>
                  <td className="px-4 py-2">{p.plan}</td>
                  <td className="px-4 py-2">{p.amount}</td>
                  <td className="px-4 py-2">
                    {p.status}
                    {p.demo ? ' (demo)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
