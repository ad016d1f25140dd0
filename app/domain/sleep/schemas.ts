/**
 * Wearable data input shapes (doc 2 §3, §7): the sleep log sends its hours
 * and its quality as two records. Browser-safe: zod only.
 */
import { z } from 'zod'

import { SLEEP_HOURS_MAX, SLEEP_QUALITY_MAX, SLEEP_QUALITY_MIN, WEARABLE_DAYS_MAX, WEARABLE_DAYS_MIN } from '../constants'

export const WEARABLE_DATA_TYPES = ['sleep', 'sleep_quality'] as const
export type WearableDataType = (typeof WEARABLE_DATA_TYPES)[number]

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
