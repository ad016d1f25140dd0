import { randomBytes } from 'node:crypto'

import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { api, newCustomer, staffRequest, staffToken, uniqueEmail, type TestCustomer } from '../support/api'
import { startServer, type RunningServer } from '../support/server'

/**
 * Upgrades and card payments (spec doc 1 §2, §4, §7). The shared server has no
 * Stripe key (demo checkout); a second server runs the real Stripe code
 * against tests/fakes/stripe.ts, and a third has a live key.
 */

const WEBHOOK_SECRET = 'whsec_test_secret'
const signer = new Stripe('sk_test_signer')

/** Posts a page form (the demo checkout, billing) with the customer's cookie, as the browser does. */
function formPost(path: string, customer: TestCustomer, fields: Record<string, string>, baseUrl?: string) {
  return api(path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `session_token=${customer.token}` },
    baseUrl,
  })
}

async function paymentsOf(customerId: string, baseUrl?: string) {
  const token = await staffToken(baseUrl)
  const res = await staffRequest(`/payments?where[customer][equals]=${customerId}&sort=-paid_at`, { token, baseUrl })
  expect(res.status).toBe(200)
  return res.body.docs as any[]
}

async function customerDoc(customerId: string, baseUrl?: string) {
  const token = await staffToken(baseUrl)
  const res = await staffRequest(`/customers/${customerId}?depth=0`, { token, baseUrl })
  expect(res.status).toBe(200)
  return res.body
}

async function tierOf(customer: TestCustomer, baseUrl?: string): Promise<string> {
  const res = await api('/api/auth/session', { token: customer.token, baseUrl })
  return res.body.user.tier
}

function checkout(customer: TestCustomer, tier: string, baseUrl?: string) {
  const origin = baseUrl ?? inject('baseUrl')
  return api('/api/payments/checkout', { token: customer.token, body: { tier, origin_url: origin }, baseUrl })
}

/* ------------------------------------------------------------------------- */
/* Demo checkout: no Stripe key (the shared server)                          */
/* ------------------------------------------------------------------------- */

describe('POST /api/payments/checkout (demo, no Stripe key)', () => {
  it('starts a demo checkout for the plus tier and answers its url on this site', async () => {
    const customer = await newCustomer()
    const res = await checkout(customer, 'Liberate+')
    expect(res.status).toBe(200)
    expect(res.body.url).toMatch(new RegExp(`^${inject('baseUrl')}/checkout/demo/demo_cs_[0-9a-f]{32}$`))
    const status = await api(`/api/payments/status/${res.body.session_id}`, { token: customer.token })
    expect(status.status).toBe(200)
    expect(status.body).toEqual({ payment_status: 'unpaid', status: 'open', tier: 'Liberate+', amount: 29, currency: 'gbp' })
  })

  it('accepts the tier by code too', async () => {
    const customer = await newCustomer()
    expect((await checkout(customer, 'plus')).status).toBe(200)
  })

  it("answers 409 'You're already on the Liberate tier' for the current tier", async () => {
    const customer = await newCustomer()
    const res = await checkout(customer, 'Liberate')
    expect(res.status).toBe(409)
    expect(res.body.detail).toBe("You're already on the Liberate tier")
  })

  it('answers 400 for a checkout of Liberate, which is free (decision 0032): nothing to pay, nothing changed', async () => {
    const customer = await newCustomer()
    await api(`/api/admin/upgrade-user-tier?user_email=${encodeURIComponent(customer.email)}&new_tier=plus`, { method: 'POST', token: customer.token })
    const res = await checkout(customer, 'Liberate')
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe('Liberate is free: there is nothing to pay. To leave a paid plan, use Manage subscription.')
    expect(await tierOf(customer)).toBe('Liberate+')
  })

  it('answers 401 without a session', async () => {
    const res = await api('/api/payments/checkout', { body: { tier: 'Liberate+', origin_url: inject('baseUrl') } })
    expect(res.status).toBe(401)
  })

  it.each([
    ['an unknown tier', { tier: 'Gold' }, 'tier'],
    ['a missing tier', { tier: undefined }, 'tier'],
    ['a number for the tier', { tier: 2 }, 'tier'],
    ['a missing origin_url', { origin_url: undefined }, 'origin_url'],
    ['an object for origin_url', { origin_url: { href: 'x' } }, 'origin_url'],
    ['another site as origin_url', { origin_url: 'https://evil.example' }, 'origin_url'],
    ['a look-alike origin_url', { origin_url: `${inject('baseUrl')}.evil.example` }, 'origin_url'],
    ['a javascript: origin_url', { origin_url: 'javascript:alert(1)' }, 'origin_url'],
    ['a protocol-relative origin_url', { origin_url: '//evil.example' }, 'origin_url'],
  ])('answers 400 for %s', async (_label, change, field) => {
    const customer = await newCustomer()
    const body = { tier: 'Liberate+', origin_url: inject('baseUrl'), ...change }
    const res = await api('/api/payments/checkout', { token: customer.token, body })
    expect(res.status).toBe(400)
    expect(res.body.detail).toContain(field)
  })

  it('answers 400 for malformed JSON and 405 for GET', async () => {
    const customer = await newCustomer()
    const bad = await api('/api/payments/checkout', { token: customer.token, rawBody: '{"tier":' })
    expect(bad.status).toBe(400)
    const get = await api('/api/payments/checkout', { token: customer.token })
    expect(get.status).toBe(405)
  })
})

