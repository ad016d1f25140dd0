import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'

import { buttonClass } from '~/components/ui/Button'
import { tierName } from '~/domain/entitlements'
import { formatMoney } from '~/domain/payments'
import { priceTable } from '~/domain/prices'
import { badRequest } from '~/lib/errors'
import { asPageError, pageAction } from '~/lib/http.server'
import { requireCustomer } from '~/lib/session.server'
import { setToast } from '~/lib/toast.server'
import { useRootData } from '~/root'
import { cancelKeylessCheckout, completeKeylessCheckout, openKeylessSession } from '~/services/payments/keyless-checkout.server'

export const meta: MetaFunction = () => [{ title: 'Demo checkout · Menopause Support' }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const session = await openKeylessSession(context.payload, customer, params.id ?? '').catch(asPageError)
  const plan = priceTable(context.env)[session.tier]
  return {
    status: session.status,
    tierName: tierName(session.tier, context.env.BRAND_NAME),
    monthly: formatMoney(plan.monthlyPence, session.currency),
    dueToday: formatMoney(session.amount_total, session.currency),
    trialDays: session.trial_days ?? 0,
    email: customer.email,
    successUrl: session.success_url,
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const intent = (await request.formData()).get('intent')
  return pageAction('The demo checkout could not be completed. Please try again.', async () => {
    if (intent === 'complete') return redirect(await completeKeylessCheckout(context.payload, customer, params.id ?? ''))
    if (intent === 'cancel') {
      const back = await cancelKeylessCheckout(context.payload, customer, params.id ?? '')
      return redirect(back, {
        headers: { 'Set-Cookie': await setToast(context, { type: 'info', message: 'Checkout cancelled. You have not been charged.' }) },
      })
    }
    throw badRequest('Choose Complete or Cancel.')
  })
}


/**
 * The built-in checkout used when no Stripe key is configured. It is a
 * demonstration: it takes no card details and charges nothing, and completing
 * it follows the same fulfilment path as a paid Stripe checkout.
 */
export default function KeylessCheckout() {
  const data = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>()
  const navigation = useNavigation()
  const { brand } = useRootData()
  const busy = navigation.state !== 'idle'

  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <span className="text-lg font-bold text-brand-800">{brand}</span>
          <span className="ml-3 rounded-full bg-amber-100 px-3 py-1 text-xs font-bold uppercase text-amber-900">Demo checkout</span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-xl px-4 py-10">
        <div role="note" className="rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-900">
          <p className="font-bold">This is a demonstration checkout.</p>
          <p className="mt-1 text-sm">
            Card payments are not set up on this site. Nothing will be charged and no card details are asked for.
          </p>
        </div>

        <section aria-labelledby="summary-heading" className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h1 id="summary-heading" className="text-2xl font-bold">
            Subscribe to {data.tierName}
          </h1>
          <dl className="mt-4 space-y-2 text-slate-800">
            <div className="flex justify-between gap-4">
              <dt>Plan</dt>
              <dd className="font-semibold">{data.tierName}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Price</dt>
              <dd className="font-semibold">{data.monthly} a month</dd>
            </div>
            {data.trialDays > 0 ? (
              <div className="flex justify-between gap-4">
                <dt>Free trial</dt>
                <dd className="font-semibold">{data.trialDays} days</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
              <dt>Due today</dt>
              <dd className="font-bold" data-testid="demo-due-today">
                {data.dueToday}
              </dd>
            </div>
            <div className="flex justify-between gap-4 text-sm text-slate-700">
              <dt>Account</dt>
              <dd>{data.email}</dd>
            </div>
          </dl>

          {failure ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {failure.detail}
            </p>
          ) : null}

          {data.status === 'open' ? (
            <Form method="post" className="mt-6 flex flex-wrap gap-3">
              <button type="submit" name="intent" value="complete" disabled={busy} className={buttonClass('primary', 'flex-1')}>
                Complete demo payment
              </button>
              <button type="submit" name="intent" value="cancel" disabled={busy} className={buttonClass('secondary')}>
                Cancel
              </button>
            </Form>
          ) : (
            <div className="mt-6 space-y-3">
              <p className="text-slate-700">
                {data.status === 'complete' ? 'This checkout is already complete.' : 'This checkout has expired or was cancelled.'}
              </p>
              <div className="flex flex-wrap gap-3">
                {data.status === 'complete' ? (
                  <a href={data.successUrl} className={buttonClass('primary')}>
                    See payment status
                  </a>
                ) : null}
                <Link to="/upgrades" className={buttonClass('secondary')}>
                  Back to Upgrades
                </Link>
              </div>
            </div>
          )}
        </section>
      </main>
    </>
  )
}
