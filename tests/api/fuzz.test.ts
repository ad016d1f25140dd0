import { randomUUID } from 'node:crypto'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { seededRandom } from '../../app/domain/random'
import { api, newCustomer, ownStaffToken, uniqueEmail } from '../support/api'
import { raw, type RawResult } from '../support/raw'

/**
 * Seeded fuzzing of every route the Remix build has: a few hundred malformed
 * requests per route (wrong types, missing and extra fields, huge strings,
 * deep nesting, prototype keys, operator objects, bad dates and numbers, bad
 * content types, bad path and query parameters, odd methods and Origins).
 * No answer may be a 5xx or carry a stack trace or a server path, and every
 * error under /api must be `{ "detail" }` JSON.
 *
 * Routes come from the build's route manifest, so routes added later are
 * fuzzed without touching this file. FUZZ_SEED=<n> replays a run; FUZZ_PER_ROUTE
 * changes how many requests each route gets.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121)
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 200)
const CONCURRENCY = 6
const ROOT = path.resolve(import.meta.dirname, '..', '..')

// ---------------------------------------------------------------- randomness

/** The same sequence for the same seed everywhere (the demo's generator). */
function prng(seed: number) {
  const random = seededRandom(seed)
  const int = (n: number) => random.int(0, n - 1)
  return { next: random.next, int, pick: random.pick, chance: random.chance }
}
type Random = ReturnType<typeof prng>

// ---------------------------------------------------------------- routes

interface FuzzRoute {
  id: string
  /** The URL pattern, e.g. `/api/ai/meal-plan/:id`, `/api/*`. */
  pattern: string
  hasLoader: boolean
  hasAction: boolean
}

interface ManifestRoute {
  path?: string
  index?: boolean
  parentId?: string
  module: { loader?: unknown; action?: unknown }
}

/** Every addressable route of the Remix build (flat files or folders alike), with its full URL pattern. */
async function discoverRoutes(): Promise<FuzzRoute[]> {
  const build = (await import(pathToFileURL(path.join(ROOT, 'build', 'server', 'index.js')).href)) as { routes: Record<string, ManifestRoute> }
  const fullPath = (id: string | undefined): string => {
    if (!id) return ''
    const route = build.routes[id]
    const own = route.path ?? ''
    const parent = fullPath(route.parentId)
    return own ? `${parent.replace(/\/$/, '')}/${own}` : parent
  }
  return Object.entries(build.routes)
    .filter(([id, route]) => id !== 'root' && (route.path !== undefined || route.index))
    .map(([id, route]) => ({
      id,
      pattern: fullPath(id) || '/',
      hasLoader: typeof route.module.loader === 'function',
      hasAction: typeof route.module.action === 'function',
    }))
}

// ---------------------------------------------------------------- generators

const HUGE = 'x'.repeat(100_000)
/** Values already percent-encoded for a path segment, many of them invalid on purpose. */
const ENCODED_SEGMENTS = ['%ff', '%00', '%0d%0a', '%C0%AE%C0%AE', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%E2%80%AE', '%', '%zz', '%7B%22%24gt%22%3A%22%22%7D']
const RAW_SEGMENTS = [
  '',
  'x',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  "' OR 1=1 --",
  '{"$gt":""}',
  '[object Object]',
  '😀',
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '<script>alert(1)</script>',
  'x/y',
]

const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'tier',
  'origin_url',
  'session_id',
  'id',
  'date',
  'mood',
  'energy',
  'energy_level',
  'sleep',
  'sleep_quality',
  'hot_flashes',
  'symptoms',
  'answers',
  'notes',
  'diet',
  'dietary_preferences',
  'diets',
  'allergens',
  'avoid',
  'note',
  'answer',
  'preferences',
  'days',
  'meals',
  'title',
  'message',
  'read',
  'user_id',
  'customer',
  'role',
  'status',
  'amount',
  'currency',
  'limit',
  'page',
  'kind',
  'route',
  'dose',
  'dose_changed_on',
  'started_on',
  'stopped_on',
  'flow',
  'problem',
  'interference',
  'situation',
  'thought',
  'calmer_thought',
  'question',
  'format',
  'time_zone',
  'endpoint',
  'keys',
  'p256dh',
  'auth',
  'intent',
  'redirect',
  'redirectTo',
  'code',
  'where',
  'depth',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '$gt',
]