describe('demo checkout page and fulfilment', () => {
  it('completes: tier upgraded, payment recorded once, status paid', async () => {
    const customer = await newCustomer()
    const { session_id } = (await checkout(customer, 'Liberate+')).body

    const page = await api(`/checkout/demo/${session_id}`, { headers: { Cookie: `session_token=${customer.token}` } })
    expect(page.status).toBe(200)
    expect(page.body).toContain('This is a demonstration checkout.')
    expect(page.body).toContain('Nothing will be charged and no card details are asked for.')

    const done = await formPost(`/checkout/demo/${session_id}`, customer, { intent: 'complete' })
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe(`${inject('baseUrl')}/payment-success?session_id=${session_id}`)

    expect(await tierOf(customer)).toBe('Liberate+')
    const status = await api(`/api/payments/status/${session_id}`, { token: customer.token })
    expect(status.body).toEqual({ payment_status: 'paid', status: 'complete', tier: 'Liberate+', amount: 29, currency: 'gbp' })

    // Completing again and checking again change nothing.
    await formPost(`/checkout/demo/${session_id}`, customer, { intent: 'complete' })
    await api(`/api/payments/status/${session_id}`, { token: customer.token })
    const payments = await paymentsOf(customer.id)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ amount: 2900, currency: 'gbp', tier: 'plus', provider: 'demo', status: 'paid', checkout_session_id: session_id })
    expect(payments[0].paid_at).toBeTruthy()

    const doc = await customerDoc(customer.id)
    expect(doc).toMatchObject({ tier: 'plus', subscription_provider: 'demo', subscription_status: 'active' })

    // A subscriber cannot start a second subscription, nor buy the tier they have.
    expect((await checkout(customer, 'Liberate+')).status).toBe(409)
    const second = await checkout(customer, 'Liberate')
    expect(second.status).toBe(409)
    expect(second.body.detail).toContain('Manage subscription')
  })

  it('cancels: back to /upgrades, the session is expired and nothing changes', async () => {
    const customer = await newCustomer()
    const { session_id } = (await checkout(customer, 'Liberate+')).body
    const cancelled = await formPost(`/checkout/demo/${session_id}`, customer, { intent: 'cancel' })
    expect(cancelled.status).toBe(302)
    expect(cancelled.headers.get('location')).toBe(`${inject('baseUrl')}/upgrades`)
    const status = await api(`/api/payments/status/${session_id}`, { token: customer.token })
    expect(status.body).toMatchObject({ status: 'expired', payment_status: 'unpaid' })
    expect(await tierOf(customer)).toBe('Liberate')
    expect(await paymentsOf(customer.id)).toHaveLength(0)

    // An expired session cannot be completed afterwards.
    const late = await formPost(`/checkout/demo/${session_id}`, customer, { intent: 'complete' })
    expect(late.status).toBe(409)
    expect(await tierOf(customer)).toBe('Liberate')
  })

  it("does not show or complete another customer's demo checkout", async () => {
    const owner = await newCustomer()
    const other = await newCustomer()
    const { session_id } = (await checkout(owner, 'Liberate+')).body
    const page = await api(`/checkout/demo/${session_id}`, { headers: { Cookie: `session_token=${other.token}` } })
    expect(page.status).toBe(404)
    const post = await formPost(`/checkout/demo/${session_id}`, other, { intent: 'complete' })
    expect(post.status).toBe(404)
    expect(await tierOf(owner)).toBe('Liberate')
    expect(await tierOf(other)).toBe('Liberate')
  })

  it('manages a demo subscription: switch plan, then cancel back to the base tier', async () => {
    const customer = await newCustomer()
    const { session_id } = (await checkout(customer, 'Liberate+')).body
    await formPost(`/checkout/demo/${session_id}`, customer, { intent: 'complete' })

    const portal = await api('/api/payments/portal', { token: customer.token, body: {} })
    expect(portal.status).toBe(200)
    expect(portal.body.url).toBe(`${inject('baseUrl')}/billing`)

    expect((await formPost('/billing', customer, { intent: 'change-demo', tier: 'base' })).status).toBe(302)
    expect(await tierOf(customer)).toBe('Liberate')
    expect((await formPost('/billing', customer, { intent: 'cancel-demo' })).status).toBe(302)
    expect(await tierOf(customer)).toBe('Liberate')
    expect((await customerDoc(customer.id)).subscription_status).toBe('canceled')
    // With the subscription ended, a new checkout is possible again.
    expect((await checkout(customer, 'Liberate+')).status).toBe(200)
  })
})

