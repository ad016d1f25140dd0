import type { Payload } from 'payload'

import { env } from '../lib/env.server'
import { sendDistribution } from '../services/admin/send-distribution.server'

/** Job handler: write a distribution's notifications (see services/admin/distributions.server.ts). */
export function runSendDistribution(payload: Payload, distributionId: string): Promise<number> {
  return sendDistribution(payload, env().BRAND_NAME, distributionId)
}
