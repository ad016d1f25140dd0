import type { LoaderFunctionArgs } from '@remix-run/node'

import { json } from '~/lib/http.server'

/**
 * GET /api/health: liveness. The process is up and serving; nothing else is
 * asked (no database), so a load balancer may call it as often as it likes.
 * Whether the database answers: GET /api/health/ready.
 */
export async function loader(_: LoaderFunctionArgs) {
  return json({ status: 'ok' })
}
