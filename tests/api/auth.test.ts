import { describe, expect, it } from 'vitest'

import { api, newCustomer, uniqueEmail } from '../support/api'

describe('POST /api/auth/register', () => {
  it('creates a customer on the base tier and never returns the password', async () => {
    const email = uniqueEmail()
    const res = await api('/api/auth/register', { body: { name: 'Ann Example', email, password: 'secret1' } })
    expect(res.status).toBe(201)
    expect(res.body.user).toMatchObject({ name: 'Ann Example', email, tier: 'Liberate', profile_completed: false, picture: null })
    expect(typeof res.body.user.id).toBe('string')
    expect(res.body.user.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(JSON.stringify(res.body)).not.toMatch(/secret1|hash|salt/)
  })

  it('stores the e-mail in lower case and refuses it again as "already registered"', async () => {
    const email = uniqueEmail()
    await api('/api/auth/register', { body: { name: 'A', email: email.toUpperCase(), password: 'secret1' } })
    const again = await api('/api/auth/register', { body: { name: 'B', email, password: 'secret2' } })
    expect(again.status).toBe(400)
    expect(again.body.detail).toContain('already registered')
  })

  it.each([
    ['a password under 6 characters', { name: 'A', email: uniqueEmail(), password: '12345' }, 'password'],
    ['a missing name', { email: uniqueEmail(), password: 'secret1' }, 'name'],
    ['an empty name', { name: '  ', email: uniqueEmail(), password: 'secret1' }, 'name'],
    ['an invalid e-mail', { name: 'A', email: 'not-an-email', password: 'secret1' }, 'email'],
    ['an object for the e-mail', { name: 'A', email: { $gt: '' }, password: 'secret1' }, 'email'],
    ['a number for the password', { name: 'A', email: uniqueEmail(), password: 1234567 }, 'password'],
  ])('answers 400 with a detail for %s', async (_label, body, field) => {
    const res = await api('/api/auth/register', { body })
    expect(res.status).toBe(400)
    expect(res.body.detail).toContain(field)
  })

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    for (const rawBody of ['{"name":', '[1,2]', '"text"', 'null']) {
      const res = await api('/api/auth/register', { rawBody })
      expect(res.status).toBe(400)
      expect(typeof res.body.detail).toBe('string')
    }
  })

  it('answers 405 with a detail to GET', async () => {
    const res = await api('/api/auth/register')
    expect(res.status).toBe(405)
    expect(res.body.detail).toBeTruthy()
  })
})

