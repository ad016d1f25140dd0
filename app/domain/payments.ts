/**
 * The product's payment rules, free of any provider: which mode payments run
 * in, where checkout may send the customer back to, how money is shown, and
 * the payment check on the success page (spec doc 1 §2, §4, §8, §9).
 */
import { PAYMENT_POLL_ATTEMPTS } from './constants'
import type { Tier } from './entitlements'

/**
 * `keyless`: no Stripe key, the built-in keyless checkout (charges nothing).
 * `test`: a Stripe test key (`sk_test_…`). `live`: any other key.
 * The test-only upgrade exists in `keyless` and `test` only. (The seeded demo
 * data is another thing: app/services/demo.)
 */
export type PaymentsMode = 'keyless' | 'test' | 'live'

/**
 * The provider the keyless checkout's sessions, payments and subscriptions are
 * stored with. Stored and exported as 'demo', the word she sees beside them
 * ("demo, no charge"); in code it is the keyless checkout.
 */
export const KEYLESS_PROVIDER = 'demo' as const

export function paymentsMode(secretKey: string | undefined | null): PaymentsMode {
  if (!secretKey) return 'keyless'
  return /^(sk|rk)_test_/.test(secretKey) ? 'test' : 'live'
}

export function isTestMode(secretKey: string | undefined | null): boolean {
  return paymentsMode(secretKey) !== 'live'
}

/**
 * The origin checkout may return to: `originUrl`'s origin when it is one of
 * `allowedOrigins` (this app's own), else null. Anything else would let a
 * crafted request turn our checkout into an open redirect.
 */
export function checkoutOrigin(originUrl: string, allowedOrigins: readonly string[]): string | null {
  let url: URL
  try {
    url = new URL(originUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  const allowed = new Set(
    allowedOrigins.flatMap((o) => {
      try {
        return [new URL(o).origin]
      } catch {
        return []
      }
    }),
  )
  return allowed.has(url.origin) ? url.origin : null
}

/** '£29.00' from 2900 pence; other currencies by their ISO code. */
export function formatMoney(minorUnits: number, currency = 'gbp'): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100)
}

/** '£29' for whole pounds (plan cards), '£29.50' otherwise. */
export function formatPrice(minorUnits: number, currency = 'gbp'): string {
  const whole = minorUnits % 100 === 0
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100)
}

export type CheckoutStatus = 'open' | 'complete' | 'expired'
export type CheckoutPaymentStatus = 'unpaid' | 'paid' | 'no_payment_required'

/** Stripe's open-ended status strings, narrowed to the ones we store. */
export function checkoutStatusOf(value: string | null | undefined): CheckoutStatus {
  return value === 'complete' || value === 'expired' ? value : 'open'
}

export function checkoutPaymentStatusOf(value: string | null | undefined): CheckoutPaymentStatus {
  return value === 'paid' || value === 'no_payment_required' ? value : 'unpaid'
}

/**
 * A checkout has succeeded when it is paid, or complete with nothing to pay
 * now (a subscription that starts with a free trial).
 */
export function checkoutSucceeded(paymentStatus: string, status: string): boolean {
  return paymentStatus === 'paid' || (paymentStatus === 'no_payment_required' && status === 'complete')
}

/** Subscription states after which the customer no longer has the paid tier. */
const ENDED_SUBSCRIPTION_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired'])

export function subscriptionEnded(status: string): boolean {
  return ENDED_SUBSCRIPTION_STATUSES.has(status)
}

/** A subscription that still runs (trialing, active, past due): a new checkout would double-bill. */
export function hasLiveSubscription(customer: {
  subscription_id?: string | null
  subscription_status?: string | null
}): boolean {
  return Boolean(customer.subscription_id && customer.subscription_status && !subscriptionEnded(customer.subscription_status))
}

/**
 * The tier a subscription change leaves the customer on: an ended
 * subscription falls back to the base tier; a live one (trialing, active, or
 * past_due while Stripe retries the card) keeps the subscribed tier.
 */
