import { ValidationError, type Payload } from 'payload'

import { nightOf, type SleepRecord } from '../../domain/sleep/rules'
import type { WearableInput } from '../../domain/sleep/schemas'
import { badRequest } from '../../lib/errors'
import { createOwn, findOneOwn, updateOwn } from '../own-records.server'
import { toPublicWearable } from './public'

/** A few minutes' grace for a phone whose clock runs ahead. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

function findNight(payload: Payload, customerId: string, dataType: WearableInput['data_type'], night: string) {
  return findOneOwn(payload, customerId, 'wearable-data', { data_type: { equals: dataType }, night: { equals: night }, source: { equals: 'manual' } })
}

/**
 * POST /api/wearable-data (doc 2 §7). One record per customer, data type and
 * night (the date she woke up, from recorded_at as her clock wrote it): a
 * night logged twice replaces the first. The unique index decides races.
 */
export async function recordSleep(
  payload: Payload,
  customerId: string,
  input: WearableInput,
  now = new Date(),
): Promise<{ record: SleepRecord; replaced: boolean }> {
  const recordedAt = new Date(input.recorded_at)
  if (recordedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw badRequest('recorded_at: cannot be in the future')
  const night = nightOf(input.recorded_at)
  const values = {
    value: input.value,
    unit: input.unit,
    recorded_at: recordedAt.toISOString(),
    recorded_at_local: input.recorded_at,
    source: input.source,
  }
  const update = async (id: string) => toPublicWearable(await updateOwn(payload, customerId, 'wearable-data', id, values))

  const existing = await findNight(payload, customerId, input.data_type, night)
  if (existing) return { record: await update(existing.id), replaced: true }
  try {
    const created = await createOwn(payload, customerId, 'wearable-data', { data_type: input.data_type, night, ...values })
    return { record: toPublicWearable(created), replaced: false }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const winner = await findNight(payload, customerId, input.data_type, night)
    if (!winner) throw error
    return { record: await update(winner.id), replaced: true }
  }
}