describe('the upgrade screen (test mode)', () => {
  it('shows both plans with their prices and terms, the coaching programme and the testing box', async () => {
    const customer = await newCustomer()
    const page = await api('/upgrades', { headers: { Cookie: `session_token=${customer.token}` } })
    expect(page.status).toBe(200)
    for (const text of ['£0', '£29', 'Free: no card needed', 'No trial: billed from the start', '2 AI meal plans a month', 'Unlimited AI meal plans', '12 or 24-week', '10 clients each quarter', 'Testing mode']) {
      expect(page.body).toContain(text)
    }
    // No COACHING_BOOKING_URL on this server: the card says how to apply instead of linking nowhere.
    expect(page.body).toContain('Applications go through our wellness team')
  })
})

describe('GET /api/payments/status/{session_id}', () => {
  it('answers 401 without a session', async () => {
    expect((await api('/api/payments/status/demo_cs_abc')).status).toBe(401)
  })

  it("answers 404 for an unknown id, a malformed id and another customer's session", async () => {
    const owner = await newCustomer()
    const other = await newCustomer()
    const { session_id } = (await checkout(owner, 'Liberate+')).body
    for (const id of ['cs_test_unknown', 'not%20an%20id', 'a'.repeat(300), session_id]) {
      const res = await api(`/api/payments/status/${id}`, { token: other.token })
      expect(res.status).toBe(404)
      expect(res.body.detail).toBeTruthy()
    }
  })

  it('answers 405 to POST', async () => {
    const customer = await newCustomer()
    expect((await api('/api/payments/status/demo_cs_abc', { token: customer.token, body: {} })).status).toBe(405)
  })
})

describe('POST /api/payments/webhook without Stripe', () => {
  it('answers 404: there is no Stripe to hear from', async () => {
    const res = await api('/api/payments/webhook', { rawBody: '{}', headers: { 'Stripe-Signature': 't=1,v1=x' } })
    expect(res.status).toBe(404)
  })
})

