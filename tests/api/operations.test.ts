import { readdirSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, newCustomer, uniqueEmail } from '../support/api'
import { STAFF, startServer, type RunningServer } from '../support/server'
import { rawDatabase } from '../support/test-database'

/**
 * Running it in production: request ids on every answer, one JSON access line
 * per request, no secrets or health data in the log, readiness, and errors
 * that name their request. A server of its own, so its whole output can be
 * read (NODE_ENV=production: JSON lines on stdout).
 */
let server: RunningServer

beforeAll(async () => {
  server = await startServer()
})

afterAll(async () => {
  await server?.stop()
})

const FRESH_ID = /^[A-Za-z0-9_-]{16}$/

async function raw(pathname: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${server.url}${pathname}`, { redirect: 'manual', ...init })
  await response.arrayBuffer()
  return response
}

interface LogLine {
  level: number
  msg?: string
  req_id?: string
  method?: string
  path?: string
  status?: number
  ms?: number
  customer_id?: string
  staff_id?: string
  err?: { type?: string; message?: string; stack?: string }
  [key: string]: unknown
}

/** Every JSON line the server has written so far. */
function logLines(): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
}

/** The access lines of one request (an access line is the one with a method and a status). */
async function accessLines(id: string): Promise<LogLine[]> {
  // The line is written when the answer has gone: give the server a moment.
  for (let i = 0; i < 20; i++) {
    const lines = logLines().filter((line) => line.req_id === id && line.method && line.status)
    if (lines.length) return lines
    await new Promise((r) => setTimeout(r, 50))
  }
  return []
}

describe('X-Request-Id', () => {
  it('is on every kind of answer, fresh for each request', async () => {
    const assets = readdirSync(path.join(import.meta.dirname, '..', '..', 'build', 'client', 'assets'))
    const entry = assets.find((name) => name.startsWith('entry.client-'))!
    const answers = {
      page: await raw('/'),
      unknownPage: await raw('/no-such-page'),
      api: await raw('/api/health'),
      apiError: await raw('/api/no-such-route'),
      apiUnauthenticated: await raw('/api/user/dashboard'),
      admin: await raw('/admin/login'),
      cmsApi: await raw('/cms-api/users/me'),
      staticFile: await raw('/favicon.svg'),
      buildAsset: await raw(`/build/assets/${entry}`),
      refusedMethod: await raw('/', { method: 'PROPFIND' }),
      malformedPath: await raw('/api/%ff'),
      tooLarge: await raw('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(3 * 1024 * 1024) }),
    }
    const statuses = Object.fromEntries(Object.entries(answers).map(([kind, response]) => [kind, response.status]))
    expect(statuses).toMatchObject({ page: 200, unknownPage: 404, api: 200, apiError: 404, apiUnauthenticated: 401, staticFile: 200, buildAsset: 200, refusedMethod: 405, malformedPath: 400, tooLarge: 413 })
    const ids = Object.entries(answers).map(([kind, response]) => {
      const id = response.headers.get('X-Request-Id')
      expect(id, kind).toMatch(FRESH_ID)
      return id
    })
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("keeps a trusted proxy's sane id, and replaces an oversized or odd one", async () => {
    const sane = 'lb-7f3a_2026.11.21:0042'
    expect((await raw('/api/health', { headers: { 'X-Request-Id': sane } })).headers.get('X-Request-Id')).toBe(sane)
    const longest = 'a'.repeat(128)
    expect((await raw('/api/health', { headers: { 'X-Request-Id': longest } })).headers.get('X-Request-Id')).toBe(longest)

    for (const offered of ['a'.repeat(129), 'has space', '<script>', 'ümlaut', 'a/b']) {
      const id = (await raw('/api/health', { headers: { 'X-Request-Id': offered } })).headers.get('X-Request-Id')
      expect(id, offered).toMatch(FRESH_ID)
    }
    // The admin and Payload's API keep it as well.
    expect((await raw('/cms-api/users/me', { headers: { 'X-Request-Id': sane } })).headers.get('X-Request-Id')).toBe(sane)
  })
})

describe('the access log', () => {
  it('writes one JSON line per request: id, method, path without the query, status, ms, customer id', async () => {
    const customer = await newCustomer({}, server.url)
    const response = await fetch(`${server.url}/api/checkin/history?limit=5&secret=query-words`, { headers: { Authorization: `Bearer ${customer.token}` } })
    expect(response.status).toBe(200)
    const id = response.headers.get('X-Request-Id')!
    const lines = await accessLines(id)
    expect(lines).toHaveLength(1)
    const [line] = lines
    expect(line).toMatchObject({ req_id: id, method: 'GET', path: '/api/checkin/history', status: 200, customer_id: customer.id })
    expect(typeof line.ms).toBe('number')
    expect(line.ms).toBeGreaterThanOrEqual(0)
    expect(JSON.stringify(line)).not.toContain('query-words')
  })

  it('names the staff member by id on the admin, Payload API and staff API', async () => {
    const login = await fetch(`${server.url}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
    const { token, user } = (await login.json()) as { token: string; user: { id: string } }
    for (const pathname of ['/cms-api/users/me', '/api/admin/dashboard/stats']) {
      const authorization = pathname.startsWith('/cms-api') ? `JWT ${token}` : `Bearer ${token}`
      const response = await raw(pathname, { headers: { Authorization: authorization } })
      expect(response.status, pathname).toBe(200)
      const [line] = await accessLines(response.headers.get('X-Request-Id')!)
      expect(line, pathname).toMatchObject({ status: 200, staff_id: user.id })
      expect(line.customer_id).toBeUndefined()
    }
    // A token that does not verify names nobody.
    const forged = `${token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`
    const refused = await raw('/cms-api/users/me', { headers: { Authorization: `JWT ${forged}` } })
    const [line] = await accessLines(refused.headers.get('X-Request-Id')!)
    expect(line.staff_id).toBeUndefined()
  })

  it('masks a postcode in the path', async () => {
    const customer = await newCustomer({}, server.url)
    const response = await raw('/api/grocery/postcode/SW1A%201AA', { headers: { Authorization: `Bearer ${customer.token}` } })
    const [line] = await accessLines(response.headers.get('X-Request-Id')!)
    expect(line.path).toBe('/api/grocery/postcode/:postcode')
    expect(server.output()).not.toMatch(/SW1A/i)
  })
})

