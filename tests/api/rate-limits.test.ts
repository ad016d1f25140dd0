import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '~/domain/constants'
import { scaledLimit, type RateLimitRule } from '~/domain/rate-limits'

import { api, newCustomer, uniqueEmail, type ApiResult } from '../support/api'
import { STAFF, startServer, type RunningServer } from '../support/server'

/**
 * Limits on abuse (issue 18 part 5), on a server of their own with every limit
 * scaled to a tenth (RATE_LIMIT_SCALE=0.1), so each is reached in a few
 * requests. The shared test server runs with RATE_LIMIT_SCALE=0 (no limits):
 * the last block proves that 0 turns them off.
 *
 * The server trusts `X-Forwarded-For` from loopback (a proxy in front), so
 * each test speaks from an address of its own and counts in its own buckets.
 */
const SCALE = 0.1
let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_SCALE: String(SCALE),
    // Google sign-in "configured", pointing at a closed port: the callback runs and fails.
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_AUTHORIZATION_URL: 'http://127.0.0.1:9/auth',
    GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
    GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
  })
})

afterAll(async () => {
  await server?.stop()
})

/** The limit a rule has on this server. */
const limitOf = (rule: RateLimitRule) => scaledLimit(RATE_LIMITS[rule].limit, SCALE)!

let lastAddress = 0
/** A client address no other test has used (TEST-NET-3). */
const newAddress = () => `203.0.113.${++lastAddress}`

const from = (address: string) => ({ 'X-Forwarded-For': address })

function call(path: string, options: Parameters<typeof api>[1] = {}) {
  return api(path, { ...options, baseUrl: server.url })
}

