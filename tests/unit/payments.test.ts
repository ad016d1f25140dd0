import { describe, expect, it } from 'vitest'

import {
  afterPaymentAttempt,
  attemptLabel,
  beginNextAttempt,
  checkoutOrigin,
  checkoutPaymentStatusOf,
  checkoutStatusOf,
  checkoutSucceeded,
  formatMoney,
  formatPrice,
  isPolling,
  isTestMode,
  paymentsMode,
  restartPaymentCheck,
  startPaymentCheck,
  subscriptionEnded,
  tierForSubscription,
  upgradeSuccessMessage,
  type PaymentCheck,
  type PaymentStatusAnswer,
} from '~/domain/payments'

describe('payments mode', () => {
  it('is demo without a key, test with a test key, live otherwise', () => {
    expect(paymentsMode(undefined)).toBe('keyless')
    expect(paymentsMode('')).toBe('keyless')
    expect(paymentsMode('sk_test_abc')).toBe('test')
    expect(paymentsMode('rk_test_abc')).toBe('test')
    expect(paymentsMode('sk_live_abc')).toBe('live')
    expect(paymentsMode('something_else')).toBe('live')
  })

  it('counts demo and test as test mode (the test-only upgrade exists), live not', () => {
    expect(isTestMode(undefined)).toBe(true)
    expect(isTestMode('sk_test_x')).toBe(true)
    expect(isTestMode('sk_live_x')).toBe(false)
  })
})

describe('checkout origin (no open redirect)', () => {
  const allowed = ['http://127.0.0.1:3000', 'https://app.example.com/']

  it("accepts this app's own origin, with or without a path, and answers the bare origin", () => {
    expect(checkoutOrigin('http://127.0.0.1:3000', allowed)).toBe('http://127.0.0.1:3000')
    expect(checkoutOrigin('https://app.example.com/upgrades?x=1', allowed)).toBe('https://app.example.com')
  })

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike host', 'https://app.example.com.evil.example'],
    ['another port', 'http://127.0.0.1:4000'],
    ['another scheme', 'http://app.example.com'],
    ['a javascript: url', 'javascript:alert(1)'],
    ['a protocol-relative url', '//evil.example'],
    ['credentials in the url', 'https://user:pass@app.example.com'],
    ['not a url', 'not a url'],
    ['an empty string', ''],
  ])('refuses %s', (_label, value) => {
    expect(checkoutOrigin(value, allowed)).toBeNull()
  })
})

describe('money', () => {
  it('shows pounds with a £ sign', () => {
    expect(formatMoney(7900)).toBe('£79.00')
    expect(formatMoney(0)).toBe('£0.00')
    expect(formatMoney(2950, 'gbp')).toBe('£29.50')
    expect(formatPrice(2900)).toBe('£29')
    expect(formatPrice(2950)).toBe('£29.50')
  })
})

describe('checkout outcome', () => {
  it('succeeds when paid, or complete with nothing to pay (a free trial)', () => {
    expect(checkoutSucceeded('paid', 'complete')).toBe(true)
    expect(checkoutSucceeded('no_payment_required', 'complete')).toBe(true)
    expect(checkoutSucceeded('no_payment_required', 'open')).toBe(false)
    expect(checkoutSucceeded('unpaid', 'complete')).toBe(false)
    expect(checkoutSucceeded('unpaid', 'expired')).toBe(false)
  })

  it("narrows Stripe's status strings", () => {
    expect(checkoutStatusOf('complete')).toBe('complete')
    expect(checkoutStatusOf(null)).toBe('open')
    expect(checkoutPaymentStatusOf('paid')).toBe('paid')
    expect(checkoutPaymentStatusOf('something_new')).toBe('unpaid')
  })
})

describe('subscriptions', () => {
  it('falls back to the base tier when a subscription ends, keeps it while past due', () => {
    expect(tierForSubscription('canceled', 'plus')).toBe('base')
    expect(tierForSubscription('unpaid', 'plus')).toBe('base')
    expect(tierForSubscription('incomplete_expired', 'plus')).toBe('base')
    expect(tierForSubscription('past_due', 'plus')).toBe('plus')
    expect(tierForSubscription('active', 'plus')).toBe('plus')
    expect(tierForSubscription('trialing', 'base')).toBe('base')
    expect(subscriptionEnded('active')).toBe(false)
  })

  it("says 'Successfully upgraded to {tier}!'", () => {
    expect(upgradeSuccessMessage('Liberate+')).toBe('Successfully upgraded to Liberate+!')
  })
})

