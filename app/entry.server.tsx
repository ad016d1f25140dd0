import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'

import { CoalescedStream } from '~/lib/coalesced-stream.server'
import { logError } from '~/lib/logger.server'
import { OFFLINE_OWNER_HEADER, offlineOwner } from '~/lib/offline-owner.server'
import { NonceProvider } from '~/lib/nonce'
import { newNonce, pagePolicy } from '~/lib/security-headers.server'

const ABORT_DELAY = 5_000

/**
 * Remix's own Node entry (streaming; whole documents for bots), plus the
 * Content-Security-Policy: every page answer gets a fresh nonce (made by
 * server/index.ts for this request) on each inline script and style Remix
 * writes, and the policy naming it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || newNonce()
  responseHeaders.set('Content-Security-Policy', pagePolicy(nonce, loadContext.env))
  responseHeaders.set(OFFLINE_OWNER_HEADER, offlineOwner(request, loadContext.env.PAYLOAD_SECRET))
  const whole = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const ready = () => {
      shellRendered = true
      const body = new CoalescedStream()
      const stream = createReadableStreamFromReadable(body)
      responseHeaders.set('Content-Type', 'text/html')
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
      pipe(body)
    }
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady: whole ? ready : undefined,
        onShellReady: whole ? undefined : ready,
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors in the shell reject above and are logged by handleError.
          if (shellRendered) logError('Page render failed', error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}

/** A page's data fetched by the browser names its session too, for the service worker. */
export function handleDataRequest(response: Response, { request, context }: { request: Request; context: AppLoadContext }) {
  response.headers.set(OFFLINE_OWNER_HEADER, offlineOwner(request, context.env.PAYLOAD_SECRET))
  return response
}

/**
 * Every error a loader, action or render throws (not the Responses they throw
 * on purpose): logged once with its stack and the request's id. A request the
 * client abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  logError('Request failed', error)
}
