import type { Payload } from 'payload'

import { dayIn } from '../../domain/calendar'
import { addDays, daysBetween } from '../../domain/checkins'
import { FLUSH_WEEKS, FLUSH_WINDOW_DAYS, FLUSHES_PER_DAY_MAX } from '../../domain/flushes/options'
import { summariseFlushes, type FlushEntry, type FlushSummary } from '../../domain/flushes/summary'
import { instantAt } from '../../domain/time-zone'
import { findOneOwn, findOwnFields } from '../own-records.server'
import { storedTriggers } from './public'

export type { FlushSummary }

const FIELDS = ['occurred_at', 'severity', 'kind', 'triggers'] as const

/** Her entries from the start of `firstDay` to the end of `lastDay`, her calendar: bounded by the range and the daily cap. */
async function entriesBetween(
  payload: Payload,
  customerId: string,
  firstDay: string,
  lastDay: string,
  timeZone: string,
): Promise<FlushEntry[]> {
  const from = instantAt(firstDay, '00:00', timeZone)
  const to = instantAt(addDays(lastDay, 1), '00:00', timeZone)
  const days = daysBetween(firstDay, lastDay) + 1
  const docs = await findOwnFields(payload, customerId, 'flushes', FIELDS, {
    where: {
      and: [{ occurred_at: { greater_than_equal: from.toISOString() } }, { occurred_at: { less_than: to.toISOString() } }],
    },
    sort: 'occurred_at',
    limit: days * FLUSHES_PER_DAY_MAX,
  })
  return docs.map((d) => ({
    occurred_at: d.occurred_at,
    severity: d.severity,
    kind: d.kind,
    triggers: storedTriggers(d.triggers),
  }))
}

/**
 * GET /api/flushes/summary: her diary's figures on her calendar
 * (app/domain/flushes/summary.ts). Reads her first entry, her first week and
 * the 12 weeks to today; each read bounded by its range.
 */
export async function getFlushSummary(payload: Payload, customerId: string, timeZone: string, now = new Date()): Promise<FlushSummary> {
  const firstDoc = await findOneOwn(payload, customerId, 'flushes', {}, 'occurred_at')
  if (!firstDoc) return summariseFlushes([], null, timeZone, now)
  const today = dayIn(timeZone, now)
  const first = dayIn(timeZone, new Date(firstDoc.occurred_at))
  const chartStart = addDays(today, -(FLUSH_WEEKS * FLUSH_WINDOW_DAYS) + 1)
  const baselineEnd = addDays(first, FLUSH_WINDOW_DAYS - 1)
  const [early, recent] = await Promise.all([
    baselineEnd < chartStart ? entriesBetween(payload, customerId, first, baselineEnd, timeZone) : Promise.resolve([]),
    entriesBetween(payload, customerId, first > chartStart ? first : chartStart, today, timeZone),
  ])
  return summariseFlushes([...early, ...recent], firstDoc.occurred_at, timeZone, now)
}
