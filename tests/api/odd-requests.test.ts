import { describe, expect, inject, it } from 'vitest'

import { api, newCustomer } from '../support/api'
import { isDetail, raw } from '../support/raw'

/**
 * Reproductions from a hostile probe of a production build, each now a
 * regression test: odd methods, paths, origins and hosts answer a clean 4xx
 * in the caller's format, never a 5xx or a framework's error page.
 */

const cookieOf = (token: string) => `session_token=${token}`

describe('a cookie-authenticated API write whose Origin does not parse', () => {
  it.each(['null', 'not a url', 'http://127.0.0.1:99999', 'http://[::1', 'https://evil.example'])(
    'answers 403 {detail} for Origin: %s, and changes nothing',
    async (origin) => {
      const customer = await newCustomer()
      const res = await raw({
        method: 'POST',
        path: '/api/checkin/submit',
        headers: { Cookie: cookieOf(customer.token), Origin: origin, 'Content-Type': 'application/json' },
        body: '{}',
      })
      expect(res.status).toBe(403)
      expect(isDetail(res)).toBe(true)
      const history = await api('/api/checkin/history', { token: customer.token })
      expect(history.body).toEqual([])
    },
  )
})

describe('page forms posted from another site', () => {
  it.each(['/', '/checkin', '/logout', '/meal-plans', '/checkout/demo/x'])('refuses POST %s from a foreign, null or broken Origin with 403', async (path) => {
    const customer = await newCustomer()
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'not a url' },
      { Origin: 'https://evil.example', Cookie: cookieOf(customer.token) },
      { Origin: 'null', Cookie: cookieOf(customer.token) },
      { 'Sec-Fetch-Site': 'cross-site', Cookie: cookieOf(customer.token) },
    ]
    for (const headers of attempts) {
      const res = await raw({
        method: 'POST',
        path,
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'intent=login&email=a%40example.com&password=x',
      })
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
      expect(res.text).not.toMatch(/Unexpected Server Error/)
    }
    // The session survived: a cross-site POST /logout signs nobody out.
    expect((await api('/api/auth/session', { token: customer.token })).status).toBe(200)
  })

  it('still lets this site post its own forms', async () => {
    const customer = await newCustomer()
    const base = new URL(inject('baseUrl'))
    const res = await raw({
      method: 'POST',
      path: '/logout',
      headers: { Origin: base.origin, Cookie: cookieOf(customer.token), 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(res.status).toBe(302)
    expect((await api('/api/auth/session', { token: customer.token })).status).toBe(401)
  })
})

describe('checkout and the billing portal return only to APP_URL', () => {
  it('refuses an origin_url naming the Host header the request was sent with', async () => {
    const customer = await newCustomer()
    for (const path of ['/api/payments/checkout', '/api/payments/portal']) {
      const res = await raw({
        method: 'POST',
        path,
        headers: { Authorization: `Bearer ${customer.token}`, Host: 'evil.example', 'Content-Type': 'application/json' },
        body: JSON.stringify({ tier: 'Liberate+', origin_url: 'http://evil.example' }),
      })
      expect(res.status, path).toBe(400)
      expect(res.json.detail).toMatch(/origin_url/)
    }
  })

  it('answers a URL on APP_URL whatever the Host header says', async () => {
    const customer = await newCustomer()
    const appUrl = inject('baseUrl')
    const res = await raw({
      method: 'POST',
      path: '/api/payments/checkout',
      headers: { Authorization: `Bearer ${customer.token}`, Host: 'evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ tier: 'Liberate+', origin_url: appUrl }),
    })
    expect(res.status).toBe(200)
    expect(res.json.url.startsWith(appUrl)).toBe(true)
    expect(res.text).not.toContain('evil.example')
  })
})

describe('methods no route serves', () => {
  it.each(['/', '/dashboard', '/api/health', '/api/auth/login', '/cms-api/users', '/admin'])('answers TRACE and PROPFIND on %s with 405', async (path) => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK']) {
      const res = await raw({ method, path })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.allow).toContain('GET')
      if (path.startsWith('/api/')) expect(isDetail(res)).toBe(true)
    }
  })
})

