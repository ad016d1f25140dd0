import type { Payload } from 'payload'

import { env } from '../lib/env.server'
import { sendContentNotices } from '../services/mail/send-content-notices.server'

/** Job handler: e-mail a delivered distribution's recipients that something new is waiting. */
export function runSendContentNotices(payload: Payload, distributionId: string): Promise<number> {
  return sendContentNotices(payload, env(), distributionId)
}
