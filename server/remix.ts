import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'

import { withReference } from '../app/lib/request-context.server'
import { areaOf, refuse } from './guards'

/**
 * Remix behind express, as `@remix-run/express` does it, with two differences:
 * a request whose host does not make a URL is refused with 400 (not thrown),
 * and every error under `/api` leaves as `{ "detail" }` JSON, even the ones
 * Remix writes itself (a method a route does not serve, `?_data=…`).
 */
/** `build` may be a function: `npm run dev` swaps in each new build as Remix rebuilds. */
export function remixHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
): RequestHandler {
  const handle = createRequestHandler(build, 'production')
  return async (req, res, next) => {
    try {
      const area = areaOf(req.path)
      // The whole body is read first (it is small: forms and JSON), so none is
      // ever left unread on a kept-alive connection, and too much is refused.
      // File uploads stream through: their route enforces its own limits while
      // it writes to disk.
      const body = STREAMED_PATHS.has(req.path) ? 'stream' : await readBody(req, MAX_BODY_BYTES)
      if (body === null) {
        // A lingering close, as web servers do: the rest of a moderately
        // oversized body is read and dropped first, so the client, still
        // sending, receives the 413 instead of a broken connection.
        await discardBody(req, LINGER_BYTES, LINGER_MS)
        return refuse(res, area, 413, 'Request body is too large', { Connection: 'close' })
      }
      // A streamed body the route refused part-way is never drained: the
      // connection closes after the answer, so no unread bytes reach the next request.
      if (body === 'stream') res.setHeader('Connection', 'close')
      const request = toFetchRequest(req, res, body)
      if (!request) return refuse(res, area, 400, 'Bad request')
      if (area === 'page') {
        const problem = await formProblem(request, JSON_PAGES.has(req.path))
        if (problem) return refuse(res, area, problem.status, problem.message)
      }
      const response = await handle(request, loadContext(req, res))
      const id = req.get('X-Request-Id')
      await send(res, areaOf(new URL(request.url).pathname) === 'api' ? await asApiAnswer(response, id) : await withoutCrashText(response, id))
    } catch (error) {
      next(error)
    }
  }
}

/** Pages whose actions read a JSON body (with `readJson`, which answers 400 for bad JSON). */
const JSON_PAGES = new Set(['/food-logging', '/sleep-tracking'])

/** Routes that take a file upload (multipart, up to the media size limits). */
const STREAMED_PATHS = new Set(['/api/admin/media/upload-file'])

/** Above the API's own 1 MB JSON limit, so the API answers that itself; pages post small forms. */
const MAX_BODY_BYTES = 2 * 1024 * 1024

/** The request body, or null when it is larger than `limit` (the rest is then left unread). */
/** How much of a refused body is read and dropped before the answer, and for how long at most. */
const LINGER_BYTES = 8 * 1024 * 1024
const LINGER_MS = 5_000

/** Reads and drops what is left of a body, up to `limit` bytes or `ms`; a larger or slower one is cut off by the close. */
async function discardBody(req: ExpressRequest, limit: number, ms: number): Promise<void> {
  if (req.readableEnded || req.destroyed || Number(req.get('Content-Length') ?? 0) > limit) return
  await new Promise<void>((resolve) => {
    let size = 0
    const done = () => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', done)
      req.off('close', done)
      req.off('error', done)
      resolve()
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) done()
    }
    const timer = setTimeout(done, ms)
    req.on('data', onData)
    req.once('end', done)
    req.once('close', done)
    req.once('error', done)
    req.resume()
  })
}

/** The whole body, or null once it passes `limit` (the stream is left open, for `discardBody`). */
async function readBody(req: ExpressRequest, limit: number): Promise<Buffer | null> {
  if (Number(req.get('Content-Length') ?? 0) > limit) return null
  return new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (result: Buffer | null) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
      req.pause()
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) finish(null)
      else chunks.push(chunk)
    }
    const onEnd = () => finish(Buffer.concat(chunks))
    const onError = (error: Error) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('close', onClose)
      reject(error)
    }
    // The client went away before the end of its body.
    const onClose = () => {
      if (!req.readableEnded) onError(new Error('Request aborted'))
    }
    req.on('data', onData)
    req.once('end', onEnd)
    req.once('error', onError)
    req.once('close', onClose)
  })
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/**
 * Pages take only forms. Anything else posted to a page (JSON, XML, a
 * multipart body that does not parse) would make its action fail on reading
 * the form; it is refused here with 415 or 400. A post with no body at all is
 * an empty form.
 */
async function formProblem(request: Request, takesJson: boolean): Promise<{ status: number; message: string } | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  const declared = request.headers.get('Content-Type')
  const type = declared?.split(';')[0].trim().toLowerCase() ?? ''
  if (takesJson && type === 'application/json') return null
  if (!FORM_TYPES.has(type)) {
    if (!type) return null
    return { status: 415, message: 'Forms are sent as application/x-www-form-urlencoded or multipart/form-data.' }
  }
  if (type === 'multipart/form-data') {
    try {
      await request.clone().formData()
    } catch {
      return { status: 400, message: 'The form could not be read.' }
    }
  }
  return null
}

