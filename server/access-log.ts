import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import type { Request, RequestHandler } from 'express'

import { logger } from '../app/lib/logger.server'
import { newRequestId, SANE_REQUEST_ID, withRequest, type RequestFacts } from '../app/lib/request-context.server'

/**
 * The first middleware of every request: its id and its access line.
 *
 * - `X-Request-Id` on every answer (pages, the API, the admin, Payload's REST
 *   API, static files, errors): the one a trusted proxy sent when it is sane
 *   (`SANE_REQUEST_ID`), otherwise a fresh one. The request carries it on to
 *   Remix and Next as the same header.
 * - The rest of the request runs inside its request context
 *   (app/lib/request-context.server.ts), so every line logged meanwhile names
 *   the id, and the session code can note who made it.
 * - When the answer has gone (or the client went away), one access line:
 *   id, method, path without the query string (a postcode or a token-like
 *   segment masked), status, duration in ms, and the customer's or staff
 *   member's id. Nothing else of the request: no e-mail, name, token,
 *   password, body or health data.
 */
export function requestLog(payloadSecret: string): RequestHandler {
  const log = logger()
  const staffKey = createHash('sha256').update(payloadSecret).digest('hex').slice(0, 32)
  return (req, res, next) => {
    const offered = req.headers['x-request-id']
    const trusted = typeof offered === 'string' && SANE_REQUEST_ID.test(offered) && trustsProxy(req)
    const id = trusted ? offered : newRequestId()
    req.headers['x-request-id'] = id
    res.setHeader('X-Request-Id', id)
    const facts: RequestFacts = { id }
    const started = performance.now()
    res.once('close', () => {
      const staffId = facts.staffId ?? staffIdOf(req, staffKey)
      log.info({
        req_id: id,
        method: req.method,
        path: loggedPath(req.originalUrl || req.url),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(facts.customerId ? { customer_id: facts.customerId } : {}),
        ...(staffId ? { staff_id: staffId } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      })
    })
    withRequest(facts, next)
  }
}

/** Whether the connection comes from a proxy Express trusts ('trust proxy'). */
function trustsProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as (address: string | undefined, index: number) => boolean
  return trust(req.socket.remoteAddress, 0)
}

/** Paths that hold something personal in a segment, and how they are logged. */
const MASKED_PATHS: [RegExp, string][] = [[/^\/api\/grocery\/postcode\/[^/]*/, '/api/grocery/postcode/:postcode']]

/** A segment that looks like a token (long, URL-safe, not a uuid): never logged. */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The path as the access line shows it: no query string, personal segments masked, at most 300 characters. */
export function loggedPath(url: string): string {
  const end = url.search(/[?#]/)
  let path = end === -1 ? url : url.slice(0, end)
  for (const [pattern, replacement] of MASKED_PATHS) path = path.replace(pattern, replacement)
  if (path.length > 32) {
    path = path
      .split('/')
      .map((segment) => (TOKEN_LIKE.test(segment) && !UUID.test(segment) ? ':token' : segment))
      .join('/')
  }
  return path.length > 300 ? `${path.slice(0, 300)}…` : path
}

/**
 * The staff member behind an admin or Payload REST request: the `id` claim of
 * the Payload token it carries (cookie or `Authorization: JWT`), only when
 * its signature verifies with this server's secret. Read after the answer,
 * so it costs the request nothing.
 */
function staffIdOf(req: Request, key: string): string | undefined {
  const path = req.originalUrl || req.url
  if (!/^\/(admin|cms-api|api\/admin)(\/|$|\?)/.test(path)) return undefined
  const header = req.headers.authorization
  const token = header?.startsWith('JWT ') ? header.slice(4).trim() : /(?:^|;\s*)payload-token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1]
  if (!token) return undefined
  const [head, body, signature] = token.split('.')
  if (!head || !body || !signature) return undefined
  try {
    const expected = createHmac('sha256', key).update(`${head}.${body}`).digest()
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { id?: unknown; collection?: unknown }
    return claims.collection === 'users' && (typeof claims.id === 'string' || typeof claims.id === 'number') ? String(claims.id) : undefined
  } catch {
    return undefined
  }
}
