import { ValidationError, type Payload } from 'payload'

import type { CheckinInput } from '../../domain/checkins/schemas'
import type { CheckinChange } from '../../domain/checkins/stats'
import { oneUnitAtATimeEverywhere } from '../../lib/lease.server'
import { atomically } from '../../lib/transaction.server'
import type { Checkin } from '../../../types/payload-types'
import { findOneOwn, insertOwn, setOwnFields } from '../own-records.server'
import { keepFiguresAfter, storeCheckinFigures } from './figures.server'
import { toPublicCheckin, type PublicCheckin } from './public'

/**
 * Creates the check-in for that day, or updates the one already there, and
 * keeps her figures (count, run, version) in the same transaction, so the
 * first read after any number of writes shows exact figures. Her submits
 * take turns in every process on the database: SQLite's write lock, held by
 * the transaction from its first statement (decision 0035), or elsewhere a
 * lease on her figures (decision 0029); the unique (customer, date) index is the last guard: a
 * losing create is tried once more as an update of the winner, so concurrent
 * submits leave one record.
 */
export async function submitCheckin(
  payload: Payload,
  customerId: string,
  input: CheckinInput,
  condition?: ReplaceCondition,
): Promise<{ checkin: PublicCheckin; created: boolean }> {
  const attempt = () => oneUnitAtATimeEverywhere(payload, `checkins:${customerId}`, () => writeOnce(payload, customerId, input, condition))
  try {
    return await attempt()
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return attempt()
  }
}

/**
 * A check-in written without her looking at the day's saved one (kept on the
 * phone with no signal): it may replace only the saved check-in she saw,
 * `replaces` being its `updated_at` (`null`: she saw none).
 */
export interface ReplaceCondition {
  replaces: string | null
}

/** The day already has a check-in she did not see: nothing was written; `existing` is the saved one, for her to choose. */
export class CheckinDayTaken extends Error {
  constructor(public readonly existing: PublicCheckin) {
    super('This day already has a saved check-in.')
    this.name = 'CheckinDayTaken'
  }
}

function sameCheckin(saved: PublicCheckin, input: CheckinInput): boolean {
  return (
    saved.energy_level === input.energy_level &&
    saved.sleep_quality === input.sleep_quality &&
    saved.stress_level === input.stress_level &&
    saved.mood === input.mood &&
    (saved.journal_entry ?? null) === (input.journal_entry ?? null)
  )
}

function writeOnce(payload: Payload, customerId: string, input: CheckinInput, condition?: ReplaceCondition): Promise<{ checkin: PublicCheckin; created: boolean }> {
  const values = {
    energy_level: input.energy_level,
    sleep_quality: input.sleep_quality,
    stress_level: input.stress_level,
    mood: input.mood,
    journal_entry: input.journal_entry ?? null,
  }
  return atomically(
    payload,
    async (req) => {
      const existing = await findOneOwn(payload, customerId, 'checkins', { date: { equals: input.date } }, undefined, req)
      if (existing && condition && existing.updatedAt !== condition.replaces) {
        const saved = toPublicCheckin(existing)
        // The same check-in again (a replay after a lost answer) is no change, not a conflict.
        if (sameCheckin(saved, input)) return { checkin: saved, created: false }
        throw new CheckinDayTaken(saved)
      }
      // Through the adapter (decision 0035): the input was validated in full, the check-in's one hook (her
      // activity time) is kept with her figures below, and Payload's document locks guard the admin's editing,
      // which check-ins have none of.
      let written: Checkin
      if (existing) {
        const updatedAt = new Date().toISOString()
        await setOwnFields(payload, customerId, 'checkins', existing.id, values, { req, updatedAt })
        written = { ...existing, ...values, updatedAt }
      } else {
        written = await insertOwn(payload, customerId, 'checkins', { date: input.date, ...values }, req)
      }
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
