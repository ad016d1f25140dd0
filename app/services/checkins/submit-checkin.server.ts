import { ValidationError, type Payload } from 'payload'

import type { CheckinInput } from '../../domain/checkins/schemas'
import type { CheckinChange } from '../../domain/checkins/stats'
import { oneAtATimeEverywhere } from '../../lib/lease.server'
import { atomically } from '../../lib/transaction.server'
import { createOwn, findOneOwn, updateOwn } from '../own-records.server'
import { keepFiguresAfter, storeCheckinFigures } from './figures.server'
import { toPublicCheckin, type PublicCheckin } from './public'

/**
 * Creates the check-in for that day, or updates the one already there, and
 * keeps her figures (count, run, version) in the same transaction, so the
 * first read after any number of writes shows exact figures. Her submits
 * take turns in every process on the database (a lease on her figures,
 * decision 0029); the unique (customer, date) index is the last guard: a
 * losing create is tried once more as an update of the winner, so concurrent
 * submits leave one record.
 */
export async function submitCheckin(
  payload: Payload,
  customerId: string,
  input: CheckinInput,
): Promise<{ checkin: PublicCheckin; created: boolean }> {
  const attempt = () => oneAtATimeEverywhere(payload, `checkins:${customerId}`, () => writeOnce(payload, customerId, input))
  try {
    return await attempt()
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return attempt()
  }
}

function writeOnce(payload: Payload, customerId: string, input: CheckinInput): Promise<{ checkin: PublicCheckin; created: boolean }> {
  const values = {
    energy_level: input.energy_level,
    sleep_quality: input.sleep_quality,
    stress_level: input.stress_level,
    mood: input.mood,
    journal_entry: input.journal_entry,
  }
  return atomically(
    payload,
    async (req) => {
      const existing = await findOneOwn(payload, customerId, 'checkins', { date: { equals: input.date } }, undefined, req)
      const written = existing
        ? await updateOwn(payload, customerId, 'checkins', existing.id, values, undefined, req)
        : await createOwn(payload, customerId, 'checkins', { date: input.date, ...values }, req)
      const change: CheckinChange = existing ? { kind: 'rated' } : { kind: 'created', date: input.date }
      await keepFiguresAfter(payload, customerId, change, req)
      return { checkin: toPublicCheckin(written), created: !existing }
    },
    // Without transactions (MongoDB standalone) the check-in may be stored and its figures not: count them again.
    async () => {
      await storeCheckinFigures(payload, customerId)
    },
  )
}
