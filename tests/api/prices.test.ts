import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { api, newCustomer, type TestCustomer } from '../support/api'
import { startServer, type RunningServer } from '../support/server'

/**
 * One price table (issue 47, decision 0032): the landing page, /upgrades and
 * the checkout show and charge the same prices, in pounds. On the shared
 * server's defaults (Liberate free, Liberate+ £29), and on a server with
 * other settings and the Stripe fake, so the figures cannot agree by being
 * typed in twice.
 */

/** The monthly price on a plan card (`PlanCard`: `data-testid="plan-<id>"`, its large figure). */
function cardPrice(html: string, id: string): string {
  const start = html.indexOf(`data-testid="plan-${id}"`)
  expect(start, `plan-${id} on the page`).toBeGreaterThan(-1)
  const match = /text-4xl[^>]*>([^<]+)<\/span><span[^>]*>\/month</.exec(html.slice(start))
  expect(match, `price of plan-${id}`).not.toBeNull()
  return match![1]
}

/** Every amount with a currency sign on a page: only pounds. */
function currencies(html: string): string[] {
  return [...new Set([...html.matchAll(/([$€£])\s?\d/g)].map((m) => m[1]))]
}

async function pricesSeen(customer: TestCustomer, baseUrl: string) {
  const landing = await api('/', { baseUrl })
  expect(landing.status).toBe(200)
  const upgrades = await api('/upgrades', { headers: { Cookie: `session_token=${customer.token}` }, baseUrl })
  expect(upgrades.status).toBe(200)
  return {
    landing: { base: cardPrice(landing.body, 'landing-base'), plus: cardPrice(landing.body, 'landing-plus'), currencies: currencies(landing.body) },
    upgrades: { base: cardPrice(upgrades.body, 'base'), plus: cardPrice(upgrades.body, 'plus'), currencies: currencies(upgrades.body) },
  }
}

function startCheckout(customer: TestCustomer, tier: string, baseUrl: string) {
  return api('/api/payments/checkout', { token: customer.token, body: { tier, origin_url: baseUrl }, baseUrl })
}

describe('the same prices on the landing page, /upgrades and the checkout (defaults, keyless checkout)', () => {
  it('Liberate £0 and Liberate+ £29 a month everywhere, in pounds; the checkout asks £29.00', async () => {
    const base = inject('baseUrl')
    const customer = await newCustomer()
    const seen = await pricesSeen(customer, base)
    expect(seen).toEqual({
      landing: { base: '£0', plus: '£29', currencies: ['£'] },
      upgrades: { base: '£0', plus: '£29', currencies: ['£'] },
    })

    const started = await startCheckout(customer, 'Liberate+', base)
    expect(started.status).toBe(200)
    const status = await api(`/api/payments/status/${started.body.session_id}`, { token: customer.token })
    expect(status.body).toMatchObject({ amount: 29, currency: 'gbp', tier: 'Liberate+' })
    const page = await api(`/checkout/demo/${started.body.session_id}`, { headers: { Cookie: `session_token=${customer.token}` } })
    expect(page.status).toBe(200)
    expect(/data-testid="demo-due-today"[^>]*>([^<]+)</.exec(page.body)?.[1]).toBe('£29.00')
    expect(currencies(page.body)).toEqual(['£'])
  })
})

describe('the same prices from other settings, through Stripe (the fake)', () => {
  let fake: FakeStripe
  let server: RunningServer

  beforeAll(async () => {
    fake = await startFakeStripe()
    server = await startServer({
      STRIPE_SECRET_KEY: 'sk_test_fake_key',
      STRIPE_WEBHOOK_SECRET: 'whsec_prices',
      STRIPE_API_URL: fake.url,
      PRICE_BASE_PENCE: '1250',
      PRICE_PLUS_PENCE: '3450',
    })
  })

  afterAll(async () => {
    await server?.stop()
    await fake?.stop()
  })

  it('shows £12.50 and £34.50 on both pages, and sends Stripe 1250 and 3450 pence in GBP', async () => {
    const customer = await newCustomer({}, server.url)
    const seen = await pricesSeen(customer, server.url)
    expect(seen).toEqual({
      landing: { base: '£12.50', plus: '£34.50', currencies: ['£'] },
      upgrades: { base: '£12.50', plus: '£34.50', currencies: ['£'] },
    })

    expect((await startCheckout(customer, 'Liberate+', server.url)).status).toBe(200)
    const plus = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.metadata?.customer_id === customer.id)!
    expect(plus.body.line_items[0].price_data).toMatchObject({ currency: 'gbp', unit_amount: '3450' })

    // A charged Liberate starts with its 7-day trial, at the same figure.
    const other = await newCustomer({}, server.url)
    await api(`/api/admin/upgrade-user-tier?user_email=${encodeURIComponent(other.email)}&new_tier=plus`, { method: 'POST', token: other.token, baseUrl: server.url })
    expect((await startCheckout(other, 'Liberate', server.url)).status).toBe(200)
    const base = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.metadata?.customer_id === other.id)!
    expect(base.body.line_items[0].price_data).toMatchObject({ currency: 'gbp', unit_amount: '1250' })
    expect(base.body.subscription_data.trial_period_days).toBe('7')
  })
})
