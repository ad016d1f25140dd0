import { Link } from '@remix-run/react'

import { Button, buttonClass } from '~/components/ui/Button'
import { Spinner } from '~/components/ui/Spinner'
import { attemptLabel, formatMoney, PAYMENT_MESSAGES, type PaymentCheck } from '~/domain/payments'

/**
 * What the payment-success page shows for each state of the payment check
 * (spec doc 1 §2 "Payment-success page", §4, §8). Links are full page loads so
 * the app shell reads the new tier afresh.
 */
export function PaymentCheckView({ check, onCheckAgain }: { check: PaymentCheck; onCheckAgain: () => void }) {
  switch (check.phase) {
    case 'checking':
    case 'processing':
      return (
        <Panel testId="payment-checking" tone="neutral">
          <Spinner className="h-10 w-10 text-brand-600" label="Checking payment" />
          <h1 className="mt-4 text-2xl font-bold">
            {check.phase === 'checking' ? 'Checking your payment…' : 'Processing your payment…'}
          </h1>
          <p className="mt-2 text-slate-700">This usually takes a few seconds. Please keep this page open.</p>
          <p className="mt-3 text-sm font-medium text-slate-700">{attemptLabel(check)}</p>
        </Panel>
      )
    case 'success': {
      const result = check.result!
      const amount = formatMoney(Math.round(result.amount * 100), result.currency)
      const trial = result.payment_status === 'no_payment_required'
      return (
        <Panel testId="payment-success" tone="good">
          <Icon tone="good" symbol="✓" />
          <h1 className="mt-4 text-2xl font-bold">Payment Successful!</h1>
          <p className="mt-2 text-lg text-slate-800">
            Welcome to <strong data-testid="payment-tier">{result.tier}</strong>.
          </p>
          <p className="mt-1 text-slate-700" data-testid="payment-amount">
            {trial ? `Your free trial has started: ${amount} today.` : `Amount paid: ${amount}`}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href="/dashboard" className={buttonClass('primary')}>
              Go to Dashboard
            </a>
            <a href="/meal-plans" className={buttonClass('secondary')}>
              Create a Meal Plan
            </a>
          </div>
        </Panel>
      )
    }
    case 'expired':
      return (
        <Panel testId="payment-expired" tone="warn">
          <Icon tone="warn" symbol="!" />
          <h1 className="mt-4 text-2xl font-bold">{PAYMENT_MESSAGES.expired}</h1>
          <p className="mt-2 text-slate-700">This checkout ended before a payment was made. You have not been charged.</p>
          <Link to="/upgrades" className={buttonClass('primary', 'mt-6')}>
            Try Again
          </Link>
        </Panel>
      )
    case 'timeout':
      return (
        <Panel testId="payment-timeout" tone="warn">
          <Icon tone="warn" symbol="…" />
          <h1 className="mt-4 text-2xl font-bold">{PAYMENT_MESSAGES.timeout}</h1>
          <p className="mt-2 text-slate-700">
            We could not confirm your payment yet. If you have been charged, please contact support and we will put it
            right.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href="/dashboard" className={buttonClass('secondary')}>
              Go to Dashboard
            </a>
            <Button onClick={onCheckAgain}>Check Again</Button>
          </div>
        </Panel>
      )
    case 'error':
      return (
        <Panel testId="payment-error" tone="bad">
          <Icon tone="bad" symbol="✕" />
          <h1 className="mt-4 text-2xl font-bold">{PAYMENT_MESSAGES.error}</h1>
          <p className="mt-2 text-slate-700">{check.detail ?? 'We could not check this payment.'}</p>
          <Link to="/upgrades" className={buttonClass('primary', 'mt-6')}>
            Back to Upgrades
          </Link>
        </Panel>
      )
  }
}

const TONES = {
  neutral: 'ring-slate-200',
  good: 'ring-green-300',
  warn: 'ring-amber-300',
  bad: 'ring-red-300',
}

function Panel({ testId, tone, children }: { testId: string; tone: keyof typeof TONES; children: React.ReactNode }) {
  return (
    <section
      data-testid={testId}
      aria-live="polite"
      className={`mx-auto flex max-w-xl flex-col items-center rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ${TONES[tone]}`}
    >
      {children}
    </section>
  )
}

const ICON_TONES = {
  good: 'bg-green-100 text-green-800',
  warn: 'bg-amber-100 text-amber-900',
  bad: 'bg-red-100 text-red-800',
}

function Icon({ tone, symbol }: { tone: keyof typeof ICON_TONES; symbol: string }) {
  return (
    <span aria-hidden="true" className={`flex h-14 w-14 items-center justify-center rounded-full text-2xl font-bold ${ICON_TONES[tone]}`}>
      {symbol}
    </span>
  )
}
