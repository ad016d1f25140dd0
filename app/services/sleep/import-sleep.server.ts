import { ValidationError, type Payload } from 'payload'

import type { WearableDatum } from '../../../types/payload-types'
import { DAY_MS } from '../../domain/calendar'
import type { ImportedNightInput, WearableImport } from '../../domain/sleep/schemas'
import { badRequest } from '../../lib/errors'
import { createOwn, findOneOwn, findOwn, updateOwn } from '../own-records.server'

/** A few minutes' grace for a phone whose clock runs ahead. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

export interface ImportResult {
  imported: number
  updated: number
  unchanged: number
}

const FIGURES = ['asleep_minutes', 'in_bed_minutes', 'deep_minutes', 'light_minutes', 'rem_minutes', 'awake_minutes'] as const

/** The stored fields for one night: its hours are the asleep minutes. */
function valuesOf(n: ImportedNightInput) {
  return {
    value: n.asleep_minutes / 60,
    unit: 'hours' as const,
    recorded_at: new Date(n.wake_time).toISOString(),
    recorded_at_local: n.wake_time,
    bedtime: new Date(n.bedtime).toISOString(),
    asleep_minutes: n.asleep_minutes,
    in_bed_minutes: n.in_bed_minutes ?? null,
    deep_minutes: n.deep_minutes ?? null,
    light_minutes: n.light_minutes ?? null,
    rem_minutes: n.rem_minutes ?? null,
    awake_minutes: n.awake_minutes ?? null,
  }
}

function same(record: WearableDatum, values: ReturnType<typeof valuesOf>): boolean {
  return (
    new Date(record.recorded_at).getTime() === new Date(values.recorded_at).getTime() &&
    (record.bedtime ? new Date(record.bedtime).getTime() : null) === new Date(values.bedtime).getTime() &&
    FIGURES.every((key) => (record[key] ?? null) === values[key])
  )
}

/**
 * POST /api/wearable-data/import (doc 2 §7, beyond the spec's list): nights
 * read from her watch's export file on her device, stored as her sleep
 * records with their source. One record per night and source: the same night
 * from the same source again updates it (or leaves it as it was), never
 * duplicates. Her own entries are never touched; the sleep page counts hers
 * first (`nightsFrom`). No night may be later than she could have woken.
 * Each night is written on its own: a call cut short is completed by sending
 * the same nights again.
 */
export async function importSleep(payload: Payload, customerId: string, input: WearableImport, now = new Date()): Promise<ImportResult> {
  const latestDay = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10)
  input.nights.forEach((n, i) => {
    if (Date.parse(n.wake_time) > now.getTime() + CLOCK_SKEW_MS || n.night > latestDay) throw badRequest(`nights.${i}: cannot be in the future`)
  })
  const seen = new Set<string>()
  input.nights.forEach((n, i) => {
    if (seen.has(n.night)) throw badRequest(`nights.${i}.night: ${n.night} appears twice`)
    seen.add(n.night)
  })

  const where = (nights: string[]) => ({
    data_type: { equals: 'sleep' },
    source: { equals: input.source },
    night: { in: nights },
  })
  const existing = await findOwn(payload, customerId, 'wearable-data', { where: where([...seen]), limit: input.nights.length })
  const byNight = new Map(existing.map((r) => [r.night, r]))

  const result: ImportResult = { imported: 0, updated: 0, unchanged: 0 }
  for (const n of input.nights) {
    const values = valuesOf(n)
    let record = byNight.get(n.night) ?? null
    if (!record) {
      try {
        await createOwn(payload, customerId, 'wearable-data', { data_type: 'sleep', night: n.night, source: input.source, ...values })
        result.imported++
        continue
      } catch (error) {
        // The same night arrived in another request at the same moment: the unique index kept one.
        if (!(error instanceof ValidationError)) throw error
        record = await findOneOwn(payload, customerId, 'wearable-data', where([n.night]))
        if (!record) throw error
      }
    }
    if (same(record, values)) {
      result.unchanged++
    } else {
      await updateOwn(payload, customerId, 'wearable-data', record.id, values)
      result.updated++
    }
  }
  return result
}
