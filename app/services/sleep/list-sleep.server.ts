import type { Payload } from 'payload'

import { WEARABLE_DAYS_MAX } from '../../domain/constants'
import type { SleepRecord } from '../../domain/sleep/rules'
import { WEARABLE_SOURCES, type WearableDataType } from '../../domain/sleep/schemas'
import { findOwn } from '../own-records.server'
import { toPublicWearable } from './public'
import { DAY_MS } from '../../domain/calendar'


/**
 * GET /api/wearable-data?data_type&days (doc 2 §7): the customer's own records
 * recorded in the last `days` days (1–90), newest first. At most one record
 * per night, type and source.
 */
export async function listSleepRecords(
  payload: Payload,
  customerId: string,
  query: { data_type?: WearableDataType; days: number },
  now = new Date(),
): Promise<SleepRecord[]> {
  const days = Math.min(Math.max(1, query.days), WEARABLE_DAYS_MAX)
  const docs = await findOwn(payload, customerId, 'wearable-data', {
    where: {
      recorded_at: { greater_than_equal: new Date(now.getTime() - days * DAY_MS).toISOString() },
      ...(query.data_type ? { data_type: { equals: query.data_type } } : {}),
    },
    sort: '-recorded_at',
    // A night holds her sleep and quality, and a night from each watch she imported.
    limit: (1 + WEARABLE_SOURCES.length) * (days + 2),
  })
  return docs.map(toPublicWearable)
}