describe('POST /api/auth/login', () => {
  it('answers the user and a session token', async () => {
    const customer = await newCustomer({ name: 'Lena' })
    const res = await api('/api/auth/login', { body: { email: customer.email, password: customer.password } })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ id: customer.id, name: 'Lena', email: customer.email })
    expect(res.body.session_token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
  })

  it('gives one identical 401 detail for an unknown e-mail and for a wrong password', async () => {
    const customer = await newCustomer()
    const wrongPassword = await api('/api/auth/login', { body: { email: customer.email, password: 'nope-nope' } })
    const unknownEmail = await api('/api/auth/login', { body: { email: uniqueEmail(), password: 'nope-nope' } })
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(wrongPassword.body.detail).toBe(unknownEmail.body.detail)
  })

  it('locks sign-in from that address after 5 failures, even for the right password, with Retry-After', async () => {
    const customer = await newCustomer()
    const here = { 'X-Forwarded-For': '198.51.100.101' }
    for (let i = 0; i < 5; i++) {
      const failed = await api('/api/auth/login', { headers: here, body: { email: customer.email, password: 'wrong-password' } })
      expect(failed.status).toBe(401)
    }
    const locked = await api('/api/auth/login', { headers: here, body: { email: customer.email, password: customer.password } })
    expect(locked.status).toBe(429)
    expect(locked.body.detail).toMatch(/^Too many failed sign-in attempts\. Signing in to this account from here is locked; please try again in 15 minutes, or reset your password to get back in now\.$/)
    const retryAfter = Number(locked.headers.get('Retry-After'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  })

  it('locks an e-mail address without an account the same way, so the lock tells nobody which addresses exist', async () => {
    const here = { 'X-Forwarded-For': '198.51.100.103' }
    const email = uniqueEmail()
    for (let i = 0; i < 5; i++) expect((await api('/api/auth/login', { headers: here, body: { email, password: 'wrong-password' } })).status).toBe(401)
    const locked = await api('/api/auth/login', { headers: here, body: { email, password: 'wrong-password' } })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it('does not let a stranger lock her out: failures elsewhere leave her own address free', async () => {
    const customer = await newCustomer()
    const stranger = { 'X-Forwarded-For': '198.51.100.102' }
    for (let i = 0; i < 8; i++) await api('/api/auth/login', { headers: stranger, body: { email: customer.email, password: 'guessing' } })
    expect((await api('/api/auth/login', { headers: stranger, body: { email: customer.email, password: customer.password } })).status).toBe(429)
    const her = await api('/api/auth/login', { headers: { 'X-Forwarded-For': '203.0.113.102' }, body: { email: customer.email, password: customer.password } })
    expect(her.status).toBe(200)
  })

  it.each([
    ['missing fields', {}],
    ['an array for the password', { email: uniqueEmail(), password: ['a'] }],
    ['an invalid e-mail', { email: 'nobody', password: 'secret1' }],
  ])('answers 400 for %s', async (_label, body) => {
    const res = await api('/api/auth/login', { body })
    expect(res.status).toBe(400)
    expect(typeof res.body.detail).toBe('string')
  })

  it('answers 400 for malformed JSON', async () => {
    const res = await api('/api/auth/login', { rawBody: '{email' })
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe('Request body must be valid JSON')
  })
})

describe('GET /api/auth/session and POST /api/auth/logout', () => {
  it('answers the user for a valid bearer token', async () => {
    const customer = await newCustomer({ name: 'Rosa' })
    const res = await api('/api/auth/session', { token: customer.token })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ id: customer.id, name: 'Rosa', tier: 'Liberate' })
  })

  it('answers 401 with a detail with no token, a malformed header or an unknown token', async () => {
    for (const headers of [{} as Record<string, string>, { Authorization: 'Bearer' }, { Authorization: 'Basic abc' }, { Authorization: 'Bearer not-a-token' }]) {
      const res = await api('/api/auth/session', { headers })
      expect(res.status).toBe(401)
      expect(res.body.detail).toBeTruthy()
    }
  })

  it('revokes the token on logout: it answers 401 afterwards, other sessions stay', async () => {
    const customer = await newCustomer()
    const second = await api('/api/auth/login', { body: { email: customer.email, password: customer.password } })
    const out = await api('/api/auth/logout', { method: 'POST', token: customer.token })
    expect(out.status).toBe(200)
    expect((await api('/api/auth/session', { token: customer.token })).status).toBe(401)
    expect((await api('/api/auth/session', { token: second.body.session_token })).status).toBe(200)
  })

  it('answers 401 to logout without a session', async () => {
    const res = await api('/api/auth/logout', { method: 'POST' })
    expect(res.status).toBe(401)
  })
})

describe('GET /api/auth/session-data', () => {
  it('answers 400 without the X-Session-ID header and 401 for an unknown code', async () => {
    const missing = await api('/api/auth/session-data')
    expect(missing.status).toBe(400)
    expect(missing.body.detail).toContain('X-Session-ID')
    const unknown = await api('/api/auth/session-data', { headers: { 'X-Session-ID': 'made-up-code' } })
    expect(unknown.status).toBe(401)
    expect(unknown.body.detail).toBeTruthy()
  })
})

describe('GET /api/health and unknown routes', () => {
  it('answers ok once the database is reachable', async () => {
    const res = await api('/api/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok' })
  })

  it('answers a JSON 404 for an unknown API path', async () => {
    const res = await api('/api/does-not-exist')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ detail: 'Not found' })
  })
})
