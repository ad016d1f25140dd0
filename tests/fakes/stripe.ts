import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the parts of Stripe's API the app calls: Checkout
 * Sessions (create, retrieve), Billing Portal sessions (create) and
 * subscription cancellation. The real
 * `stripe` client talks to it through its host/port/protocol settings
 * (STRIPE_API_URL). Tests drive what a customer would do on Stripe's hosted
 * page with `complete()` and `expire()`.
 */
export interface FakeCheckoutSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid' | 'no_payment_required'
  amount_total: number
  currency: string
  customer: string | null
  customer_email: string | null
  client_reference_id: string | null
  metadata: Record<string, string>
  subscription: string | null
  invoice: string | null
  success_url: string
  cancel_url: string
  expires_at: number
  url: string | null
  livemode: false
}

export interface RecordedRequest {
  method: string
  path: string
  body: Record<string, any>
}

export interface FakeStripe {
  url: string
  requests: RecordedRequest[]
  sessions: Map<string, FakeCheckoutSession>
  /** Price ids the fake knows (for STRIPE_PRICE_BASE / STRIPE_PRICE_PLUS), with their unit amounts. */
  prices: Map<string, number>
  /** The customer pays (or starts a trial) on the hosted page. */
  complete: (id: string) => FakeCheckoutSession
  /** The session runs out before payment. */
  expire: (id: string) => FakeCheckoutSession
  /** Subscriptions started on the hosted page, and whether each is cancelled. */
  subscriptions: Map<string, { id: string; status: 'active' | 'canceled' }>
  /** Answer the next `n` API calls with a 500, as an outage would. */
  failNext: (n: number) => void
  stop: () => Promise<void>
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects. */
export function parseStripeForm(body: string): Record<string, any> {
  const out: Record<string, any> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\]\[|\[|\]/).filter(Boolean)
    let node = out
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value
      else node = node[part] ??= {}
    })
  }
  return out
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

