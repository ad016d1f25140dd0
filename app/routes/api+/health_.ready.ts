import type { LoaderFunctionArgs } from '@remix-run/node'

import { json } from '~/lib/http.server'
import { logger } from '~/lib/logger.server'
import { checkReadiness } from '~/services/health/readiness.server'

/**
 * GET /api/health/ready: readiness. 200 `{ status: 'ok', database: 'ok',
 * jobs, admin }` only when the database answers a query; 503 with what failed
 * otherwise. The Docker image's and compose's health checks call it. `admin`
 * is 'starting' for the second or so after start while the staff portal gets
 * ready (customers are already served; a staff request waits), then 'ready';
 * 'down' when it could not start: the customer site's readiness does not
 * depend on it (still 200), and /admin answers 503.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const readiness = await checkReadiness(context.payload, context.env.JOBS_AUTORUN)
  if (readiness.status !== 'ok') logger().warn({ database: readiness.database }, 'Not ready')
  return json({ ...readiness, admin: context.adminState }, readiness.status === 'ok' ? 200 : 503)
}
