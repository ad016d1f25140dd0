import type { LoaderFunctionArgs } from '@remix-run/node'

import { json } from '~/lib/http.server'
import { logger } from '~/lib/logger.server'
import { checkReadiness } from '~/services/health/readiness.server'

/**
 * GET /api/health/ready: readiness. 200 `{ status: 'ok', database: 'ok',
 * jobs }` only when the database answers a query; 503 with what failed
 * otherwise. The Docker image's and compose's health checks call it.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const readiness = await checkReadiness(context.payload, context.env.JOBS_AUTORUN)
  if (readiness.status !== 'ok') logger().warn({ database: readiness.database }, 'Not ready')
  return json(readiness, readiness.status === 'ok' ? 200 : 503)
}