describe('what the log never holds', () => {
  it('no password, token, e-mail, name or journal text after she registers, signs in and checks in', async () => {
    const email = uniqueEmail('private')
    const password = 'a-very-private-passphrase-41'
    const name = 'Philippa Quartermaine'
    const journal = 'Hot flushes woke me at 3am; the new HRT patch itches.'
    const before = server.output().length

    const registered = await api('/api/auth/register', { body: { name, email, password }, baseUrl: server.url })
    expect(registered.status).toBe(201)
    const wrong = await api('/api/auth/login', { body: { email, password: `${password}-wrong` }, baseUrl: server.url })
    expect(wrong.status).toBe(401)
    const login = await api('/api/auth/login', { body: { email, password }, baseUrl: server.url })
    expect(login.status).toBe(200)
    const token = login.body.session_token as string
    const checkin = await api('/api/checkin/submit', {
      token,
      baseUrl: server.url,
      body: { date: new Date().toISOString().slice(0, 10), energy_level: 3, sleep_quality: 2, stress_level: 8, mood: 3, journal_entry: journal },
    })
    expect(checkin.status).toBe(201)
    // The same through the pages: her session cookie on a page and on the landing page's sign-in form.
    expect((await raw('/checkin', { headers: { Cookie: `session_token=${token}` } })).status).toBe(200)
    const form = await raw('/?index', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ intent: 'login', email, password }) })
    expect(form.status).toBeLessThan(500)
    await accessLines(form.headers.get('X-Request-Id')!)

    const written = server.output().slice(before)
    expect(written.length).toBeGreaterThan(0)
    for (const secret of [password, token, email, email.split('@')[0], name, 'Quartermaine', journal, 'HRT patch']) {
      expect(written.toLowerCase(), `the log holds "${secret}"`).not.toContain(secret.toLowerCase())
    }
    // And it did log those requests, by her id.
    const lines = written.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine)
    expect(lines.some((line) => line.path === '/api/checkin/submit' && line.status === 201 && line.customer_id === login.body.user.id)).toBe(true)
  })
})

