import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { newCustomer } from '../support/api'
import { startServer, type RunningServer } from '../support/server'

/**
 * Security headers (issue 18 part 6) on the shared server (http APP_URL) and
 * on one of their own whose APP_URL is https, with Google sign-in and Stripe
 * configured, so the policy names the places page forms redirect to.
 */
let https: RunningServer

beforeAll(async () => {
  https = await startServer({
    APP_URL: 'https://app.example.test',
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_AUTHORIZATION_URL: 'https://accounts.example.test/o/oauth2/v2/auth',
    STRIPE_SECRET_KEY: 'sk_test_headers',
    STRIPE_API_URL: 'http://127.0.0.1:9',
  })
})

afterAll(async () => {
  await https?.stop()
})

async function get(path: string, init: { baseUrl?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${init.baseUrl ?? inject('baseUrl')}${path}`, { headers: init.headers, redirect: 'manual' })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** The policy's directives by name. */
function directives(csp: string | null): Record<string, string[]> {
  expect(csp).toBeTruthy()
  return Object.fromEntries(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  )
}

function nonceOf(csp: string | null): string {
  const match = csp?.match(/script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/)
  expect(match, csp ?? 'no policy').toBeTruthy()
  return match![1]
}

/** Every inline and external script and style element of an HTML page, with its nonce attribute. */
function tags(html: string, name: 'script' | 'style'): { nonce: string | null; tag: string }[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => ({ tag, nonce: tag.match(/nonce="([^"]*)"/)?.[1] ?? null }))
}

describe('customer pages', () => {
  it('carry a policy that allows only this origin and a fresh per-answer nonce, and every inline script and style has it', async () => {
    const customer = await newCustomer()
    const pages = [
      await get('/'),
      await get('/no-such-page'),
      await get('/dashboard', { headers: { Cookie: `session_token=${customer.token}` } }),
      await get('/checkin', { headers: { Cookie: `session_token=${customer.token}` } }),
    ]
    const nonces = new Set<string>()
    for (const page of pages) {
      expect(page.headers.get('Content-Type')).toMatch(/text\/html/)
      const csp = page.headers.get('Content-Security-Policy')
      const nonce = nonceOf(csp)
      nonces.add(nonce)
      const d = directives(csp)
      expect(d['default-src']).toEqual(["'self'"])
      expect(d['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"])
      expect(d['script-src']).not.toContain("'unsafe-inline'")
      expect(d['script-src']).not.toContain("'unsafe-eval'")
      expect(d['object-src']).toEqual(["'none'"])
      expect(d['frame-ancestors']).toEqual(["'self'"])
      expect(d['base-uri']).toEqual(["'self'"])
      // Nothing configured on the shared server: forms post only here.
      expect(d['form-action']).toEqual(["'self'"])
      expect(d['connect-src']).toEqual(["'self'", 'data:'])
      const scripts = tags(page.text, 'script')
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) expect(script.nonce, script.tag).toBe(nonce)
      for (const style of tags(page.text, 'style')) expect(style.nonce, style.tag).toBe(nonce)
    }
    // A fresh nonce for each answer.
    expect(nonces.size).toBe(pages.length)
    const again = await get('/')
    expect(nonces.has(nonceOf(again.headers.get('Content-Security-Policy')))).toBe(false)
  })

  it('allow geolocation for this origin only, and no HSTS over http', async () => {
    for (const path of ['/', '/api/health', '/admin/login', '/favicon.svg']) {
      const res = await get(path)
      expect(res.headers.get('Permissions-Policy'), path).toMatch(/(^|, )geolocation=\(self\)(,|$)/)
      expect(res.headers.get('Permissions-Policy'), path).toContain('camera=()')
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff')
      expect(res.headers.get('Strict-Transport-Security'), path).toBeNull()
    }
  })
})

describe('the admin (Next)', () => {
  it('has its own policy: scripts only from here or with the fresh nonce Next puts on each of its inline scripts', async () => {
    const first = await get('/admin/login')
    const second = await get('/admin/login')
    expect(first.status).toBe(200)
    const nonce = nonceOf(first.headers.get('Content-Security-Policy'))
    expect(nonceOf(second.headers.get('Content-Security-Policy'))).not.toBe(nonce)
    const d = directives(first.headers.get('Content-Security-Policy'))
    expect(d['script-src']).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(d['object-src']).toEqual(["'none'"])
    expect(d['frame-ancestors']).toEqual(["'self'"])
    const scripts = tags(first.text, 'script')
    expect(scripts.length).toBeGreaterThan(3)
    for (const script of scripts) expect(script.nonce, script.tag).toBe(nonce)
  })

  it('ignores a policy a client sends on its request', async () => {
    const res = await get('/admin/login', { headers: { 'Content-Security-Policy': "script-src 'nonce-chosenbyme'" } })
    expect(res.text).not.toContain('chosenbyme')
    expect(nonceOf(res.headers.get('Content-Security-Policy'))).not.toBe('chosenbyme')
  })
})

describe('APP_URL over https', () => {
  // Asked by APP_URL's own name, as its proxy forwards it (another name is sent to APP_URL).
  const AT_APP_URL = { 'X-Forwarded-Host': 'app.example.test' }

  it('adds HSTS to every answer and upgrade-insecure-requests to the policies', async () => {
    for (const path of ['/', '/api/health', '/admin/login']) {
      const res = await get(path, { baseUrl: https.url, headers: AT_APP_URL })
      expect(res.headers.get('Strict-Transport-Security'), path).toBe('max-age=31536000; includeSubDomains')
    }
    expect(directives((await get('/', { baseUrl: https.url, headers: AT_APP_URL })).headers.get('Content-Security-Policy'))['upgrade-insecure-requests']).toEqual([])
    expect(directives((await get('/admin/login', { baseUrl: https.url, headers: AT_APP_URL })).headers.get('Content-Security-Policy'))['upgrade-insecure-requests']).toEqual([])
  })

  it('lets page forms redirect to Google sign-in and Stripe, and shows Google profile pictures', async () => {
    const d = directives((await get('/', { baseUrl: https.url, headers: AT_APP_URL })).headers.get('Content-Security-Policy'))
    expect(d['form-action']).toEqual(["'self'", 'https://accounts.example.test', 'http://127.0.0.1:9'])
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'])
  })
})
