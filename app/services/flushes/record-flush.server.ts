import { randomUUID } from 'node:crypto'

import { ValidationError, type Payload } from 'payload'

import { addDays } from '../../domain/checkins'
import { dayIn, herToday } from '../../domain/calendar'
import { FLUSH_LIST_DAYS_MAX, FLUSHES_PER_DAY_MAX } from '../../domain/flushes/options'
import type { FlushInput } from '../../domain/flushes/schemas'
import { instantAt } from '../../domain/time-zone'
import { badRequest } from '../../lib/errors'
import { countOwn, createOwn, findOneOwn } from '../own-records.server'
import { toPublicFlush, type PublicFlush } from './public'

/** A phone's clock a little ahead of the server's is not "the future". */
const CLOCK_SKEW_MS = 2 * 60 * 1000

/**
 * POST /api/flushes: one hot flush or night sweat, now unless she says when.
 * Not in the future, not older than the diary's 90 days, at most 60 a day.
 * The phone's `client_id` makes an entry sent twice (offline, then again)
 * kept once: the second answer is the first entry (`created: false`). The
 * unique (customer, client_id) index decides two sends at once.
 */
export async function recordFlush(
  payload: Payload,
  customerId: string,
  input: FlushInput,
  timeZone: string,
  now = new Date(),
): Promise<{ entry: PublicFlush; created: boolean }> {
  const zone = input.time_zone ?? timeZone
  const at = input.occurred_at ? new Date(input.occurred_at) : now
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw badRequest('occurred_at: cannot be in the future')
  const day = dayIn(zone, at)
  const earliest = addDays(herToday(zone, now), -(FLUSH_LIST_DAYS_MAX - 1))
  if (day < earliest) throw badRequest(`occurred_at: must be within the last ${FLUSH_LIST_DAYS_MAX} days`)

  const client_id = input.client_id ?? randomUUID()
  const sent = async () => {
    const existing = input.client_id
      ? await findOneOwn(payload, customerId, 'flushes', {
          client_id: { equals: client_id },
        })
      : null
    return existing ? { entry: toPublicFlush(existing), created: false } : null
  }
  const already = await sent()
  if (already) return already

  const dayStart = instantAt(day, '00:00', zone)
  const dayEnd = instantAt(addDays(day, 1), '00:00', zone)
  const thatDay = await countOwn(payload, customerId, 'flushes', {
    and: [{ occurred_at: { greater_than_equal: dayStart.toISOString() } }, { occurred_at: { less_than: dayEnd.toISOString() } }],
  })
  if (thatDay >= FLUSHES_PER_DAY_MAX) throw badRequest(`occurred_at: a day holds at most ${FLUSHES_PER_DAY_MAX} entries`)

  try {
    const created = await createOwn(payload, customerId, 'flushes', {
      occurred_at: at.toISOString(),
      severity: input.severity,
      kind: input.kind,
      triggers: input.triggers,
      client_id,
    })
    return { entry: toPublicFlush(created), created: true }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const winner = await sent()
    if (!winner) throw error
    return winner
  }
}