function stripeError(status: number, message: string, code?: string) {
  return { status, body: { error: { type: status === 401 ? 'invalid_request_error' : 'api_error', message, code } } }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The fake's stand-in for Stripe's hosted pages, so a person can finish a checkout in the demo. */
function hostedPage(title: string, body: string): { status: number; html: string } {
  return {
    status: 200,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}.note{background:#fff4d6;border:1px solid #e0b84c;padding:.75rem;border-radius:.5rem}button,a.button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #635bff;background:#635bff;color:#fff;cursor:pointer;text-decoration:none;display:inline-block;margin:.25rem .5rem .25rem 0}button.secondary{background:#fff;color:#635bff}</style></head>
<body><p class="note">Local stand-in for Stripe (test mode). No card is asked for and nothing is charged.</p><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  }
}

export async function startFakeStripe(options: { prices?: Record<string, number>; port?: number } = {}): Promise<FakeStripe> {
  const requests: RecordedRequest[] = []
  const sessions = new Map<string, FakeCheckoutSession>()
  const subscriptions = new Map<string, { id: string; status: 'active' | 'canceled' }>()
  const portals = new Map<string, string>()
  const prices = new Map(Object.entries(options.prices ?? {}))
  let failures = 0
  let baseUrl = ''

  function createSession(body: Record<string, any>) {
    const item = body.line_items?.['0'] ?? {}
    const unitAmount = item.price ? prices.get(item.price) : Number(item.price_data?.unit_amount)
    if (unitAmount === undefined || Number.isNaN(unitAmount)) return stripeError(400, 'No such price', 'resource_missing')
    const trial = Number(body.subscription_data?.trial_period_days ?? 0)
    const sessionId = id('cs_test')
    const session: FakeCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: trial > 0 ? 0 : unitAmount * Number(item.quantity ?? 1),
      currency: item.price_data?.currency ?? 'gbp',
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      subscription: null,
      invoice: null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
      url: `${baseUrl}/pay/${sessionId}`,
      livemode: false,
    }
    sessions.set(sessionId, session)
    return { status: 200, body: session }
  }

  function route(method: string, path: string, body: Record<string, any>) {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body)
    const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]))
      return session ? { status: 200, body: session } : stripeError(404, 'No such checkout session', 'resource_missing')
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!body.customer) return stripeError(400, 'Missing required param: customer.', 'parameter_missing')
      const portalId = id('bps_test')
      portals.set(portalId, body.return_url)
      return {
        status: 200,
        body: { id: portalId, object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `${baseUrl}/portal/${portalId}` },
      }
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/)
    if (method === 'DELETE' && subscription) {
      const found = subscriptions.get(decodeURIComponent(subscription[1]))
      if (!found) return stripeError(404, 'No such subscription', 'resource_missing')
      found.status = 'canceled'
      return { status: 200, body: { id: found.id, object: 'subscription', status: 'canceled' } }
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`)
  }

  /** GET /pay/{id}: the hosted checkout; POST /pay/{id} with `outcome` pays or cancels and returns to the app. */
  function hosted(method: string, path: string, form: URLSearchParams): { status: number; html?: string; location?: string } | null {
    if (path === '/health') return { status: 200, html: 'ok' }
    const pay = path.match(/^\/pay\/([^/]+)$/)
    if (pay) {
      const session = sessions.get(decodeURIComponent(pay[1]!))
      if (!session) return hostedPage('No such checkout', '<p>This checkout does not exist.</p>')
      if (method === 'POST') {
        // As Stripe does, the return address gets the session's id in place of {CHECKOUT_SESSION_ID}.
        const success = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id)
        if (session.status !== 'open') return { status: 303, location: success }
        if (form.get('outcome') === 'cancel') {
          session.status = 'expired'
          session.url = null
          return { status: 303, location: session.cancel_url }
        }
        completeSession(session)
        return { status: 303, location: success }
      }
      const amount = `£${(session.amount_total / 100).toFixed(2)}`
      return hostedPage(
        'Checkout',
        `<p>${escapeHtml(session.metadata.tier ?? 'Subscription')}: <strong>${amount}</strong> a month for ${escapeHtml(session.customer_email ?? 'this customer')}.</p>
<form method="post"><button name="outcome" value="pay">Pay ${amount} (test)</button><button class="secondary" name="outcome" value="cancel">Cancel</button></form>`,
      )
    }
    const portal = path.match(/^\/portal\/([^/]+)$/)
    if (portal) {
      const returnUrl = portals.get(decodeURIComponent(portal[1]!))
      if (!returnUrl) return hostedPage('No such portal session', '<p>This billing portal session does not exist.</p>')
      return hostedPage('Billing portal', `<p>Stripe's billing portal would let the customer change or cancel here.</p><a class="button" href="${escapeHtml(returnUrl)}">Return to the app</a>`)
    }
    return null
  }

  const server: Server = createServer(async (req, res) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const url = new URL(req.url ?? '/', 'http://localhost')
    const page = hosted(req.method ?? 'GET', url.pathname, new URLSearchParams(raw))
    if (page) {
      res.writeHead(page.status, page.location ? { Location: page.location } : { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(page.html ?? '')
      return
    }
    const body = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : raw)
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body })

    let answer: { status: number; body: unknown }
    if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) answer = stripeError(401, 'Invalid API Key provided')
    else if (failures > 0) {
      failures--
      answer = stripeError(500, 'Fake outage')
    } else answer = route(req.method ?? 'GET', url.pathname, body)

    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': id('req') })
    res.end(JSON.stringify(answer.body))
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  baseUrl = `http://127.0.0.1:${port}`

  function completeSession(s: FakeCheckoutSession) {
    s.status = 'complete'
    s.payment_status = s.amount_total > 0 ? 'paid' : 'no_payment_required'
    s.customer ??= id('cus_test')
    s.subscription = id('sub_test')
    subscriptions.set(s.subscription, { id: s.subscription, status: 'active' })
    s.invoice = id('in_test')
    s.url = null
  }

  function update(sessionId: string, change: (s: FakeCheckoutSession) => void): FakeCheckoutSession {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`)
    change(session)
    return session
  }

  return {
    url: baseUrl,
    requests,
    sessions,
    subscriptions,
    prices,
    complete: (sessionId) => update(sessionId, completeSession),
    expire: (sessionId) =>
      update(sessionId, (s) => {
        s.status = 'expired'
        s.url = null
      }),
    failNext: (n) => {
      failures = n
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
