/**
 * Wearable data input shapes (doc 2 §3, §7): the sleep log sends its hours
 * and its quality as two records. Browser-safe: zod only.
 */
import { z } from 'zod'

import { DAY_MS } from '../calendar'
import { IMPORT_NIGHTS_MAX, IMPORT_SOURCES } from './import/nights'
import { SLEEP_HOURS_MAX, SLEEP_QUALITY_MAX, SLEEP_QUALITY_MIN, WEARABLE_DAYS_MAX, WEARABLE_DAYS_MIN } from '../constants'

export const WEARABLE_DATA_TYPES = ['sleep', 'sleep_quality'] as const
export type WearableDataType = (typeof WEARABLE_DATA_TYPES)[number]

/** Where a record came from: her own entry, or a night imported from her watch's export file. */
export const WEARABLE_SOURCES = ['manual', ...IMPORT_SOURCES] as const
export type WearableSource = (typeof WEARABLE_SOURCES)[number]

export const UNIT_FOR: Record<WearableDataType, 'hours' | 'score'> = { sleep: 'hours', sleep_quality: 'score' }

export const wearableInputSchema = z
  .object({
    data_type: z.enum(WEARABLE_DATA_TYPES),
    value: z.number(),
    unit: z.enum(['hours', 'score']),
    /** When she woke, as her own clock wrote it (with its offset): its date names the night. */
    recorded_at: z.iso.datetime({ offset: true }),
    source: z.literal('manual').default('manual'),
  })
  .superRefine((input, ctx) => {
    const unit = UNIT_FOR[input.data_type]
    if (input.unit !== unit) {
      ctx.addIssue({ code: 'custom', path: ['unit'], message: `must be ${unit} for ${input.data_type}` })
      return
    }
    if (input.data_type === 'sleep' && (input.value < 0 || input.value > SLEEP_HOURS_MAX)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `sleep hours must be between 0 and ${SLEEP_HOURS_MAX}` })
    }
    if (
      input.data_type === 'sleep_quality' &&
      (!Number.isInteger(input.value) || input.value < SLEEP_QUALITY_MIN || input.value > SLEEP_QUALITY_MAX)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `sleep quality must be a whole number from ${SLEEP_QUALITY_MIN} to ${SLEEP_QUALITY_MAX}`,
      })
    }
  })

export type WearableInput = z.infer<typeof wearableInputSchema>

export const wearableQuerySchema = z.object({
  data_type: z.enum(WEARABLE_DATA_TYPES).optional(),
  days: z.coerce.number().int().min(WEARABLE_DAYS_MIN).max(WEARABLE_DAYS_MAX).default(7),
})

/** The sleep page's "Log sleep" (one night: hours and quality, checked as two wearable records by the action). */
export const sleepLogSchema = z.object({ hours: z.unknown(), quality: z.unknown(), recorded_at: z.unknown() })

const MINUTES_MAX = SLEEP_HOURS_MAX * 60
const minutes = z.number().int().min(0).max(MINUTES_MAX)
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** One imported night (POST /api/wearable-data/import): figures only, never the file. */
export const importedNightSchema = z
  .object({
    /** The date she woke, on her calendar. */
    night: z.string().regex(DAY, 'must be a date (YYYY-MM-DD)'),
    bedtime: z.iso.datetime({ offset: true }),
    wake_time: z.iso.datetime({ offset: true }),
    asleep_minutes: minutes.refine((m) => m > 0, 'must be more than 0'),
    in_bed_minutes: minutes.optional(),
    deep_minutes: minutes.optional(),
    light_minutes: minutes.optional(),
    rem_minutes: minutes.optional(),
    awake_minutes: minutes.optional(),
  })
  .strict()
  .superRefine((n, ctx) => {
    const bed = Date.parse(n.bedtime)
    const wake = Date.parse(n.wake_time)
    // Malformed times are already reported by their own fields.
    if (Number.isNaN(bed) || Number.isNaN(wake)) return
    if (!(wake > bed)) ctx.addIssue({ code: 'custom', path: ['wake_time'], message: 'must be after bedtime' })
    else if (wake - bed > MINUTES_MAX * 60_000) ctx.addIssue({ code: 'custom', path: ['wake_time'], message: `must be within ${SLEEP_HOURS_MAX} hours of bedtime` })
    else if (n.asleep_minutes > Math.round((wake - bed) / 60_000)) ctx.addIssue({ code: 'custom', path: ['asleep_minutes'], message: 'cannot be longer than from bedtime to wake time' })
    // Her calendar day of waking is the UTC day of the wake time, give or take a day for her zone.
    const utcDay = new Date(wake).toISOString().slice(0, 10)
    const dayMs = Date.parse(`${n.night}T00:00:00Z`)
    if (Number.isNaN(dayMs) || Math.abs(dayMs - Date.parse(`${utcDay}T00:00:00Z`)) > DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['night'], message: 'must be the day of the wake time' })
    }
  })

export type ImportedNightInput = z.infer<typeof importedNightSchema>

export const wearableImportSchema = z
  .object({
    source: z.enum(IMPORT_SOURCES),
    nights: z.array(importedNightSchema).min(1, 'must hold at least one night').max(IMPORT_NIGHTS_MAX, `at most ${IMPORT_NIGHTS_MAX} nights a call`),
  })
  .strict()

export type WearableImport = z.infer<typeof wearableImportSchema>
