import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'

import { areaOf, refuse } from './guards'

/**
 * Remix behind express, as `@remix-run/express` does it, with two differences:
 * a request whose host does not make a URL is refused with 400 (not thrown),
 * and every error under `/api` leaves as `{ "detail" }` JSON, even the ones
 * Remix writes itself (a method a route does not serve, `?_data=…`).
 */
export function remixHandler(build: ServerBuild, loadContext: () => AppLoadContext): RequestHandler {
  const handle = createRequestHandler(build, 'production')
  return async (req, res, next) => {
    try {
      const request = toFetchRequest(req, res)
      if (!request) return refuse(res, areaOf(req.path), 400, 'Bad request')
      const response = await handle(request, loadContext())
      await send(res, areaOf(new URL(request.url).pathname) === 'api' ? await asApiAnswer(response) : response)
    } catch (error) {
      next(error)
    }
  }
}

// A host name or address with an optional port; nothing that would change a URL's path.
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i

/** The host the client addressed; `X-Forwarded-Host` only from a trusted proxy. */
function requestHost(req: ExpressRequest): string | undefined {
  const trust = req.app.get('trust proxy fn') as (address: string | undefined, index: number) => boolean
  const forwarded = trust(req.socket.remoteAddress, 0) ? req.get('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined
  return forwarded || req.get('Host')
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request | null {
  const host = requestHost(req)
  if (!host || !HOST.test(host)) return null
  let url: URL
  try {
    url = new URL(`${req.protocol}://${host}${req.originalUrl}`)
  } catch {
    return null
  }
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
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
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

/** Headers of an error answer worth keeping when its body is rewritten. */
const KEPT_HEADERS = ['Allow', 'Retry-After', 'Set-Cookie', 'WWW-Authenticate']

/**
 * An API error that is not already `{ "detail": "…" }` JSON (Remix's own
 * `{"message":"Unexpected Server Error"}`, an HTML page) becomes one, with the
 * same status.
 */
export async function asApiAnswer(response: Response): Promise<Response> {
  if (response.status < 400) return response
  if (/application\/json/i.test(response.headers.get('Content-Type') ?? '')) {
    const text = await response.text()
    try {
      const body = JSON.parse(text) as { detail?: unknown } | null
      if (body && typeof body.detail === 'string') return new Response(text, response)
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
  return new Response(JSON.stringify({ detail }), { status, headers })
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
