import type { Payload } from 'payload'

import type { Env } from './env.server'

/** What server/index.ts hands every loader and action. */
export interface AppContext {
  payload: Payload
  env: Env
}

declare module '@remix-run/server-runtime' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