describe('POST /api/admin/upgrade-user-tier (test mode)', () => {
  const upgrade = (email: string, tier: string, init: { token?: string; headers?: Record<string, string>; baseUrl?: string } = {}) =>
    api(`/api/admin/upgrade-user-tier?${new URLSearchParams({ user_email: email, new_tier: tier })}`, { method: 'POST', ...init })

  it("changes the customer's own tier and says so", async () => {
    const customer = await newCustomer()
    const res = await upgrade(customer.email, 'Liberate+', { token: customer.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ message: 'Successfully upgraded to Liberate+!', tier: 'Liberate+' })
    expect(await tierOf(customer)).toBe('Liberate+')
    expect((await upgrade(customer.email.toUpperCase(), 'base', { token: customer.token })).status).toBe(200)
    expect(await tierOf(customer)).toBe('Liberate')
  })

  it("refuses another customer's e-mail with 403", async () => {
    const customer = await newCustomer()
    const other = await newCustomer()
    const res = await upgrade(other.email, 'Liberate+', { token: customer.token })
    expect(res.status).toBe(403)
    expect(await tierOf(other)).toBe('Liberate')
  })

  it("lets wellness staff change anyone's tier; 404 for an unknown customer", async () => {
    const customer = await newCustomer()
    const token = await staffToken()
    const res = await upgrade(customer.email, 'plus', { headers: { Authorization: `JWT ${token}` } })
    expect(res.status).toBe(200)
    expect(await tierOf(customer)).toBe('Liberate+')
    expect((await upgrade(uniqueEmail(), 'plus', { headers: { Authorization: `JWT ${token}` } })).status).toBe(404)
  })

  it('refuses a content editor with 403', async () => {
    const customer = await newCustomer()
    const admin = await staffToken()
    const editor = { email: uniqueEmail('editor'), password: 'editor-password-1' }
    expect((await staffRequest('/users', { token: admin, body: { ...editor, role: 'editor' } })).status).toBe(201)
    const login = await fetch(`${inject('baseUrl')}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(editor),
    })
    const { token } = (await login.json()) as { token: string }
    const res = await upgrade(customer.email, 'plus', { headers: { Authorization: `JWT ${token}` } })
    expect(res.status).toBe(403)
    expect(await tierOf(customer)).toBe('Liberate')
  })

  it('answers 401 without a session, or with a forged staff token', async () => {
    const customer = await newCustomer()
    expect((await upgrade(customer.email, 'plus')).status).toBe(401)
    expect((await upgrade(customer.email, 'plus', { headers: { Authorization: 'JWT not-a-token' } })).status).toBe(401)
  })

  it('answers 400 for a bad e-mail, an unknown tier or missing parameters; 405 for GET', async () => {
    const customer = await newCustomer()
    expect((await upgrade('not-an-email', 'plus', { token: customer.token })).status).toBe(400)
    const gold = await upgrade(customer.email, 'Gold', { token: customer.token })
    expect(gold.status).toBe(400)
    expect(gold.body.detail).toContain('new_tier')
    expect((await api('/api/admin/upgrade-user-tier', { method: 'POST', token: customer.token })).status).toBe(400)
    expect((await api('/api/admin/upgrade-user-tier', { token: customer.token })).status).toBe(405)
  })
})

/* ------------------------------------------------------------------------- */
/* Stripe: the real client against the local fake                            */
/* ------------------------------------------------------------------------- */

describe('with Stripe (test key, local fake)', () => {
  let fake: FakeStripe
  let server: RunningServer
  let base: string

  beforeAll(async () => {
    fake = await startFakeStripe()
    server = await startServer({
      STRIPE_SECRET_KEY: 'sk_test_fake_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      COACHING_BOOKING_URL: 'https://book.example/coaching',
      // An operator who charges for Liberate, at the upgrade screen's figures (decision 0032): its 7-day trial applies.
      PRICE_BASE_PENCE: '2900',
      PRICE_PLUS_PENCE: '7900',
    })
    base = server.url
  })

  afterAll(async () => {
    await server?.stop()
    await fake?.stop()
  })

  function event(type: string, object: unknown, id = `evt_${randomBytes(8).toString('hex')}`) {
    return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 0, request: { id: null }, data: { object } })
  }

  function deliver(payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
    return api('/api/payments/webhook', { rawBody: payload, headers: { 'Stripe-Signature': signature }, baseUrl: base })
  }

  async function subscribed(tier: 'Liberate' | 'Liberate+' = 'Liberate+') {
    const customer = await newCustomer({}, base)
    if (tier === 'Liberate') {
      await api(`/api/admin/upgrade-user-tier?user_email=${encodeURIComponent(customer.email)}&new_tier=plus`, { method: 'POST', token: customer.token, baseUrl: base })
    }
    const started = await checkout(customer, tier, base)
    expect(started.status).toBe(200)
    return { customer, sessionId: started.body.session_id as string, url: started.body.url as string }
  }

  it('creates a subscription Checkout Session in GBP with the metadata and return urls', async () => {
    const { customer, sessionId, url } = await subscribed('Liberate+')
    expect(url).toBe(`${fake.url}/pay/${sessionId}`)
    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.metadata?.customer_id === customer.id)!
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      customer_email: customer.email,
      client_reference_id: customer.id,
      metadata: { customer_id: customer.id, tier: 'plus' },
      success_url: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/upgrades`,
      line_items: { 0: { quantity: '1', price_data: { currency: 'gbp', unit_amount: '7900', recurring: { interval: 'month' } } } },
    })
    expect(sent.body.subscription_data?.trial_period_days).toBeUndefined()
  })

  it('gives the base tier its 7-day free trial', async () => {
    const { customer } = await subscribed('Liberate')
    const sent = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.metadata?.customer_id === customer.id)!
    expect(sent.body.subscription_data).toMatchObject({ trial_period_days: '7', metadata: { tier: 'base' } })
    expect(sent.body.line_items[0].price_data.unit_amount).toBe('2900')
  })

  it('status reads Stripe: open, then paid once the customer pays, fulfilled once despite the webhook', async () => {
    const { customer, sessionId } = await subscribed('Liberate+')
    const open = await api(`/api/payments/status/${sessionId}`, { token: customer.token, baseUrl: base })
    expect(open.body).toEqual({ payment_status: 'unpaid', status: 'open', tier: 'Liberate+', amount: 79, currency: 'gbp' })
    expect(await tierOf(customer, base)).toBe('Liberate')

    const paid = fake.complete(sessionId)
    const status = await api(`/api/payments/status/${sessionId}`, { token: customer.token, baseUrl: base })
    expect(status.body).toEqual({ payment_status: 'paid', status: 'complete', tier: 'Liberate+', amount: 79, currency: 'gbp' })
    expect(await tierOf(customer, base)).toBe('Liberate+')

    // The webhook arrives afterwards: accepted, nothing applied twice.
    const late = await deliver(event('checkout.session.completed', paid))
    expect(late.status).toBe(200)
    const payments = await paymentsOf(customer.id, base)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ amount: 7900, provider: 'stripe', reference: paid.invoice, invoice_id: paid.invoice, subscription_id: paid.subscription, provider_customer_id: paid.customer })
    expect(await customerDoc(customer.id, base)).toMatchObject({ tier: 'plus', subscription_provider: 'stripe', subscription_id: paid.subscription, stripe_customer_id: paid.customer, subscription_status: 'active' })
  })

  it('fulfils from the webhook alone; a free trial records £0 and reads as success', async () => {
    const { customer, sessionId } = await subscribed('Liberate')
    expect(await tierOf(customer, base)).toBe('Liberate+')
    const paid = fake.complete(sessionId)
    expect((await deliver(event('checkout.session.completed', paid))).body).toEqual({ received: true, duplicate: false })
    expect(await tierOf(customer, base)).toBe('Liberate')
    const status = await api(`/api/payments/status/${sessionId}`, { token: customer.token, baseUrl: base })
    expect(status.body).toMatchObject({ payment_status: 'no_payment_required', status: 'complete', tier: 'Liberate', amount: 0 })
    expect((await paymentsOf(customer.id, base))[0]).toMatchObject({ amount: 0, status: 'trial', tier: 'base' })
    expect((await customerDoc(customer.id, base)).subscription_status).toBe('trialing')
  })

  it('reports an expired session as expired', async () => {
    const { customer, sessionId } = await subscribed('Liberate+')
    fake.expire(sessionId)
    const status = await api(`/api/payments/status/${sessionId}`, { token: customer.token, baseUrl: base })
    expect(status.body).toMatchObject({ status: 'expired', payment_status: 'unpaid' })
  })

  it("answers 404 for another customer's Stripe session, without revealing it", async () => {
    const { sessionId } = await subscribed('Liberate+')
    const other = await newCustomer({}, base)
    expect((await api(`/api/payments/status/${sessionId}`, { token: other.token, baseUrl: base })).status).toBe(404)
  })

  it('answers 502 with a detail when Stripe is down, and nothing is recorded', async () => {
    const customer = await newCustomer({}, base)
    fake.failNext(10)
    const res = await checkout(customer, 'Liberate+', base)
    fake.failNext(0)
    expect(res.status).toBe(502)
    expect(res.body.detail).toContain('payment provider')
    const token = await staffToken(base)
    const sessions = await staffRequest(`/checkout-sessions?where[customer][equals]=${customer.id}`, { token, baseUrl: base })
    expect(sessions.body.totalDocs).toBe(0)
  })

  it('refuses a webhook with a bad or missing signature (400) and changes nothing', async () => {
    const { customer, sessionId } = await subscribed('Liberate+')
    const paid = fake.complete(sessionId)
    const payload = event('checkout.session.completed', paid)
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
    expect((await deliver(payload, forged)).status).toBe(400)
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400)
    const missing = await api('/api/payments/webhook', { rawBody: payload, baseUrl: base })
    expect(missing.status).toBe(400)
    // A body changed after signing fails too.
    const signed = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    expect((await deliver(payload.replace('"paid"', '"paid" '), signed)).status).toBe(400)
    expect(await tierOf(customer, base)).toBe('Liberate')
    expect(await paymentsOf(customer.id, base)).toHaveLength(0)
  })

  it('applies a replayed event once: a late replay cannot undo a later cancellation', async () => {
    const { customer, sessionId } = await subscribed('Liberate+')
    const paid = fake.complete(sessionId)
    await deliver(event('checkout.session.completed', paid))
    const subscription = { id: paid.subscription, object: 'subscription', status: 'active', metadata: { tier: 'plus', customer_id: customer.id }, items: { object: 'list', data: [] } }
    const activeEvent = event('customer.subscription.updated', subscription)

    expect((await deliver(activeEvent)).body).toEqual({ received: true, duplicate: false })
    expect((await deliver(event('customer.subscription.deleted', { ...subscription, status: 'canceled' }))).status).toBe(200)
    expect(await tierOf(customer, base)).toBe('Liberate')

    const replay = await deliver(activeEvent)
    expect(replay.body).toEqual({ received: true, duplicate: true })
    expect(await tierOf(customer, base)).toBe('Liberate')
    expect((await customerDoc(customer.id, base)).subscription_status).toBe('canceled')
  })

  it('marks a failed invoice past due (tier kept, failure recorded); a paid renewal records and restores it', async () => {
    const { customer, sessionId } = await subscribed('Liberate+')
    const paid = fake.complete(sessionId)
    await deliver(event('checkout.session.completed', paid))
    const parent = { type: 'subscription_details', subscription_details: { subscription: paid.subscription, metadata: { tier: 'plus' } } }
    const invoiceId = `in_renewal_${randomBytes(4).toString('hex')}`

    const failed = { id: invoiceId, object: 'invoice', customer: paid.customer, amount_due: 7900, amount_paid: 0, attempt_count: 1, currency: 'gbp', created: 1_800_000_000, parent }
    expect((await deliver(event('invoice.payment_failed', failed))).status).toBe(200)
    expect(await tierOf(customer, base)).toBe('Liberate+')
    expect((await customerDoc(customer.id, base)).subscription_status).toBe('past_due')
    const afterFailure = await paymentsOf(customer.id, base)
    expect(afterFailure.find((p) => p.status === 'failed')).toMatchObject({ amount: 7900, invoice_id: invoiceId, tier: 'plus' })

    const renewal = { ...failed, amount_paid: 7900, attempt_count: 2, status_transitions: { paid_at: 1_800_000_100 } }
    await deliver(event('invoice.paid', renewal))
    await deliver(event('invoice.paid', renewal))
    const payments = await paymentsOf(customer.id, base)
    expect(payments.filter((p) => p.reference === invoiceId)).toHaveLength(1)
    expect((await customerDoc(customer.id, base)).subscription_status).toBe('active')
  })

  it('opens the Stripe billing portal for a card subscriber; 404 before subscribing', async () => {
    const { customer, sessionId } = await subscribed('Liberate+')
    expect((await api('/api/payments/portal', { token: customer.token, body: {}, baseUrl: base })).status).toBe(404)
    const paid = fake.complete(sessionId)
    await api(`/api/payments/status/${sessionId}`, { token: customer.token, baseUrl: base })
    const portal = await api('/api/payments/portal', { token: customer.token, body: { origin_url: base }, baseUrl: base })
    expect(portal.status).toBe(200)
    expect(portal.body.url).toMatch(new RegExp(`^${fake.url}/portal/bps_test_`))
    const sent = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!
    expect(sent.body).toMatchObject({ customer: paid.customer, return_url: `${base}/billing` })
    expect((await api('/api/payments/portal', { token: customer.token, body: { origin_url: 'https://evil.example' }, baseUrl: base })).status).toBe(400)
    expect((await api('/api/payments/portal', { body: {}, baseUrl: base })).status).toBe(401)
  })

  it('links the coaching card to COACHING_BOOKING_URL', async () => {
    const customer = await newCustomer({}, base)
    const page = await api('/upgrades', { headers: { Cookie: `session_token=${customer.token}` }, baseUrl: base })
    expect(page.body).toContain('href="https://book.example/coaching"')
    expect(page.body).not.toContain('Applications go through our wellness team')
    expect(page.body).not.toContain('charges nothing')
  })

  it('keeps the test-only upgrade with a test key', async () => {
    const customer = await newCustomer({}, base)
    const res = await api(`/api/admin/upgrade-user-tier?user_email=${encodeURIComponent(customer.email)}&new_tier=plus`, { method: 'POST', token: customer.token, baseUrl: base })
    expect(res.status).toBe(200)
  })
})

describe('with a live Stripe key', () => {
  let server: RunningServer

  beforeAll(async () => {
    const fake = await startFakeStripe()
    await fake.stop()
    server = await startServer({ STRIPE_SECRET_KEY: 'sk_live_not_used', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url })
  })

  afterAll(async () => {
    await server?.stop()
  })

  it('has no test-only upgrade route (404) and no testing box', async () => {
    const customer = await newCustomer({}, server.url)
    const path = `/api/admin/upgrade-user-tier?user_email=${encodeURIComponent(customer.email)}&new_tier=plus`
    const res = await api(path, { method: 'POST', token: customer.token, baseUrl: server.url })
    expect(res.status).toBe(404)
    expect(await tierOf(customer, server.url)).toBe('Liberate')
    const staff = await api(path, { method: 'POST', headers: { Authorization: `JWT ${await staffToken(server.url)}` }, baseUrl: server.url })
    expect(staff.status).toBe(404)

    const page = await api('/upgrades', { headers: { Cookie: `session_token=${customer.token}` }, baseUrl: server.url })
    expect(page.status).toBe(200)
    expect(page.body).toContain('Choose your plan')
    expect(page.body).not.toContain('Testing mode')
  })
})
