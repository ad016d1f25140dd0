import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { api, newCustomer, staffRequest, staffToken, type TestCustomer } from '../support/api'
import { configCollectionSlugs, databaseFingerprint, decodeJwt, signJwt } from '../support/payload'
import { raw, type RawResult } from '../support/raw'

/**
 * Payload's REST API (/cms-api) is the staff's: a customer has no way in.
 * Every way Payload offers to sign in is tried with a customer's credentials,
 * and every collection of the config is read and written as anonymous and
 * as a customer holding every kind of credential; nothing is read, nothing
 * changes in the database.
 */

let staff: string
let customer: TestCustomer
/** A customer JWT signed exactly as Payload would sign one for her. */
let customerJwt: string
let slugs: string[]
const OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock']

beforeAll(async () => {
  staff = await staffToken()
  customer = await newCustomer({ name: 'Probe Customer' })
  const staffJwt = decodeJwt(staff)
  const now = Math.floor(Date.now() / 1000)
  customerJwt = signJwt(staffJwt.header, { id: customer.id, collection: 'customers', email: customer.email, iat: now, exp: now + 3600 })
  slugs = await configCollectionSlugs()
})

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })

async function cms(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<RawResult> {
  const payload = body === undefined ? undefined : json(body)
  return raw({ method, path: `/cms-api${path}`, headers: { ...payload?.headers, ...headers }, body: payload?.body })
}

/** Every way a customer might present herself to Payload. */
function customerCredentials(): Record<string, Record<string, string>> {
  const origin = new URL(inject('baseUrl')).origin
  return {
    anonymous: {},
    'session token as Bearer': { Authorization: `Bearer ${customer.token}` },
    'session cookie': { Cookie: `session_token=${customer.token}`, Origin: origin },
    'customer JWT': { Authorization: `JWT ${customerJwt}` },
    'customer JWT as Bearer': { Authorization: `Bearer ${customerJwt}` },
    'customer JWT cookie': { Cookie: `payload-token=${customerJwt}`, Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
  }
}

describe('the forged customer JWT is the real thing', () => {
  it('staff get permissions from /access, so its check below can fail', async () => {
    const access = await cms('GET', '/access', { Authorization: `JWT ${staff}` })
    expect(access.json.canAccessAdmin).toBe(true)
    expect(access.json.collections.customers.read).toBe(true)
  })

  it("re-signing the staff login's claims reproduces Payload's own token", () => {
    const { header, claims } = decodeJwt(staff)
    expect(signJwt(header, claims)).toBe(staff)
    expect(decodeJwt(customerJwt).claims).toMatchObject({ collection: 'customers', id: customer.id })
  })

  it('the staff JWT opens what the customer JWT must not (positive control)', async () => {
    const res = await cms('GET', '/payload-locked-documents', { Authorization: `JWT ${staff}` })
    expect(res.status).toBe(200)
    const me = await cms('GET', '/users/me', { Authorization: `JWT ${staff}` })
    expect(me.json.user.collection).toBe('users')
  })
})

describe("signing in as a customer through Payload's REST API", () => {
  const credentials = () => ({ email: customer.email, password: customer.password })

  it.each([
    ['POST', '/customers/login'],
    ['POST', '/customers/logout'],
    ['POST', '/customers/refresh-token'],
    ['GET', '/customers/me'],
    ['POST', '/customers/forgot-password'],
    ['POST', '/customers/reset-password'],
    ['POST', '/customers/verify/some-token'],
    ['GET', '/customers/init'],
    ['POST', '/customers/first-register'],
  ])('%s /cms-api%s answers 404 to anonymous and to the customer', async (method, path) => {
    for (const [label, headers] of Object.entries(customerCredentials())) {
      const body = method === 'GET' ? undefined : { ...credentials(), token: 'x', name: 'X', password: 'new-password-1' }
      const res = await cms(method, path, headers, body)
      expect(res.status, `${label}: ${res.text}`).toBe(404)
      expect(res.text).not.toMatch(/"token"|eyJ/)
    }
  })

  it('answers 404 to a form-encoded customer login and to a login through the method override', async () => {
    const form = await raw({
      method: 'POST',
      path: '/cms-api/customers/login',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(credentials()).toString(),
    })
    expect(form.status).toBe(404)
    const override = await raw({
      method: 'POST',
      path: '/cms-api/customers/me',
      headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `JWT ${customerJwt}` },
      body: 'depth=1',
    })
    expect(override.status).toBe(404)
    const jsonOverride = await cms('POST', '/customers/me', { 'X-Payload-HTTP-Method-Override': 'GET', Authorization: `JWT ${customerJwt}` }, {})
    expect(jsonOverride.status).toBe(415)
  })

  it("refuses the customer's password at the staff login", async () => {
    const res = await cms('POST', '/users/login', {}, credentials())
    expect(res.status).toBe(401)
    expect(res.text).not.toMatch(/"token"/)
  })

  it('lets neither anonymous nor the customer unlock customers', async () => {
    for (const [label, headers] of Object.entries(customerCredentials())) {
      const res = await cms('POST', '/customers/unlock', headers, { email: customer.email })
      expect(res.status, label).toBe(403)
    }
  })

  it("authenticates nothing with the customer's JWT or session, however sent", async () => {
    for (const [label, headers] of Object.entries(customerCredentials())) {
      const me = await cms('GET', '/users/me', headers)
      expect(me.status, label).toBe(200)
      expect(me.json.user, label).toBeNull()
      const refresh = await cms('POST', '/users/refresh-token', headers, {})
      expect(refresh.status, label).toBeGreaterThanOrEqual(400)
      expect(refresh.status, label).toBeLessThan(500)
      expect(refresh.text).not.toMatch(/eyJ/)
      const access = await cms('GET', '/access', headers)
      expect(access.json.canAccessAdmin ?? false, label).toBe(false)
      const granted = Object.entries<Record<string, unknown>>(access.json.collections ?? {}).flatMap(([slug, rules]) =>
        OPERATIONS.filter((op) => rules[op] === true || (rules[op] as { permission?: unknown })?.permission === true).map((op) => `${slug}.${op}`),
      )
      expect(granted, label).toEqual([])
    }
  })

  it('has no GraphQL endpoint to try', async () => {
    const res = await cms('POST', '/graphql', {}, { query: '{ Customers { docs { email } } }' })
    expect(res.status).toBe(404)
  })

  it('keeps the admin closed to the customer JWT', async () => {
    const res = await raw({ path: '/admin', headers: { Cookie: `payload-token=${customerJwt}` } })
    expect(res.status).toBeLessThan(500)
    expect(res.text).not.toContain(customer.email)
  })
})

describe('document locks (the probe’s reproduction)', () => {
  it('hides and protects a staff lock from the customer; staff still see it', async () => {
    const me = await cms('GET', '/users/me', { Authorization: `JWT ${staff}` })
    const lock = await staffRequest('/payload-locked-documents', {
      token: staff,
      body: { document: { relationTo: 'customers', value: customer.id }, user: { relationTo: 'users', value: me.json.user.id } },
    })
    expect(lock.status).toBe(201)
    const lockId = lock.body.doc.id as string
    for (const [label, headers] of Object.entries(customerCredentials())) {
      const list = await cms('GET', '/payload-locked-documents?depth=2', headers)
      expect(list.status, label).toBe(403)
      expect(list.text).not.toContain(lockId)
      expect((await cms('DELETE', `/payload-locked-documents/${lockId}`, headers)).status, label).toBe(403)
      expect((await cms('POST', '/payload-locked-documents', headers, { document: { relationTo: 'customers', value: customer.id } })).status, label).toBe(403)
    }
    const still = await staffRequest(`/payload-locked-documents/${lockId}`, { token: staff })
    expect(still.status).toBe(200)
    expect((await staffRequest(`/payload-locked-documents/${lockId}`, { token: staff, method: 'DELETE' })).status).toBe(200)
  })
})

describe('every collection of the config, as anonymous and as a customer', () => {
  it('lists the collections the config declares, Payload’s internal ones included', () => {
    expect(slugs).toEqual(expect.arrayContaining(['users', 'customers', 'sessions', 'payload-locked-documents', 'payload-preferences', 'payload-migrations', 'payload-jobs']))
  })

  it('reads nothing and writes nothing', async () => {
    // A known document in each collection staff can read, so reads by id are real attempts.
    const known: Record<string, string> = {}
    for (const slug of slugs) {
      const res = await staffRequest<{ docs?: { id: string }[] }>(`/${slug}?limit=1`, { token: staff }).catch(() => null)
      known[slug] = res?.status === 200 && res.body.docs?.[0] ? res.body.docs[0].id : randomUUID()
    }
    const before = await databaseFingerprint()

    const operations = (slug: string, id: string): [string, string, unknown?][] => [
      ['GET', `/${slug}`],
      ['GET', `/${slug}?depth=2&limit=100&where[id][exists]=true`],
      ['GET', `/${slug}/count`],
      ['GET', `/${slug}/${id}?depth=2`],
      ['GET', `/${slug}/versions`],
      ['POST', `/${slug}`, { email: 'new@example.com', password: 'pass-word-1', name: 'X', customer: customer.id, key: 'x', value: 1 }],
      ['PATCH', `/${slug}/${id}`, { name: 'changed', tier: 'plus', role: 'super_admin' }],
      ['PATCH', `/${slug}?where[id][exists]=true`, { name: 'changed', tier: 'plus' }],
      ['DELETE', `/${slug}/${id}`],
      ['DELETE', `/${slug}?where[id][exists]=true`],
      ['POST', `/${slug}/${id}/duplicate`, {}],
    ]
    const refusals: string[] = []
    let count = 0
    for (const slug of slugs) {
      for (const [label, headers] of Object.entries(customerCredentials())) {
        for (const [method, path, body] of operations(slug, known[slug])) {
          const res = await cms(method, path, headers, body)
          count++
          // Every stored document carries timestamps; a count above zero reveals data too.
          const leaked = /"createdAt"|"totalDocs"\s*:\s*[1-9]/.test(res.text)
          if (res.status < 400 || res.status >= 500 || leaked) refusals.push(`${label} ${method} ${path} → ${res.status} ${res.text.slice(0, 200)}`)
        }
        // Reading through a POST with Payload's method override.
        const override = await raw({
          method: 'POST',
          path: `/cms-api/${slug}`,
          headers: { ...headers, 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'depth=2&limit=100',
        })
        count++
        if (override.status < 400 || override.status >= 500) refusals.push(`${label} override GET /${slug} → ${override.status}`)
      }
    }
    expect(refusals).toEqual([])
    expect(count).toBeGreaterThan(slugs.length * 60)
    expect(await databaseFingerprint()).toEqual(before)
  }, 300_000) // every collection times every credential: it grows with the config

  it('leaves every internal collection to staff: a staff preference can be written, read and deleted', async () => {
    const put = await staffRequest('/payload-preferences/probe-test', { token: staff, body: { value: { a: 1 } } })
    expect(put.status).toBe(200)
    const read = await staffRequest('/payload-preferences/probe-test', { token: staff })
    expect(read.body.value).toEqual({ a: 1 })
    for (const [label, headers] of Object.entries(customerCredentials())) {
      const res = await cms('GET', '/payload-preferences/probe-test', headers)
      expect(res.status, label).toBe(403)
      expect((await cms('POST', '/payload-preferences/probe-test', headers, { value: { b: 2 } })).status, label).toBe(403)
    }
    expect((await staffRequest('/payload-preferences/probe-test', { token: staff })).body.value).toEqual({ a: 1 })
    expect((await staffRequest('/payload-preferences/probe-test', { token: staff, method: 'DELETE' })).status).toBe(200)
  })

  it("the customer's documented API session keeps working throughout", async () => {
    expect((await api('/api/auth/session', { token: customer.token })).status).toBe(200)
  })
})

describe("malformed requests to Payload's REST API", () => {
  /** Requests Payload cannot read or that name nothing: each answers 4xx JSON, never 5xx. */
  const malformed = (slug: string, id: string): { method: string; path: string; headers?: Record<string, string>; body?: string }[] => [
    { method: 'GET', path: `/${slug}?where=%7B%22%24gt%22` },
    { method: 'GET', path: `/${slug}?where[id][like]=%ff&depth=999999&limit=-1&page=-5&sort=%ff` },
    { method: 'GET', path: `/${slug}?where[__proto__][x]=1&where[constructor][prototype][x]=1` },
    { method: 'GET', path: `/${slug}?where[or][0][id][equals]=x&where[or][5000][id][equals]=y` },
    { method: 'GET', path: `/${slug}?depth=x&limit=1e309&select[__proto__]=true&populate=%7B` },
    { method: 'GET', path: `/${slug}/${id}?depth=-1&draft=maybe&locale=%00` },
    { method: 'GET', path: `/${slug}/%2e%2e%2f%2e%2e` },
    { method: 'GET', path: `/${slug}/x%00y` },
    { method: 'POST', path: `/${slug}`, headers: { 'Content-Type': 'multipart/form-data' }, body: 'junk' },
    { method: 'POST', path: `/${slug}`, headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: 'junk' },
    {
      method: 'POST',
      path: `/${slug}`,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--x--\r\n',
    },
    { method: 'POST', path: `/${slug}`, headers: { 'Content-Type': 'application/json' }, body: '{' },
    { method: 'POST', path: `/${slug}`, headers: { 'Content-Type': 'application/json' }, body: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}` },
    { method: 'POST', path: `/${slug}`, headers: { 'Content-Type': 'text/plain' }, body: 'x' },
    { method: 'PATCH', path: `/${slug}/${id}`, headers: { 'Content-Type': 'application/json' }, body: '{"id":{"$gt":""},"createdAt":"2024-02-30","updatedAt":-1}' },
    { method: 'PATCH', path: `/${slug}?where=%7Bbad`, headers: { 'Content-Type': 'application/json' }, body: '{}' },
    { method: 'DELETE', path: `/${slug}?where=%7Bbad` },
    { method: 'POST', path: `/${slug}`, headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/json' }, body: '{' },
    { method: 'POST', path: `/${slug}`, headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'where=%7Bbad' },
    { method: 'PUT', path: `/${slug}/${id}` },
    { method: 'OPTIONS', path: `/${slug}/${id}` },
  ]

  it('answers 4xx JSON to every collection, as anonymous and as staff, and keeps serving', async () => {
    const problems: string[] = []
    let count = 0
    for (const slug of [...slugs, 'no-such-collection', 'globals/none']) {
      for (const [label, headers] of [['anonymous', {}] as const, ['staff', { Authorization: `JWT ${staff}` }] as const]) {
        for (const request of malformed(slug, randomUUID())) {
          const res = await raw({ ...request, path: `/cms-api${request.path}`, headers: { ...request.headers, ...headers } })
          count++
          const json = /application\/json/.test(String(res.headers['content-type']))
          if (res.status >= 500 || (res.status >= 400 && !json) || /node_modules|\n\s+at /.test(res.text)) {
            problems.push(`${label} ${request.method} ${request.path} ${JSON.stringify(request.headers ?? {})} ${(request.body ?? '').slice(0, 40)} → ${res.status} ${res.text.slice(0, 160)}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
    expect(count).toBeGreaterThan(500)
    expect((await staffRequest('/users/me', { token: staff })).status).toBe(200)
  }, 300_000)
})

