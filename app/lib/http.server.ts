import { json as typedJson, type ActionFunctionArgs, type LoaderFunctionArgs, type TypedResponse } from '@remix-run/node'
import { z, type ZodType } from 'zod'

import { AppError, badRequest, forbidden, tooLarge, type ActionFailure } from './errors'
import { logError } from './logger.server'
import { withReference } from './request-context.server'

/**
 * The one place where errors become answers: `{ "detail": "…" }` with the
 * status of the error's code (errors.ts) for the documented API, the same
 * detail and status as `ActionFailure` for page actions; never a stack trace.
 */
export function json<T>(data: T, init?: number | ResponseInit): Response {
  const base: ResponseInit = typeof init === 'number' ? { status: init } : (init ?? {})
  const headers = new Headers(base.headers)
  headers.set('Content-Type', 'application/json; charset=utf-8')
  headers.set('Cache-Control', 'no-store')
  return new Response(JSON.stringify(data), { ...base, headers })
}

export function errorResponse(error: unknown): Response {
  if (error instanceof Response) return error
  if (error instanceof AppError) {
    return json({ detail: error.detail }, { status: error.status, headers: error.headers })
  }
  // The answer's detail gets the request's id on its way out (server/remix.ts).
  logError('Unhandled API error', error)
  return json({ detail: 'Something went wrong. Please try again.' }, 500)
}

/** Wrap an API route handler so thrown AppErrors and Responses become answers. */
export function apiHandler<A>(handler: (args: A) => Promise<Response>): (args: A) => Promise<Response> {
  return async (args: A) => {
    try {
      return await handler(args)
    } catch (error) {
      return errorResponse(error)
    }
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The host an `Origin` header names, or null when it names none (`null`, not a URL, a bad port, not http). */
function originHost(origin: string): string | null {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null
  } catch {
    return null
  }
}

/**
 * Whether a request says it comes from another site: `Sec-Fetch-Site` other
 * than same-origin or none, or an `Origin` that does not name `host` (the
 * host the request was sent to) — including `Origin: null` and an Origin
 * that does not parse. No Origin at all is not cross-site (older browsers,
 * non-browser clients). The express guard for page forms (server/guards.ts)
 * asks the same question.
 */
export function isCrossSite(header: (name: string) => string | null | undefined, host: string | undefined): boolean {
  const site = header('Sec-Fetch-Site')
  if (site && site !== 'same-origin' && site !== 'none') return true
  const origin = header('Origin')
  if (origin === null || origin === undefined) return false
  return !host || originHost(origin) !== host
}

/**
 * A cookie-borne session (customer or staff) on a state-changing request must
 * come from this site's own pages (defence in depth beside SameSite=Lax).
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return
  if (isCrossSite((name) => request.headers.get(name), new URL(request.url).host)) throw forbidden('Cross-site request refused')
}

/** A GET route of the documented API. */
export const apiLoader = (handler: (args: LoaderFunctionArgs) => Promise<Response>) => apiHandler(handler)

/** A route of the documented API that changes something with `method` (POST, PUT…); other methods answer 405. */
export function apiAction(method: string, handler: (args: ActionFunctionArgs) => Promise<Response>) {
  return apiHandler(async (args: ActionFunctionArgs) => {
    requireMethod(args.request, method)
    return handler(args)
  })
}

/** The other export of a route that serves one method: 405, naming the method it serves. */
export const onlyMethod = (method: string) => () => methodNotAllowed([method])

/** Answer 405 for a method the route does not serve. */
export function methodNotAllowed(allowed: string[]): Response {
  return json({ detail: 'Method not allowed' }, { status: 405, headers: { Allow: allowed.join(', ') } })
}

export function requireMethod(request: Request, ...allowed: string[]): void {
  if (!allowed.includes(request.method.toUpperCase())) throw methodNotAllowed(allowed)
}

/** Describe the first zod issue in words a customer can act on. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.join('.')
  const message = issue.message
  return field ? `${field}: ${message}` : message
}

export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw badRequest(describeIssue(result.error))
  return result.data
}

const MAX_JSON_BYTES = 1024 * 1024

/** Read and validate a JSON body; malformed or oversized bodies answer 400/413. */
export async function readJson<T>(request: Request, schema: ZodType<T>): Promise<T> {
  const length = Number(request.headers.get('Content-Length') ?? 0)
  if (length > MAX_JSON_BYTES) throw tooLarge('Request body is too large')
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) throw tooLarge('Request body is too large')
  let body: unknown = {}
  if (text.trim()) {
    try {
      body = JSON.parse(text)
    } catch {
      throw badRequest('Request body must be valid JSON')
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object')
  }
  return parseWith(schema, body)
}

/** Query parameters as a plain object for zod. */
export function readQuery<T>(request: Request, schema: ZodType<T>): T {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries())
  return parseWith(schema, params)
}

/**
 * Run a page action. An `AppError` becomes `{ ok: false, code, detail }` with
 * its status, which the page shows as its toast or alert; any other failure is
 * logged and answers `fallback` with 500. Thrown Responses (redirects) pass.
 */
export async function pageAction<T>(
  fallback: string,
  work: () => Promise<T>,
): Promise<T | TypedResponse<ActionFailure>> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof AppError) {
      return typedJson({ ok: false, code: error.code, detail: error.detail }, { status: error.status, headers: error.headers })
    }
    logError(fallback, error)
    return typedJson({ ok: false, code: 'internal', detail: withReference(fallback) }, { status: 500 })
  }
}

/** In a page loader: an `AppError` becomes the page's error boundary with its status. */
export function asPageError(error: unknown): never {
  if (error instanceof AppError) throw new Response(error.detail, { status: error.status, headers: error.headers })
  throw error
}
