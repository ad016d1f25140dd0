import type { Payload } from 'payload'

import { addDays } from '../../domain/checkins'
import { herToday } from '../../domain/calendar'
import { FLUSHES_PER_DAY_MAX } from '../../domain/flushes/options'
import { instantAt } from '../../domain/time-zone'
import { findOwn } from '../own-records.server'
import { toPublicFlush, type PublicFlush } from './public'

/** GET /api/flushes?days=N: her entries of the last N days of her calendar (today included), newest first. */
export async function listFlushes(
  payload: Payload,
  customerId: string,
  days: number,
  timeZone: string,
  now = new Date(),
): Promise<PublicFlush[]> {
  const from = instantAt(addDays(herToday(timeZone, now), -(days - 1)), '00:00', timeZone)
  const docs = await findOwn(payload, customerId, 'flushes', {
    where: { occurred_at: { greater_than_equal: from.toISOString() } },
    sort: '-occurred_at',
    limit: days * FLUSHES_PER_DAY_MAX,
  })
  return docs.map(toPublicFlush)
}
