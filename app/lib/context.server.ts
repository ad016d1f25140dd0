import type { Payload } from 'payload'

import type { Env } from './env.server'
import type { LimitContext } from './rate-limit.server'

/** What server/index.ts hands every loader and action. */
export interface AppContext {
  payload: Payload
  env: Env
}

/**
 * Per request, beside the shared `AppContext`: the process's rate limiter and
 * the client's address (`req.ip`, which honours `X-Forwarded-For` only from a
 * trusted proxy), and the Content-Security-Policy nonce of this answer.
 */
export interface RequestContext extends LimitContext {
  cspNonce: string
  /** Whether this process's admin (Next) is ready yet: it starts after the customer site (decision 0026). */
  adminState: 'starting' | 'ready' | 'down'
}

declare module '@remix-run/server-runtime' {
  interface AppLoadContext extends AppContext, RequestContext {}
}
