import { spawn, type ChildProcess } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, newCustomer } from '../support/api'
import { freePort, startServer, type RunningServer } from '../support/server'
import { rawDatabase } from '../support/test-database'

let google: ChildProcess
let googleUrl: string
let server: RunningServer

beforeAll(async () => {
  const port = await freePort()
  googleUrl = `http://127.0.0.1:${port}`
  google = spawn(process.execPath, ['--import', 'tsx', 'tests/fakes/google-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${googleUrl}/health`).then((r) => r.ok, () => false)) break
    await new Promise((r) => setTimeout(r, 100))
  }
  server = await startServer({
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_AUTHORIZATION_URL: `${googleUrl}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${googleUrl}/token`,
    GOOGLE_USERINFO_URL: `${googleUrl}/userinfo`,
  })
})

afterAll(async () => {
  await server?.stop()
  google?.kill()
})

/** Walks the browser's redirects by hand: app → Google (fake) → callback. */
async function signInWithGoogle(profile?: { email: string; name: string; sub: string }): Promise<string> {
  if (profile) await fetch(`${googleUrl}/__profile`, { method: 'POST', body: JSON.stringify(profile) })
  const start = await fetch(`${server.url}/auth/google`, { method: 'POST', redirect: 'manual' })
  expect(start.status).toBe(302)
  const stateCookie = start.headers.get('set-cookie')!.split(';')[0]
  const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' })
  expect(consent.status).toBe(302)
  const callback = await fetch(consent.headers.get('location')!, { redirect: 'manual', headers: { Cookie: stateCookie } })
  expect(callback.status).toBe(302)
  const location = callback.headers.get('location')!
  expect(location).toMatch(/^\/dashboard#session_id=/)
  return decodeURIComponent(location.split('#session_id=')[1])
}

describe('Google sign-in (against the local fake)', () => {
  it('creates a customer and exchanges the single-use code for a session', async () => {
    const code = await signInWithGoogle({ email: 'new.google@example.com', name: 'Nia Google', sub: 'sub-new' })
    const exchange = await api('/api/auth/session-data', { baseUrl: server.url, headers: { 'X-Session-ID': code } })
    expect(exchange.status).toBe(200)
    expect(exchange.body).toMatchObject({ email: 'new.google@example.com', name: 'Nia Google', id: expect.any(String) })
    expect(exchange.headers.get('set-cookie')).toMatch(/^session_token=[^;]+;.*HttpOnly; SameSite=Lax/)

    const session = await api('/api/auth/session', { baseUrl: server.url, token: exchange.body.session_token })
    expect(session.body.user).toMatchObject({ email: 'new.google@example.com', tier: 'Liberate' })

    const replay = await api('/api/auth/session-data', { baseUrl: server.url, headers: { 'X-Session-ID': code } })
    expect(replay.status).toBe(401)
  })

  it('links to the existing customer with the same e-mail', async () => {
    const existing = await newCustomer({ email: 'linked@example.com', name: 'Lia Linked' }, server.url)
    const code = await signInWithGoogle({ email: 'Linked@example.com', name: 'Someone Else', sub: 'sub-linked' })
    const exchange = await api('/api/auth/session-data', { baseUrl: server.url, headers: { 'X-Session-ID': code } })
    expect(exchange.body).toMatchObject({ id: existing.id, name: 'Lia Linked' })
    // The e-mail password still works after linking.
    const login = await api('/api/auth/login', { baseUrl: server.url, body: { email: existing.email, password: existing.password } })
    expect(login.status).toBe(200)
  })

  it('offers the button without the not-configured note', async () => {
    const page = await (await fetch(`${server.url}/`)).text()
    expect(page).toContain('Continue with Google')
    expect(page).not.toContain('Google sign-in is not configured')
  })

  it('refuses a callback whose state does not match', async () => {
    const res = await fetch(`${server.url}/auth/google/callback?code=x&state=forged`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
  })
})

describe('an account made through Google (no password of its own)', () => {
  async function googleSession(email: string, sub: string): Promise<string> {
    const code = await signInWithGoogle({ email, name: 'Gail Google', sub })
    const exchange = await api('/api/auth/session-data', { baseUrl: server.url, headers: { 'X-Session-ID': code } })
    expect(exchange.status).toBe(200)
    return exchange.body.session_token
  }

  /** Moves her session's sign-in back in time; no API can, or should, do that. */
  async function signedInMinutesAgo(minutes: number) {
    const db = await rawDatabase(server.databaseUrl)
    try {
      await db.set('sessions', null, 'created_at', new Date(Date.now() - minutes * 60_000).toISOString())
    } finally {
      await db.close()
    }
  }

  it('cannot change a password it never had', async () => {
    const token = await googleSession('gail.password@example.com', 'sub-gail-password')
    const res = await api('/api/user/password', { baseUrl: server.url, token, body: { current_password: 'whatever', new_password: 'a new one' } })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ detail: 'You sign in with Google, so there is no password to change here.' })
  })

  it('deletes itself with the typed word alone just after a sign-in, and asks for a fresh sign-in later', async () => {
    const token = await googleSession('gail.delete@example.com', 'sub-gail-delete')
    await signedInMinutesAgo(16)
    const stale = await api('/api/user/account', { baseUrl: server.url, method: 'DELETE', token, body: { confirm: 'DELETE' } })
    expect(stale.status).toBe(403)
    expect(stale.body).toEqual({ detail: 'For your safety, sign in again with Google, then delete your account within 15 minutes.' })
    expect((await api('/api/auth/session', { baseUrl: server.url, token })).status).toBe(200)

    const fresh = await googleSession('gail.delete@example.com', 'sub-gail-delete')
    const noWord = await api('/api/user/account', { baseUrl: server.url, method: 'DELETE', token: fresh, body: {} })
    expect(noWord.status).toBe(400)
    const gone = await api('/api/user/account', { baseUrl: server.url, method: 'DELETE', token: fresh, body: { confirm: 'DELETE' } })
    expect(gone.status).toBe(200)
    expect((await api('/api/auth/session', { baseUrl: server.url, token: fresh })).status).toBe(401)
  })

  it('an account with a password still needs it, however fresh the sign-in', async () => {
    const customer = await newCustomer({ email: 'pat.password@example.com', name: 'Pat Password' }, server.url)
    const res = await api('/api/user/account', { baseUrl: server.url, method: 'DELETE', token: customer.token, body: { confirm: 'DELETE' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ detail: 'password: is required' })
    expect((await api('/api/auth/session', { baseUrl: server.url, token: customer.token })).status).toBe(200)
  })
})

describe('Google sign-in when it is not configured', () => {
  it('the landing page offers the button and says nothing about it before a click', async () => {
    const page = await (await fetch(`${(await import('vitest')).inject('baseUrl')}/`)).text()
    expect(page).toContain('Continue with Google')
    expect(page).not.toContain('not configured')
  })

  it('a click is answered with the same message instead of redirecting into nothing', async () => {
    const res = await api('/auth/google', { method: 'POST' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
    const page = await fetch(`${(await import('vitest')).inject('baseUrl')}/`, {
      headers: { Cookie: res.headers.get('set-cookie')!.split(';')[0] },
    })
    expect(await page.text()).toContain('Google sign-in is not configured on this server. Please continue with email.')
  })
})