export function tierForSubscription(status: string, subscribedTier: Tier): Tier {
  return subscriptionEnded(status) ? 'base' : subscribedTier
}

/** Messages the spec names (doc 1 §8). */
export const PAYMENT_MESSAGES = {
  startFailed: 'Failed to start payment process',
  expired: 'Payment Session Expired',
  timeout: 'Payment Check Timeout',
  error: 'Payment Error',
  testUpgradeFailed: 'Failed to upgrade for testing',
} as const

export function upgradeSuccessMessage(tierLabel: string): string {
  return `Successfully upgraded to ${tierLabel}!`
}

/* ------------------------------------------------------------------------- */
/* Payment check on /payment-success (doc 1 §4 "Payment check")              */
/* ------------------------------------------------------------------------- */

/** The answer of GET /api/payments/status/{session_id}. */
export interface PaymentStatusAnswer {
  payment_status: string
  status: string
  tier: string
  amount: number
  currency: string
}

export type PaymentCheckPhase = 'checking' | 'processing' | 'success' | 'expired' | 'timeout' | 'error'

export interface PaymentCheck {
  phase: PaymentCheckPhase
  /**
   * The attempt shown (1-based): the one in progress, or, while `waiting`, the
   * one that just answered 'not paid yet'. The last one made once the check ends.
   */
  attempt: number
  /** True between attempts: the next one begins after the poll interval (beginNextAttempt). */
  waiting: boolean
  maxAttempts: number
  result: PaymentStatusAnswer | null
  /** Why the check failed (error phase). */
  detail: string | null
}

export type PaymentCheckOutcome = { ok: true; answer: PaymentStatusAnswer } | { ok: false; detail: string | null }

/** Where a check starts: attempt 1, or an error at once when there is no session id. */
export function startPaymentCheck(sessionId: string | null | undefined, maxAttempts = PAYMENT_POLL_ATTEMPTS): PaymentCheck {
  if (!sessionId || !sessionId.trim()) {
    return { phase: 'error', attempt: 0, waiting: false, maxAttempts, result: null, detail: 'No payment session was given.' }
  }
  return { phase: 'checking', attempt: 1, waiting: false, maxAttempts, result: null, detail: null }
}

/**
 * The next state after one attempt: paid → success; expired → expired; still
 * pending → waiting, with the count staying on the attempt just made until
 * the next one begins (beginNextAttempt). A failed request on the first
 * attempt is an error; later failures are retried like a pending answer.
 */
export function afterPaymentAttempt(check: PaymentCheck, outcome: PaymentCheckOutcome): PaymentCheck {
  if (!isPolling(check) || check.waiting) return check
  if (outcome.ok) {
    const { answer } = outcome
    if (checkoutSucceeded(answer.payment_status, answer.status)) {
      return { ...check, phase: 'success', result: answer, detail: null }
    }
    if (answer.status === 'expired') return { ...check, phase: 'expired', result: answer, detail: null }
    return { ...check, phase: 'processing', waiting: true, result: answer, detail: null }
  }
  if (check.attempt === 1) return { ...check, phase: 'error', detail: outcome.detail }
  return { ...check, phase: 'processing', waiting: true }
}

/**
 * After the poll interval: the next attempt begins and is the one shown, or,
 * when all attempts are used, the check times out.
 */
export function beginNextAttempt(check: PaymentCheck): PaymentCheck {
  if (!isPolling(check) || !check.waiting) return check
  if (check.attempt >= check.maxAttempts) return { ...check, phase: 'timeout', waiting: false, detail: null }
  return { ...check, attempt: check.attempt + 1, waiting: false }
}

/** Check Again: back to attempt 1. */
export function restartPaymentCheck(check: PaymentCheck): PaymentCheck {
  return { ...check, phase: 'checking', attempt: 1, waiting: false, result: null, detail: null }
}

export function isPolling(check: PaymentCheck): boolean {
  return check.phase === 'checking' || check.phase === 'processing'
}

export function attemptLabel(check: PaymentCheck): string {
  return `Attempt ${check.attempt} of ${check.maxAttempts}`
}
