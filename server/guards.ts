import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express'

import { isCrossSite } from '../app/lib/http.server'
import { logError } from '../app/lib/logger.server'
import { withReference } from '../app/lib/request-context.server'
import type { RateLimiter } from '../app/lib/rate-limit.server'

/**
 * Checks every request passes before it reaches Next (admin, Payload's REST
 * API) or Remix (pages, the documented /api). Odd requests (methods no route
 * serves, paths that do not decode, cross-site form posts) get a clean 4xx in
 * the form their caller reads, never a 5xx or a framework's error page.
 */

/** Which part of the site a path belongs to: it decides the shape of an error. */
export type Area = 'api' | 'cms' | 'admin' | 'page'

export function areaOf(path: string): Area {
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  if (path === '/cms-api' || path.startsWith('/cms-api/')) return 'cms'
  if (/^\/(admin|_next)(\/|$)/.test(path)) return 'admin'
  return 'page'
}

/** The raw path of a request, before any decoding. */
function rawPath(req: Request): string {
  const url = req.originalUrl || req.url
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/**
 * An error answer: `{ "detail" }` JSON for the documented API, Payload's own
 * `{ "errors": [{ "message" }] }` for its REST API, short plain text elsewhere.
 */
export function refuse(res: Response, area: Area, status: number, message: string, headers: Record<string, string> = {}): void {
  res.status(status)
  res.set({ ...headers, 'Cache-Control': 'no-store' })
  if (area === 'api') res.json({ detail: message })
  else if (area === 'cms') res.json({ errors: [{ message }] })
  else res.type('text/plain; charset=utf-8').send(message)
}

/** The methods some route of this app serves; anything else is refused here. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const served = new Set<string>(SERVED_METHODS)

export const methodGuard: RequestHandler = (req, res, next) => {
  if (served.has(req.method)) return next()
  refuse(res, areaOf(rawPath(req)), 405, 'Method not allowed', { Allow: SERVED_METHODS.join(', ') })
}

// Control characters (CR, LF, NUL, …) never belong in a path.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * A path must decode as UTF-8 (`%ff`, overlong `%C0%AE` are refused with 400)
 * and hold no control characters once decoded (404: no route has one).
 */
export const pathGuard: RequestHandler = (req, res, next) => {
  const raw = rawPath(req)
  const area = areaOf(raw)
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return refuse(res, area, 400, 'Malformed URL path')
  }
  if (CONTROL.test(decoded)) return refuse(res, areaOf(decoded), 404, 'Not found')
  // Browsers resolve `.` and `..` before sending; a path that still has them names no page.
  if (/\/\.{1,2}(\/|$)/.test(decoded)) return refuse(res, area, 404, 'Not found')
  // A path that only decodes into an area (`/api%2Fx`) answers in that area's form.
  if (areaOf(decoded) !== area) return refuse(res, areaOf(decoded), 404, 'Not found')
  next()
}

const CMS_BODY_TYPES = new Set(['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'])
const CMS_COUNTS = ['limit', 'page', 'depth']

/**
 * Requests Payload's REST API would answer with a 500 instead of reading:
 * a collection named like a built-in property of every object (`constructor`,
 * `__proto__`), a count that is not a small whole number, a body in a type it
 * does not take. (Errors raised inside Payload are mapped in
 * cms/hooks/answerUnreadableRequests.ts.)
 */
export const cmsApiGuard: RequestHandler = (req, res, next) => {
  const segments = decodeURIComponent(rawPath(req)).split('/').slice(2)
  if (segments.some((segment) => segment in Object.prototype)) return refuse(res, 'cms', 404, 'Not found')
  for (const name of CMS_COUNTS) {
    const value = req.query[name]
    if (value !== undefined && (typeof value !== 'string' || !/^\d{1,7}$/.test(value))) {
      return refuse(res, 'cms', 400, `${name} must be a whole number`)
    }
  }
  const type = req.get('Content-Type')?.split(';')[0].trim().toLowerCase()
  if (type && !CMS_BODY_TYPES.has(type) && req.method !== 'GET' && req.method !== 'HEAD') {
    return refuse(res, 'cms', 415, 'Send JSON, a form or multipart form data')
  }
  // Payload parses a JSON body sent with its GET override before it can catch
  // a parse error; the admin sends the override with a form-encoded query only.
  const override = req.get('X-Payload-HTTP-Method-Override') ?? req.get('X-HTTP-Method-Override')
  if (override && type === 'application/json') return refuse(res, 'cms', 415, 'A method override takes a form-encoded query')
  next()
}