/** A page form posted as the browser's fetcher does (`?_data=` gives the action's JSON). */
async function postForm(path: string, routeId: string, form: Record<string, string>, headers: Record<string, string>): Promise<ApiResult> {
  const separator = path.includes('?') ? '&' : '?'
  const response = await fetch(`${server.url}${path}${separator}_data=${encodeURIComponent(routeId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
    redirect: 'manual',
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers }
}

/** A 429 as the issue asks: a detail in words and a Retry-After within the rule's window. */
function expectRefused(result: ApiResult, rule: RateLimitRule, detail: RegExp) {
  expect(result.status, JSON.stringify(result.body)).toBe(429)
  const retryAfter = Number(result.headers.get('Retry-After'))
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS[rule].windowSeconds)
  const text = typeof result.body === 'string' ? result.body : ((result.body as { detail?: string }).detail ?? (result.body as { errors?: { message: string }[] }).errors?.[0]?.message)
  expect(text).toMatch(detail)
  expect(text).toMatch(/Please try again in \d+ (second|minute|hour)s?\./)
}

/** Registers a customer from an address of her own and answers her token. */
async function customerToken(): Promise<{ id: string; token: string }> {
  const email = uniqueEmail('limited')
  const address = newAddress()
  const registered = await call('/api/auth/register', { body: { name: 'Limited', email, password: 'correct-horse' }, headers: from(address) })
  expect(registered.status).toBe(201)
  const login = await call('/api/auth/login', { body: { email, password: 'correct-horse' }, headers: from(address) })
  expect(login.status).toBe(200)
  return { id: login.body.user.id, token: login.body.session_token }
}

describe('customer sign-in', () => {
  it('POST /api/auth/login: per address, whatever the accounts', async () => {
    const address = newAddress()
    for (let i = 0; i < limitOf('signInPerAddress'); i++) {
      const res = await call('/api/auth/login', { body: { email: uniqueEmail(), password: 'wrong-password' }, headers: from(address) })
      expect(res.status).toBe(401)
    }
    const refused = await call('/api/auth/login', { body: { email: uniqueEmail(), password: 'wrong-password' }, headers: from(address) })
    expectRefused(refused, 'signInPerAddress', /^Too many sign-in attempts from this network\./)
    // Another address is not affected.
    expect((await call('/api/auth/login', { body: { email: uniqueEmail(), password: 'x' }, headers: from(newAddress()) })).status).toBe(401)
  })

  it('POST /api/auth/login: per account from one address (the e-mail as the account finds it); a stranger elsewhere does not use up hers', async () => {
    const email = uniqueEmail()
    const stranger = newAddress()
    for (let i = 0; i < limitOf('signInPerAccount'); i++) {
      const res = await call('/api/auth/login', { body: { email, password: 'wrong-password' }, headers: from(stranger) })
      expect(res.status).toBe(401)
    }
    const refused = await call('/api/auth/login', { body: { email: ` ${email.toUpperCase()}`, password: 'wrong-password' }, headers: from(stranger) })
    expectRefused(refused, 'signInPerAccount', /^Too many sign-in attempts for this account\./)
    expect((await call('/api/auth/login', { body: { email, password: 'wrong-password' }, headers: from(newAddress()) })).status).toBe(401)
  })

  it('the landing page sign-in form answers the same 429 with its detail', async () => {
    const address = newAddress()
    const form = (email: string) => ({ intent: 'login', email, password: 'wrong-password' })
    for (let i = 0; i < limitOf('signInPerAddress'); i++) {
      const res = await postForm('/?index', 'routes/_index', form(uniqueEmail()), from(address))
      expect(res.status).toBe(401)
    }
    const refused = await postForm('/?index', 'routes/_index', form(uniqueEmail()), from(address))
    expectRefused(refused, 'signInPerAddress', /^Too many sign-in attempts from this network\./)
    expect(refused.body).toMatchObject({ ok: false, code: 'rate_limited' })
  })

  it('the signup questionnaire\'s sign-in step (intent=signin) answers the same 429', async () => {
    const address = newAddress()
    const form = () => ({ intent: 'signin', email: uniqueEmail(), password: 'wrong-password', answers: '{}' })
    for (let i = 0; i < limitOf('signInPerAddress'); i++) {
      const res = await postForm('/signup-questionnaire', 'routes/signup-questionnaire', form(), from(address))
      expect(res.status).not.toBe(429)
    }
    const refused = await postForm('/signup-questionnaire', 'routes/signup-questionnaire', form(), from(address))
    expectRefused(refused, 'signInPerAddress', /^Too many sign-in attempts from this network\./)
    expect(refused.body).toMatchObject({ ok: false, code: 'rate_limited' })
  })

  it('GET /auth/google/callback counts as a sign-in from the address; past the limit the error page says when to retry', async () => {
    const address = newAddress()
    for (let i = 0; i < limitOf('signInPerAddress'); i++) {
      const res = await fetch(`${server.url}/auth/google/callback?code=x&state=y`, { headers: from(address), redirect: 'manual' })
      await res.text()
      expect(res.status).toBe(302)
    }
    const res = await fetch(`${server.url}/auth/google/callback?code=x&state=y`, { headers: from(address), redirect: 'manual' })
    const html = await res.text()
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/)
    expectRefused({ status: res.status, body: html.match(/Too many sign-in attempts[^<]*/)?.[0] ?? html, headers: res.headers }, 'signInPerAddress', /^Too many sign-in attempts from this network\./)
  })

  it('GET /api/auth/session-data (the sign-in code exchange): per address', async () => {
    const address = newAddress()
    for (let i = 0; i < limitOf('signInCodePerAddress'); i++) {
      const res = await call('/api/auth/session-data', { headers: { ...from(address), 'X-Session-ID': randomUUID() } })
      expect(res.status).toBe(401)
    }
    const refused = await call('/api/auth/session-data', { headers: { ...from(address), 'X-Session-ID': randomUUID() } })
    expectRefused(refused, 'signInCodePerAddress', /^Too many sign-in attempts from this network\./)
  })
})

describe('registration', () => {
  it('POST /api/auth/register: per address', async () => {
    const address = newAddress()
    for (let i = 0; i < limitOf('registerPerAddress'); i++) {
      const res = await call('/api/auth/register', { body: { name: 'New', email: uniqueEmail(), password: 'correct-horse' }, headers: from(address) })
      expect(res.status).toBe(201)
    }
    const refused = await call('/api/auth/register', { body: { name: 'New', email: uniqueEmail(), password: 'correct-horse' }, headers: from(address) })
    expectRefused(refused, 'registerPerAddress', /^Too many accounts created from this network\./)
  })

  it('POST /api/auth/register: per e-mail address, whatever the addresses', async () => {
    const email = uniqueEmail()
    const first = await call('/api/auth/register', { body: { name: 'New', email, password: 'correct-horse' }, headers: from(newAddress()) })
    expect(first.status).toBe(201)
    for (let i = 1; i < limitOf('registerPerAccount'); i++) {
      const again = await call('/api/auth/register', { body: { name: 'New', email, password: 'correct-horse' }, headers: from(newAddress()) })
      expect(again.status).toBe(400)
    }
    const refused = await call('/api/auth/register', { body: { name: 'New', email, password: 'correct-horse' }, headers: from(newAddress()) })
    expectRefused(refused, 'registerPerAccount', /^Too many sign-up attempts for this e-mail address\./)
  })

  it('the landing page registration form answers the same 429 with its detail', async () => {
    const address = newAddress()
    const form = () => ({ intent: 'register', name: 'New', email: uniqueEmail(), password: 'correct-horse' })
    for (let i = 0; i < limitOf('registerPerAddress'); i++) {
      const res = await postForm('/?index', 'routes/_index', form(), from(address))
      // A registration signs her in and goes to the dashboard.
      expect(res.status).toBe(204)
      expect(res.headers.get('X-Remix-Redirect')).toBe('/dashboard')
    }
    const refused = await postForm('/?index', 'routes/_index', form(), from(address))
    expectRefused(refused, 'registerPerAddress', /^Too many accounts created from this network\./)
  })
})

describe('the signup questionnaire registers like registration', () => {
  it('POST /signup-questionnaire (intent=signup): per address and per e-mail address', async () => {
    const address = newAddress()
    // Answers that do not complete the questionnaire: refused after the limit counted them.
    const form = (email: string) => ({ intent: 'signup', name: 'New', email, password: 'correct-horse', answers: '{}' })
    for (let i = 0; i < limitOf('registerPerAddress'); i++) {
      const res = await postForm('/signup-questionnaire', 'routes/signup-questionnaire', form(uniqueEmail()), from(address))
      expect(res.status).toBe(400)
    }
    const refused = await postForm('/signup-questionnaire', 'routes/signup-questionnaire', form(uniqueEmail()), from(address))
    expectRefused(refused, 'registerPerAddress', /^Too many accounts created from this network\./)
    expect(refused.body).toMatchObject({ ok: false, code: 'rate_limited' })

    const email = uniqueEmail()
    for (let i = 0; i < limitOf('registerPerAccount'); i++) {
      expect((await postForm('/signup-questionnaire', 'routes/signup-questionnaire', form(email), from(newAddress()))).status).toBe(400)
    }
    const perAccount = await postForm('/signup-questionnaire', 'routes/signup-questionnaire', form(email), from(newAddress()))
    expectRefused(perAccount, 'registerPerAccount', /^Too many sign-up attempts for this e-mail address\./)
  })
})

describe('staff sign-in', () => {
  it('POST /api/admin/auth/login and the admin login (POST /cms-api/users/login) share one limit per address', async () => {
    const address = newAddress()
    const limit = limitOf('staffSignInPerAddress')
    for (let i = 0; i < limit; i++) {
      const body = { email: uniqueEmail('staff'), password: 'wrong-password' }
      const res = i % 2 === 0
        ? await call('/api/admin/auth/login', { body, headers: from(address) })
        : await call('/cms-api/users/login', { body, headers: from(address) })
      expect(res.status).toBe(401)
    }
    const viaAdmin = await call('/cms-api/users/login', { body: { email: uniqueEmail('staff'), password: 'wrong-password' }, headers: from(address) })
    expectRefused(viaAdmin, 'staffSignInPerAddress', /^Too many sign-in attempts from this network\./)
    expect(viaAdmin.body).toEqual({ errors: [{ message: expect.any(String) }] })
    const viaApi = await call('/api/admin/auth/login', { body: STAFF, headers: from(address) })
    expectRefused(viaApi, 'staffSignInPerAddress', /^Too many sign-in attempts from this network\./)
    // The right password from another address still signs in.
    expect((await call('/api/admin/auth/login', { body: STAFF, headers: from(newAddress()) })).status).toBe(200)
  })

  it('POST /api/admin/auth/login: per account', async () => {
    const email = uniqueEmail('staff')
    for (let i = 0; i < limitOf('staffSignInPerAccount'); i++) {
      const res = await call('/api/admin/auth/login', { body: { email, password: 'wrong-password' }, headers: from(newAddress()) })
      expect(res.status).toBe(401)
    }
    const refused = await call('/api/admin/auth/login', { body: { email, password: 'wrong-password' }, headers: from(newAddress()) })
    expectRefused(refused, 'staffSignInPerAccount', /^Too many sign-in attempts for this account\./)
  })
})

describe('AI endpoints, per customer', () => {
  it('POST /api/ai/progress-summary', async () => {
    const customer = await customerToken()
    for (let i = 0; i < limitOf('progressSummaryPerCustomer'); i++) {
      // Too few check-ins for a summary: refused, but counted.
      const res = await call('/api/ai/progress-summary', { method: 'POST', token: customer.token })
      expect(res.status).toBe(400)
    }
    const refused = await call('/api/ai/progress-summary', { method: 'POST', token: customer.token })
    expectRefused(refused, 'progressSummaryPerCustomer', /^You have asked for many progress summaries recently\./)
    // Another customer has her own allowance.
    const other = await customerToken()
    expect((await call('/api/ai/progress-summary', { method: 'POST', token: other.token })).status).toBe(400)
  })

  it('POST /api/ai/meal-plan and POST /api/meal-plan/generate share one limit', async () => {
    const customer = await customerToken()
    const limit = limitOf('mealPlanPerCustomer')
    for (let i = 0; i < limit; i++) {
      const res = await call(i % 2 === 0 ? '/api/ai/meal-plan' : '/api/meal-plan/generate', { body: {}, token: customer.token })
      expect(res.status).not.toBe(429)
    }
    expectRefused(await call('/api/meal-plan/generate', { body: {}, token: customer.token }), 'mealPlanPerCustomer', /^You have generated many meal plans recently\./)
    expectRefused(await call('/api/ai/meal-plan', { body: {}, token: customer.token }), 'mealPlanPerCustomer', /^You have generated many meal plans recently\./)
  })

  it('the progress and meal plans pages answer the same 429 to their forms', async () => {
    const customer = await customerToken()
    const cookie = { Cookie: `session_token=${customer.token}` }
    for (let i = 0; i < limitOf('progressSummaryPerCustomer'); i++) {
      expect((await postForm('/progress', 'routes/_app+/progress', { intent: 'summary' }, cookie)).status).toBe(400)
    }
    const summary = await postForm('/progress', 'routes/_app+/progress', { intent: 'summary' }, cookie)
    expectRefused(summary, 'progressSummaryPerCustomer', /^You have asked for many progress summaries recently\./)
    expect(summary.body).toMatchObject({ ok: false, code: 'rate_limited' })

    for (let i = 0; i < limitOf('mealPlanPerCustomer'); i++) {
      expect((await postForm('/meal-plans', 'routes/_app+/meal-plans', {}, cookie)).status).not.toBe(429)
    }
    const plan = await postForm('/meal-plans', 'routes/_app+/meal-plans', {}, cookie)
    expectRefused(plan, 'mealPlanPerCustomer', /^You have generated many meal plans recently\./)
    // The API and the page count together.
    expectRefused(await call('/api/ai/meal-plan', { body: {}, token: customer.token }), 'mealPlanPerCustomer', /meal plans/)
  })
})

describe('forgotten password', () => {
  it('POST /api/auth/password-reset: per address, then per e-mail address asked for, account or not', async () => {
    const address = newAddress()
    for (let i = 0; i < limitOf('passwordResetPerAddress'); i++) {
      expect((await call('/api/auth/password-reset', { body: { email: uniqueEmail() }, headers: from(address) })).status).toBe(202)
    }
    const refused = await call('/api/auth/password-reset', { body: { email: uniqueEmail() }, headers: from(address) })
    expectRefused(refused, 'passwordResetPerAddress', /^Too many password reset requests from this network\./)

    // Per e-mail address: the same answer whether or not it has an account, so the 429 reveals nothing.
    const nobody = uniqueEmail('nobody')
    for (let i = 0; i < limitOf('passwordResetPerAccount'); i++) {
      expect((await call('/api/auth/password-reset', { body: { email: nobody }, headers: from(newAddress()) })).status).toBe(202)
    }
    const perAccount = await call('/api/auth/password-reset', { body: { email: nobody.toUpperCase() }, headers: from(newAddress()) })
    expectRefused(perAccount, 'passwordResetPerAccount', /^Too many password reset requests for this e-mail address\./)
  })

  it('the request form on /reset-password (and in the auth modal) answers the same 429', async () => {
    const address = newAddress()
    for (let i = 0; i < limitOf('passwordResetPerAddress'); i++) {
      const res = await postForm('/reset-password', 'routes/reset-password', { intent: 'request', email: uniqueEmail() }, from(address))
      expect(res.status).toBe(200)
    }
    const refused = await postForm('/reset-password', 'routes/reset-password', { intent: 'request', email: uniqueEmail() }, from(address))
    expectRefused(refused, 'passwordResetPerAddress', /^Too many password reset requests from this network\./)
    expect(refused.body).toMatchObject({ ok: false, code: 'rate_limited' })
  })

  it('POST /api/auth/password-reset/confirm: per address', async () => {
    const address = newAddress()
    for (let i = 0; i < limitOf('passwordResetConfirmPerAddress'); i++) {
      const res = await call('/api/auth/password-reset/confirm', { body: { token: `made-up-${i}`, new_password: 'guessing-1' }, headers: from(address) })
      expect(res.status).toBe(400)
    }
    const refused = await call('/api/auth/password-reset/confirm', { body: { token: 'made-up', new_password: 'guessing-1' }, headers: from(address) })
    expectRefused(refused, 'passwordResetConfirmPerAddress', /^Too many password reset attempts from this network\./)
  })
})

describe('RATE_LIMIT_SCALE=0 (the shared test server) turns every limit off', () => {
  it('lets far more than the default limits through', async () => {
    const address = '198.51.100.7'
    const tries = RATE_LIMITS.signInPerAddress.limit + 5
    // A new e-mail address each time: five failures for one are the sign-in lock, which is never off.
    for (let i = 0; i < tries; i++) {
      const res = await api('/api/auth/login', { body: { email: uniqueEmail(), password: 'wrong-password' }, headers: from(address) })
      expect(res.status).toBe(401)
    }
    for (let i = 0; i < RATE_LIMITS.staffSignInPerAddress.limit + 5; i++) {
      const res = await api('/cms-api/users/login', { body: { email: uniqueEmail('staff'), password: 'wrong-password' }, headers: from(address) })
      expect(res.status).toBe(401)
    }
    const registrations = await Promise.all(
      Array.from({ length: RATE_LIMITS.registerPerAddress.limit + 2 }, () =>
        api('/api/auth/register', { body: { name: 'Many', email: uniqueEmail('many'), password: 'correct-horse' }, headers: from(address) }),
      ),
    )
    expect(registrations.map((r) => r.status)).toEqual(registrations.map(() => 201))
    const customer = await newCustomer()
    for (let i = 0; i < RATE_LIMITS.progressSummaryPerCustomer.limit + 2; i++) {
      expect((await api('/api/ai/progress-summary', { method: 'POST', token: customer.token })).status).toBe(400)
    }
  })
})