function deepNesting(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

function value(r: Random, depth = 0): unknown {
  switch (r.int(depth > 2 ? 9 : 13)) {
    case 0:
      return r.pick(['', ' ', '\u0000', '\n\r', '😀'.repeat(50), depth === 0 ? HUGE : 'y'.repeat(300), 'null', 'undefined', '<b>x</b>', "'; DROP TABLE customers; --", uniqueEmail(), 'a@b', '@', 'not-an-email'])
    case 1:
      return r.pick([0, -1, 1, 0.5, -0.0001, 1e308, -1e308, 2 ** 53 + 1, 999999999999, 3.14159, 10, 11, 101])
    case 2:
      return r.pick([true, false, null])
    case 3:
      return r.pick(['2024-02-30', '0000-00-00', '9999-12-31T99:99:99Z', 'yesterday', '2024-13-01', '1970-01-01T00:00:00.000Z', '2100-01-01', '-271821-04-20', '2024-01-01T00:00:00+99:00'])
    case 4:
      return r.pick([{ $gt: '' }, { $ne: null }, { $regex: '.*' }, { equals: 'x' }, { exists: true }, { $where: 'sleep(1000)' }])
    case 5:
      return JSON.parse('{"__proto__":{"admin":true,"role":"super_admin"}}')
    case 6:
      return { constructor: { prototype: { admin: true } } }
    case 7:
      return r.pick(['Liberate', 'Liberate+', 'plus', 'base', 'PLUS', 'premium', 'http://evil.example', 'javascript:alert(1)', '//evil.example'])
    case 8:
      return randomUUID()
    case 9:
      return r.chance(0.2) ? Array.from({ length: 1000 }, (_, i) => i) : Array.from({ length: r.pick([0, 1, 3]) }, () => value(r, depth + 1))
    case 10:
      return object(r, depth + 1)
    case 11:
      return [[[[[[[[[[value(r, 9)]]]]]]]]]]
    default:
      return r.pick([-5, 0, 11, 'three', '5', 5.5])
  }
}

function object(r: Random, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (let i = r.int(6); i > 0; i--) result[r.chance(0.8) ? r.pick(FIELD_NAMES) : `extra_${r.int(1000)}`] = value(r, depth)
  return result
}

interface Body {
  text: string
  contentType?: string
}

/** Bodies stay below a few megabytes: the server's own limit is 1 MB, beyond that is only load. */
const MAX_BODY = 1_200_000

function body(r: Random): Body {
  const generated = anyBody(r)
  return generated.text.length > MAX_BODY ? { ...generated, text: generated.text.slice(0, MAX_BODY) } : generated
}

function anyBody(r: Random): Body {
  const json = (text: string): Body => ({ text, contentType: 'application/json' })
  switch (r.int(12)) {
    case 0:
      return json(r.pick(['{', '[', 'null', '"x"', '1', '', '{"a":1}garbage', '{"a":', '\u0000', '[]', 'true', '{}'.repeat(3)]))
    case 1:
      return json(deepNesting(r.pick([100, 5000])))
    case 2:
      return json(`[${'['.repeat(3000)}${']'.repeat(3000)}]`)
    case 3:
      return json(JSON.stringify({ data: 'x'.repeat(r.pick([1_100_000, 200_000])) }))
    case 4:
      return { text: new URLSearchParams(Object.entries(object(r)).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString(), contentType: 'application/x-www-form-urlencoded' }
    case 5:
      return { text: '--broken\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue', contentType: r.pick(['multipart/form-data; boundary=nope', 'multipart/form-data']) }
    case 6:
      return { text: JSON.stringify(object(r)), contentType: r.pick(['text/plain', 'application/xml', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded', '', 'a/b/c', 'application/json;;;']) }
    default:
      return json(JSON.stringify(object(r)))
  }
}

function fillPattern(r: Random, pattern: string): string {
  const segment = () => (r.chance(0.3) ? r.pick(ENCODED_SEGMENTS) : encodeURIComponent(r.pick(RAW_SEGMENTS)))
  return pattern
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) return segment() || 'x'
      if (part === '*') return Array.from({ length: 1 + r.int(3) }, segment).join('/')
      return part
    })
    .join('/')
}

function query(r: Random, routeIds: string[]): string {
  if (r.chance(0.4)) return ''
  const keys = ['limit', 'page', 'days', 'sort', 'id', 'tier', 'depth', 'session_id', 'redirectTo', 'where[id][exists]', 'days[$gt]', '__proto__[admin]', 'constructor[prototype][x]', 'a[b][c][d][e][f]', 'limit[]', '_data', 'index']
  const pairs: string[] = []
  for (let i = 1 + r.int(4); i > 0; i--) {
    const key = r.pick(keys)
    const v = key === '_data' ? r.pick([...routeIds, 'root', 'nothing']) : String(r.pick([...RAW_SEGMENTS.slice(0, 18), '-5', '1000000', '2024-02-30', 'http://evil.example']))
    pairs.push(r.chance(0.15) ? `${encodeURIComponent(key)}=${r.pick(ENCODED_SEGMENTS)}` : `${encodeURIComponent(key)}=${encodeURIComponent(v)}`)
  }
  return `?${pairs.join('&')}`
}

const ODD_METHODS = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'UNLOCK', 'PURGE', 'SEARCH', 'REPORT']

// ---------------------------------------------------------------- checks

interface Sent {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

/** Anything that looks like a stack frame, a server-side path or a framework's crash text. */
function leaks(text: string): string | null {
  const patterns: [RegExp, string][] = [
    [/^\s+at .+(:\d+:\d+\)?|\(native\))$/m, 'a stack frame'],
    [/node_modules/, 'node_modules'],
    [new RegExp(ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'the project path'],
    [new RegExp(os.tmpdir().replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '/liberate-'), 'the data folder'],
    [/file:\/\//, 'a file URL'],
    // The words alone, as Remix answers a crash (its deferred-data script on pages also contains them).
    [/^\s*(\{"message":"Unexpected Server Error"\}|Unexpected Server Error)\s*$/, "Remix's crash text"],
    [/\b(TypeError|ReferenceError|SyntaxError|RangeError|URIError)\b/, 'an error class name'],
  ]
  for (const [pattern, what] of patterns) if (pattern.test(text)) return what
  return null
}

/**
 * Routes that call an outside service. The test server points those services
 * at a closed local port, so a well-formed request honestly answers 502 with
 * the spec's `{detail}` message; only that is accepted from them.
 */
const UPSTREAM_ROUTES = /^\/api\/grocery\/(postcode\/|search$)/

function problem(sent: Sent, res: RawResult): string | null {
  if (res.status === 0) return 'no answer'
  // A HEAD answer has no body to hold the {detail}.
  const upstream = res.status === 502 && UPSTREAM_ROUTES.test(sent.path.split('?')[0]) && (sent.method === 'HEAD' || typeof res.json?.detail === 'string')
  if (res.status >= 500 && !upstream) return `answered ${res.status}`
  const leaked = leaks(res.text)
  if (leaked) return `the answer shows ${leaked}`
  const pathOnly = sent.path.split('?')[0]
  const apiPath = pathOnly === '/api' || pathOnly.startsWith('/api/')
  if (apiPath && res.status >= 400 && sent.method !== 'HEAD') {
    if (!/application\/json/.test(String(res.headers['content-type']))) return `an /api error in ${res.headers['content-type']}`
    if (typeof res.json?.detail !== 'string' || !res.json.detail) return 'an /api error without {detail}'
  }
  return null
}

function describeSent(sent: Sent, res: RawResult, why: string): string {
  const body = sent.body === undefined ? '' : ` body=${JSON.stringify(sent.body.slice(0, 160))}${sent.body.length > 160 ? `…(${sent.body.length})` : ''}`
  return `${why}: ${sent.method} ${sent.path.slice(0, 200)} headers=${JSON.stringify(sent.headers).slice(0, 300)}${body} → ${res.status} ${res.text.slice(0, 200)}`
}

// ---------------------------------------------------------------- the run

let routes: FuzzRoute[]
let staff: string

beforeAll(async () => {
  routes = await discoverRoutes()
  staff = await ownStaffToken()
})

describe('route discovery', () => {
  it('finds every route of the build: pages, the API and resources', () => {
    const patterns = routes.map((route) => route.pattern)
    expect(patterns).toEqual(expect.arrayContaining(['/', '/api/auth/login', '/api/health', '/api/*', '/logout']))
    expect(patterns.some((p) => /\/:[\w]+/.test(p))).toBe(true)
    expect(routes.length).toBeGreaterThan(20)
  })
})

describe(`fuzzing every route (seed ${SEED}, ${PER_ROUTE} requests a route)`, () => {
  it('answers no 5xx, shows no stack or server path, and keeps /api errors {detail} JSON', async () => {
    const started = Date.now()
    const base = new URL(inject('baseUrl'))
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
    const routeIds = routes.map((route) => route.id)
    const failures: string[] = []
    let sentCount = 0
    const customer = await newCustomer({ name: 'Fuzz Customer' })

    for (const [index, route] of routes.entries()) {
      if (process.env.FUZZ_ONLY && !route.id.includes(process.env.FUZZ_ONLY)) continue
      // The logout routes revoke the session they are sent: sign in again when that happened.
      if ((await api('/api/auth/session', { token: customer.token })).status !== 200) {
        customer.token = (await api('/api/auth/login', { body: { email: customer.email, password: customer.password } })).body.session_token
      }
      const r = prng(SEED + index * 7919)
      const isApi = route.pattern.startsWith('/api')

      const requests: Sent[] = Array.from({ length: PER_ROUTE }, () => {
        const headers: Record<string, string> = {}
        switch (r.int(8)) {
          case 0:
          case 1:
            headers.Authorization = `Bearer ${customer.token}`
            break
          case 2:
            headers.Cookie = `session_token=${customer.token}`
            break
          case 3:
            headers.Authorization = r.pick(['Bearer ', 'Bearer x', `Bearer ${'a'.repeat(5000)}`, 'Basic YTpi', `JWT ${staff}`, 'JWT eyJhbGciOiJub25lIn0.e30.', 'Bearer {"$gt":""}'])
            break
          case 4:
            headers.Cookie = r.pick(['session_token=', `session_token=${'a'.repeat(300)}`, 'session_token=%ff', `payload-token=${staff}`, 'session_token=x; session_token=y', '=;;=;'])
            break
          default:
          // anonymous
        }
        if (r.chance(0.35)) headers.Origin = r.pick(['null', 'not a url', 'http://127.0.0.1:99999', 'https://evil.example', 'http://[::1', 'file://', base.origin, base.origin, `${base.origin}/`, 'http://localhost'])
        if (r.chance(0.15)) headers['Sec-Fetch-Site'] = r.pick(['cross-site', 'same-site', 'same-origin', 'none', 'bogus'])
        if (r.chance(0.03)) headers['X-Forwarded-Host'] = r.pick(['evil.example', 'a b', '', '127.0.0.1:99999'])
        if (r.chance(0.1)) headers.Accept = r.pick(['text/html', 'application/json', '*/*', 'x/y'])
        if (r.chance(0.05)) headers['X-Session-ID'] = r.pick(['', 'x', 'a'.repeat(5000), '%ff'])
        if (r.chance(0.03)) headers['Stripe-Signature'] = r.pick(['t=1,v1=abc', 'garbage', ''])

        const methodRoll = r.next()
        const method = methodRoll < 0.4 ? 'GET' : methodRoll < 0.85 ? 'POST' : r.pick(ODD_METHODS)
        const url = fillPattern(r, route.pattern) + query(r, routeIds)
        const sent: Sent = { method, path: url.startsWith('/') ? url : `/${url}`, headers }
        if (method !== 'GET' && method !== 'HEAD' && method !== 'TRACE' && r.chance(0.9)) {
          const b = body(r)
          sent.body = b.text
          if (b.contentType) headers['Content-Type'] = b.contentType
        }
        if (!isApi && method === 'POST' && r.chance(0.5) && !headers['Content-Type']) headers['Content-Type'] = 'application/x-www-form-urlencoded'
        return sent
      })

      let next = 0
      const worker = async () => {
        while (next < requests.length) {
          const sent = requests[next++]
          let res: RawResult
          try {
            res = await raw({ ...sent, baseUrl: base.origin, agent, timeoutMs: 5000 })
          } catch (error) {
            res = { status: 0, headers: {}, text: String(error), json: undefined }
          }
          sentCount++
          const why = problem(sent, res)
          if (why && failures.length < 25) failures.push(`[seed ${SEED}, route ${route.id}] ${describeSent(sent, res, why)}`)
          if (why && process.env.FUZZ_VERBOSE) console.info(`fuzz: %s %s`, describeSent(sent, res, why), process.env.FUZZ_VERBOSE === 'body' ? res.text : '')
        }
      }
      const routeStarted = Date.now()
      await Promise.all(Array.from({ length: CONCURRENCY }, worker))
      if (process.env.FUZZ_VERBOSE) console.info(`fuzz: %s %d ms`, route.id, Date.now() - routeStarted)
    }
    agent.destroy()

    const seconds = (Date.now() - started) / 1000
    console.info(`fuzz: ${sentCount} requests to ${routes.length} routes in ${seconds.toFixed(1)} s (seed ${SEED})`)
    expect(failures).toEqual([])
    expect(sentCount).toBe(routes.length * PER_ROUTE)
  }, 300_000)

  it('leaves the server answering normally afterwards', async () => {
    expect((await api('/api/health')).body).toEqual({ status: 'ok' })
  })
})