describe("Payload's REST API with odd paths", () => {
  it.each([
    ['/cms-api/%ff', 400],
    ['/cms-api/customers/%ff', 400],
    ['/cms-api/%C0%AE%C0%AE', 400],
    ['/cms-api/constructor', 404],
    ['/cms-api/__proto__', 404],
    ['/cms-api/customers/__proto__', 404],
    ['/cms-api/hasOwnProperty/toString', 404],
    ['/cms-api/payload-migrations', 404],
    ['/cms-api/x%0d%0ay', 404],
  ])('answers %s with %i JSON', async (path, status) => {
    const res = await raw({ path })
    expect(res.status).toBe(status)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.text).not.toMatch(/localhost:3000|Cannot GET/)
  })
})

describe('every answer under /api is {detail} JSON', () => {
  it.each(['PATCH', 'DELETE', 'PUT', 'PROPFIND'])('answers %s on routes that do not serve it with 405 {detail}', async (method) => {
    for (const path of ['/api/health', '/api/auth/login', '/api/checkin/history', '/api/nothing-here']) {
      const res = await raw({ method, path })
      expect([404, 405], `${method} ${path}`).toContain(res.status)
      expect(isDetail(res), `${method} ${path}: ${res.text}`).toBe(true)
    }
    expect((await raw({ method, path: '/api/health' })).status).toBe(405)
  })

  it.each(['root', 'routes/api.health', 'routes/_index', 'routes/_app.dashboard', 'nothing'])(
    'answers ?_data=%s on an API path as that API route, in JSON',
    async (routeId) => {
      const health = await raw({ path: `/api/health?_data=${encodeURIComponent(routeId)}` })
      expect(health.status).toBe(200)
      expect(health.json).toEqual({ status: 'ok' })
      const session = await raw({ path: `/api/auth/session?_data=${encodeURIComponent(routeId)}` })
      expect(session.status).toBe(401)
      expect(isDetail(session)).toBe(true)
      const post = await raw({ method: 'POST', path: `/api/health?_data=${encodeURIComponent(routeId)}` })
      expect(post.status).toBe(405)
      expect(isDetail(post)).toBe(true)
    },
  )

  it.each([
    ['/api/ai/meal-plan/%ff', 400],
    ['/api/%ff', 400],
    ['/api/auth/login%E0%A4%A', 400],
    ['/api/x%0d%0ay', 404],
    ['/api/ai/meal-plan/%0a', 404],
    ['/api/checkin/history%00', 404],
    ['/api/../api/health', 404],
    ['/api/%2e%2e/admin', 404],
  ])('answers %s with %i {detail}', async (path, status) => {
    const res = await raw({ path })
    expect(res.status).toBe(status)
    expect(isDetail(res), res.text).toBe(true)
  })

  it('answers a Host header that is not a host with 400 {detail}', async () => {
    for (const Host of ['evil example', 'a:99999', 'evil.example/path', 'a@b']) {
      const res = await raw({ path: '/api/health', headers: { Host } })
      expect(res.status, Host).toBe(400)
      expect(isDetail(res)).toBe(true)
    }
  })
})

describe('one address for the site', () => {
  const canonical = new URL(inject('baseUrl'))
  const otherName = `localhost:${canonical.port}`

  it.each(['/', '/checkin?date=2026-01-02', '/admin', '/admin/collections/media'])('sends GET %s at another name to the same path at APP_URL', async (path) => {
    const res = await raw({ path, headers: { Host: otherName } })
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(`${canonical.origin}${path}`)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('follows the proxy’s X-Forwarded-Host (www.), and never sends anyone to the name asked for', async () => {
    const res = await raw({ path: '/privacy', headers: { 'X-Forwarded-Host': 'www.evil.example' } })
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(`${canonical.origin}/privacy`)
  })

  it('serves the page at APP_URL’s own name, in any letter case', async () => {
    expect((await raw({ path: '/privacy', headers: { Host: canonical.host } })).status).toBe(200)
    expect((await raw({ path: '/privacy', headers: { Host: canonical.host.toUpperCase() } })).status).toBe(200)
  })

  it('answers the API, Payload’s REST API and the health probe at any name, and leaves form posts to the origin check', async () => {
    const health = await raw({ path: '/api/health', headers: { Host: otherName } })
    expect(health.status).toBe(200)
    const cms = await raw({ path: '/cms-api/library-items?limit=1', headers: { Host: otherName } })
    expect(cms.status).not.toBe(301)
    const post = await raw({ method: 'POST', path: '/logout', headers: { Host: otherName, Origin: `http://${otherName}`, 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' })
    expect(post.status).not.toBe(301)
  })
})