/**
 * A real database fault, from outside the server: another connection renames
 * one of its tables away (the server's next query on it fails as it would
 * against a broken or half-restored database) until `restore` renames it back.
 */
async function breakTable(table: string): Promise<() => Promise<void>> {
  const db = await rawDatabase(server.databaseUrl)
  await db.rename(table, `${table}_away`)
  return async () => {
    await db.rename(`${table}_away`, table)
    await db.close()
  }
}

describe('GET /api/health/ready', () => {
  it('answers 200 with the database and the job queue', async () => {
    const response = await api('/api/health/ready', { baseUrl: server.url })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok', database: 'ok', jobs: { runs_here: true, due: expect.any(Number) }, admin: 'ready' })
  })

  it('serves customers before the admin is ready, says when it is, and a staff page asked for first waits for it', async () => {
    const fresh = await startServer()
    try {
      // startServer returns at the first healthy answer: the admin may still be starting.
      const [ready, login] = await Promise.all([api('/api/health/ready', { baseUrl: fresh.url }), fetch(`${fresh.url}/admin/login`)])
      expect(ready.status).toBe(200)
      expect(['starting', 'ready']).toContain(ready.body.admin)
      expect(login.status).toBe(200)
      expect(await login.text()).toContain('<title>Login  · Liberate admin</title>')
      expect((await api('/api/health/ready', { baseUrl: fresh.url })).body.admin).toBe('ready')
    } finally {
      await fresh.stop()
    }
  })

  it('answers 503 while the database refuses the query, and 200 again after', async () => {
    const restore = await breakTable('users')
    try {
      const response = await api('/api/health/ready', { baseUrl: server.url })
      expect(response.status).toBe(503)
      expect(response.body).toMatchObject({ status: 'unavailable', database: expect.stringMatching(/^(unreachable|timeout)$/) })
      // Liveness does not ask the database.
      expect((await api('/api/health', { baseUrl: server.url })).status).toBe(200)
    } finally {
      await restore()
    }
    expect((await api('/api/health/ready', { baseUrl: server.url })).status).toBe(200)
  })
})

describe('errors name their request', () => {
  it('a 5xx API answer quotes the id, and the log has the error with its stack under that id', async () => {
    const customer = await newCustomer({}, server.url)
    const restore = await breakTable('checkins')
    let response: Response
    try {
      response = await fetch(`${server.url}/api/checkin/history`, { headers: { Authorization: `Bearer ${customer.token}` } })
    } finally {
      await restore()
    }
    expect(response.status).toBe(500)
    const id = response.headers.get('X-Request-Id')!
    const body = (await response.json()) as { detail: string; request_id: string }
    expect(body).toEqual({ detail: `Something went wrong. Please try again. Reference: ${id}`, request_id: id })
    const errors = logLines().filter((line) => line.req_id === id && line.level >= 50)
    expect(errors.length).toBeGreaterThan(0)
    expect(errors[0].err?.stack).toMatch(/\n\s+at /)
    expect((await accessLines(id))[0]).toMatchObject({ status: 500, customer_id: customer.id })
  })

  it('the error page shows the id', async () => {
    const customer = await newCustomer({}, server.url)
    const restore = await breakTable('checkins')
    let response: Response
    try {
      response = await fetch(`${server.url}/checkin`, { headers: { Cookie: `session_token=${customer.token}` } })
    } finally {
      await restore()
    }
    expect(response.status).toBe(500)
    const id = response.headers.get('X-Request-Id')!
    const html = await response.text()
    expect(html).toContain('Something went wrong')
    expect(html).toContain(id)
    expect(logLines().some((line) => line.req_id === id && line.level >= 50 && /\n\s+at /.test(line.err?.stack ?? ''))).toBe(true)
  })
})
