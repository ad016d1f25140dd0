import type { LoaderFunctionArgs } from '@remix-run/node'

import { json } from '~/lib/http.server'

/** 200 once the database answers, 503 otherwise. */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    await context.payload.count({ collection: 'users', overrideAccess: true })
    return json({ status: 'ok' })
  } catch {
    return json({ status: 'unavailable', detail: 'Database unreachable' }, 503)
  }
}