describe('payment check (doc 1 §4)', () => {
  const answer = (over: Partial<PaymentStatusAnswer> = {}): PaymentStatusAnswer => ({
    payment_status: 'unpaid',
    status: 'open',
    tier: 'Liberate+',
    amount: 79,
    currency: 'gbp',
    ...over,
  })
  const pending = { ok: true as const, answer: answer() }
  const failure = { ok: false as const, detail: 'Payment session not found' }

  /** Each outcome answers the attempt in progress; the wait between attempts passes before the next. */
  function run(outcomes: Parameters<typeof afterPaymentAttempt>[1][]): PaymentCheck {
    return outcomes.reduce((check, outcome) => afterPaymentAttempt(beginNextAttempt(check), outcome), startPaymentCheck('cs_1'))
  }

  it('goes to error at once when there is no session id', () => {
    expect(startPaymentCheck(null)).toMatchObject({ phase: 'error' })
    expect(startPaymentCheck('  ').phase).toBe('error')
  })

  it('starts checking at attempt 1 of 5', () => {
    const check = startPaymentCheck('cs_1')
    expect(check).toMatchObject({ phase: 'checking', attempt: 1, maxAttempts: 5 })
    expect(attemptLabel(check)).toBe('Attempt 1 of 5')
    expect(isPolling(check)).toBe(true)
  })

  it('succeeds when the payment is paid', () => {
    const check = run([pending, { ok: true, answer: answer({ payment_status: 'paid', status: 'complete' }) }])
    expect(check.phase).toBe('success')
    expect(check.result?.amount).toBe(79)
    expect(isPolling(check)).toBe(false)
  })

  it('succeeds for a completed free-trial checkout', () => {
    expect(run([{ ok: true, answer: answer({ payment_status: 'no_payment_required', status: 'complete', amount: 0 }) }]).phase).toBe(
      'success',
    )
  })

  it('is expired when the session expired', () => {
    expect(run([{ ok: true, answer: answer({ status: 'expired' }) }]).phase).toBe('expired')
  })

  it('processes while pending, counting attempts, then times out after 5', () => {
    const afterOne = run([pending])
    // The first answer was 'not yet': attempt 1 stays shown while the next one waits.
    expect(afterOne).toMatchObject({ phase: 'processing', attempt: 1, waiting: true })
    expect(attemptLabel(afterOne)).toBe('Attempt 1 of 5')
    const second = beginNextAttempt(afterOne)
    expect(second).toMatchObject({ phase: 'processing', attempt: 2, waiting: false })
    expect(attemptLabel(second)).toBe('Attempt 2 of 5')
    expect(afterPaymentAttempt(afterOne, pending)).toBe(afterOne)
    expect(beginNextAttempt(second)).toBe(second)
    expect(beginNextAttempt(run([pending, pending, pending, pending]))).toMatchObject({ phase: 'processing', attempt: 5 })
    // The fifth 'not yet' is shown for one more interval, then the check times out.
    const fifth = run([pending, pending, pending, pending, pending])
    expect(fifth).toMatchObject({ phase: 'processing', attempt: 5, waiting: true })
    expect(attemptLabel(fifth)).toBe('Attempt 5 of 5')
    expect(beginNextAttempt(fifth)).toMatchObject({ phase: 'timeout', attempt: 5, waiting: false })
  })

  it('turns a failure on the first attempt into an error with the server detail', () => {
    expect(run([failure])).toMatchObject({ phase: 'error', detail: 'Payment session not found' })
  })

  it('retries failures after the first attempt, and times out if the last one fails', () => {
    expect(run([pending, failure])).toMatchObject({ phase: 'processing', attempt: 2, waiting: true })
    expect(run([pending, failure, failure, failure])).toMatchObject({ phase: 'processing', attempt: 4, waiting: true })
    expect(beginNextAttempt(run([pending, failure, failure, failure, failure])).phase).toBe('timeout')
    expect(run([pending, failure, { ok: true, answer: answer({ payment_status: 'paid', status: 'complete' }) }]).phase).toBe('success')
  })

  it('ignores outcomes once finished', () => {
    const done = run([{ ok: true, answer: answer({ status: 'expired' }) }])
    expect(afterPaymentAttempt(done, pending)).toBe(done)
  })

  it('restarts from attempt 1 on Check Again', () => {
    const timedOut = beginNextAttempt(run([pending, pending, pending, pending, pending]))
    expect(timedOut.phase).toBe('timeout')
    expect(restartPaymentCheck(timedOut)).toMatchObject({ phase: 'checking', attempt: 1, waiting: false, result: null })
  })
})
