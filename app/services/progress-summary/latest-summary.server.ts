import type { Payload } from 'payload'

import { findOneOwn } from '../own-records.server'
import { toPublicSummary, type PublicSummary } from './public'

/** Her newest progress summary, or null before her first. */
export async function latestProgressSummary(payload: Payload, customerId: string): Promise<PublicSummary | null> {
  const latest = await findOneOwn(payload, customerId, 'progress-summaries', {}, '-createdAt')
  return latest ? toPublicSummary(latest) : null
}