/**
 * The admin's own sign-in (Payload's `POST /cms-api/users/login`) counts
 * against the same per-address staff sign-in limit as `/api/admin/auth/login`;
 * past it, 429 with `Retry-After` in Payload's error form, which the login
 * screen shows. (Per account, Payload locks an account after 5 failures.)
 */
export function staffLoginLimit(limits: RateLimiter): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !/^\/cms-api\/users\/login\/?$/.test(rawPath(req))) return next()
    limits
      .take('staffSignInPerAddress', clientAddress(req))
      .then((refusal) => {
        if (!refusal) return next()
        refuse(res, 'cms', 429, refusal.detail, { 'Retry-After': String(refusal.retryAfterSeconds) })
      })
      .catch(next)
  }
}

/** The client's address: `req.ip` honours `X-Forwarded-For` only from a trusted proxy ('trust proxy'). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The host a browser addressed, as Remix reads it for its own check of form
 * posts: the first `X-Forwarded-Host`, else `Host`.
 */
function addressedHost(req: Request): string | undefined {
  const forwarded = req.get('X-Forwarded-Host')?.split(',')[0]?.trim()
  return forwarded || req.get('Host') || undefined
}

/** A host as compared: lower case, without the scheme's default port. */
function comparableHost(host: string, protocol: string): string {
  const lower = host.toLowerCase()
  const defaultPort = protocol === 'https:' ? ':443' : ':80'
  return lower.endsWith(defaultPort) ? lower.slice(0, -defaultPort.length) : lower
}

/**
 * One address for the site: a page or admin screen opened at another name
 * for this server (`127.0.0.1` when APP_URL says `localhost`, `www.` in
 * production) is sent to the same path at APP_URL (301) before anything
 * else, so its cookies, the form posts' origin check and checkout's return
 * address agree. Only GET and HEAD of pages and the admin: the documented
 * API, Payload's REST API and the health probes answer at any name. The
 * target is always APP_URL, never the name asked for, so it cannot be made
 * to send anyone elsewhere. Not cached, so a corrected APP_URL takes effect.
 */
export function canonicalHostGuard(appUrl: string): RequestHandler {
  const canonical = new URL(appUrl)
  const host = comparableHost(canonical.host, canonical.protocol)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const path = rawPath(req)
    const area = areaOf(path)
    if (area !== 'page' && area !== 'admin') return next()
    const addressed = addressedHost(req)
    if (!addressed || comparableHost(addressed, canonical.protocol) === host) return next()
    const target = req.originalUrl.startsWith('/') ? req.originalUrl : '/'
    res.set('Cache-Control', 'no-store')
    res.redirect(301, `${canonical.origin}${target}`)
  }
}

/**
 * Page forms are posted only from this site's own pages. A state-changing
 * request to a page from another site, a sandboxed frame (`Origin: null`) or
 * with an `Origin` that does not parse is refused with 403 before Remix,
 * which would otherwise abort it with a 500.
 */
export const pageOriginGuard: RequestHandler = (req, res, next) => {
  if (!STATE_CHANGING.has(req.method) || areaOf(rawPath(req)) !== 'page') return next()
  if (isCrossSite((name) => req.get(name), addressedHost(req))) return refuse(res, 'page', 403, 'This form can only be sent from this site. Please go back and try again.')
  next()
}

/**
 * The last resort: whatever a handler throws becomes a short answer in the
 * area's form; only a fault of ours is a 500, and no answer carries a stack.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error)
  const declared = Number((error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode)
  const status = declared >= 400 && declared < 500 ? declared : 500
  if (status === 500) logError('Unhandled request error', error)
  const message = status === 500 ? withReference('Something went wrong. Please try again.', req.get('X-Request-Id')) : status === 413 ? 'Request body is too large' : 'Bad request'
  refuse(res, areaOf(rawPath(req)), status, message)
}
