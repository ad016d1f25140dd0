import type { Payload } from 'payload'

import { herToday } from '../../domain/calendar'
import type { CheckinInput } from '../../domain/checkins/schemas'
import type { BleedingFlow } from '../../domain/treatments/options'
import { badRequest } from '../../lib/errors'
import { clearBleedingOn, recordBleeding } from '../treatments/bleeding.server'
import type { PublicCheckin } from './public'
import { submitCheckin, type ReplaceCondition } from './submit-checkin.server'

/** What a check-in does to the day's bleeding: `flow` logs it, `flow: null` ("None") clears it. */
export interface CheckinBleeding {
  flow: BleedingFlow | null
  time_zone?: string
}

/**
 * The check-in page's form, online (its action) and as kept on the phone with
 * no signal (POST /api/checkin/offline): the check-in for the day (one per
 * date, a repeat updates), then the day's bleeding line when the form sends
 * one. A flow for a day after her today is refused before anything is saved.
 * With a `condition` (kept offline) a saved check-in she did not see is never
 * replaced: `CheckinDayTaken` is thrown and nothing, bleeding included, is written.
 */
export async function submitCheckinWithBleeding(
  payload: Payload,
  customerId: string,
  input: CheckinInput,
  bleeding?: CheckinBleeding,
  now = new Date(),
  condition?: ReplaceCondition,
): Promise<{ checkin: PublicCheckin; created: boolean }> {
  if (bleeding?.flow && input.date > herToday(bleeding.time_zone, now)) throw badRequest('date: cannot be in the future')
  const saved = await submitCheckin(payload, customerId, input, condition)
  if (bleeding) {
    if (bleeding.flow) await recordBleeding(payload, customerId, { date: input.date, flow: bleeding.flow, time_zone: bleeding.time_zone }, now)
    else await clearBleedingOn(payload, customerId, input.date)
  }
  return saved
}