// A host name or address with an optional port; nothing that would change a URL's path.
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i

/** The host the client addressed; `X-Forwarded-Host` only from a trusted proxy. */
function requestHost(req: ExpressRequest): string | undefined {
  const trust = req.app.get('trust proxy fn') as (address: string | undefined, index: number) => boolean
  const forwarded = trust(req.socket.remoteAddress, 0) ? req.get('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined
  return forwarded || req.get('Host')
}

/** The URL the client asked for, or null when its Host header does not make one (answered 400). */
export function requestUrl(req: ExpressRequest): URL | null {
  const host = requestHost(req)
  if (!host || !HOST.test(host)) return null
  try {
    return new URL(`${req.protocol}://${host}${req.originalUrl}`)
  } catch {
    return null
  }
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, body: Buffer | 'stream'): Request | null {
  const url = requestUrl(req)
  if (!url) return null
  // `_data` asks Remix for a page's loader data; the API has no pages.
  if (areaOf(url.pathname) === 'api') url.searchParams.delete('_data')

  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  let controller: AbortController | null = new AbortController()
  const signal = controller.signal
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())

  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal }
  if (req.method !== 'GET' && req.method !== 'HEAD' && body === 'stream') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
  } else if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = new Uint8Array(body as Buffer)
    // A page post with no type is read as a plain form, as browsers send them
    // (an empty body is an empty form); actions never see an unreadable body.
    if (!headers.has('Content-Type') && areaOf(url.pathname) === 'page') {
      headers.set('Content-Type', 'application/x-www-form-urlencoded')
    }
  }
  return new Request(url.href, init)
}

const DETAIL_FOR_STATUS: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large',
  429: 'Too many requests',
}

/** Headers of an error answer worth keeping when its body is rewritten (a 416 names the file's size in Content-Range). */
const KEPT_HEADERS = ['Allow', 'Content-Range', 'Retry-After', 'Set-Cookie', 'WWW-Authenticate']

/**
 * An API error that is not already `{ "detail": "…" }` JSON (Remix's own
 * `{"message":"Unexpected Server Error"}`, an HTML page) becomes one, with the
 * same status. A 5xx answer names the request's id, in its detail (for a
 * customer to quote) and as `request_id`.
 */
export async function asApiAnswer(response: Response, requestId?: string): Promise<Response> {
  if (response.status < 400) return response
  if (/application\/json/i.test(response.headers.get('Content-Type') ?? '')) {
    const text = await response.text()
    try {
      const body = JSON.parse(text) as { detail?: unknown } | null
      if (body && typeof body.detail === 'string') {
        if (response.status < 500 || !requestId) return new Response(text, response)
        const headers = new Headers(response.headers)
        headers.delete('Content-Length')
        const referenced = { ...body, detail: withReference(body.detail, requestId), request_id: requestId }
        return new Response(JSON.stringify(referenced), { status: response.status, statusText: response.statusText, headers })
      }
    } catch {
      // not JSON after all: rewritten below
    }
  } else {
    await response.body?.cancel()
  }
  const status = response.status
  const detail = DETAIL_FOR_STATUS[status] ?? (status < 500 ? 'Bad request' : 'Something went wrong. Please try again.')
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  for (const name of KEPT_HEADERS) {
    for (const value of name === 'Set-Cookie' ? response.headers.getSetCookie() : [response.headers.get(name)]) {
      if (value) headers.append(name, value)
    }
  }
  const body = status >= 500 && requestId ? { detail: withReference(detail, requestId), request_id: requestId } : { detail }
  return new Response(JSON.stringify(body), { status, headers })
}

/**
 * Remix answers a refused data request (`?_data=` naming another route, a
 * method a resource route lacks) with `{"message":"Unexpected Server Error"}`
 * and a 4xx status: the words are wrong, the status is right. A page's data
 * request that failed with a 5xx (`X-Remix-Error`) keeps its words and gains
 * the request's id, which the error page shows (app/root.tsx).
 */
async function withoutCrashText(response: Response, requestId?: string): Promise<Response> {
  if (response.status < 400 || !/application\/json/i.test(response.headers.get('Content-Type') ?? '')) return response
  if (response.status >= 500) {
    if (!requestId || !response.headers.has('X-Remix-Error')) return response
    const { message } = (await response.json().catch(() => ({}))) as { message?: unknown }
    const headers = new Headers(response.headers)
    headers.delete('Content-Length')
    const text = withReference(typeof message === 'string' ? message : 'Unexpected Server Error', requestId)
    return new Response(JSON.stringify({ message: text }), { status: response.status, headers })
  }
  const text = await response.text()
  if (!text.includes('Unexpected Server Error')) return new Response(text, response)
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  return new Response(JSON.stringify({ message: DETAIL_FOR_STATUS[response.status] ?? 'Bad request' }), { status: response.status, headers })
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) {
    if (name !== 'set-cookie') res.append(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.append('Set-Cookie', cookies)
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}
