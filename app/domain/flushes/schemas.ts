/**
 * The shapes the hot-flush diary's API and page accept. Browser-safe: zod and
 * pure rules only. Whether a time is in the future is checked by the service
 * against the server's clock (`recordFlush`).
 */
import { z } from 'zod'

import { timeZoneField } from '../treatments/schemas'
import { FLUSH_KINDS, FLUSH_LIST_DAYS_DEFAULT, FLUSH_LIST_DAYS_MAX, FLUSH_SEVERITIES, FLUSH_TRIGGERS } from './options'

const strict = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys?.join(', ')}` : undefined,
}

/** POST /api/flushes. `client_id` is the phone's own id for the entry: the same id sent twice is kept once. */
export const flushInputSchema = z.strictObject(
  {
    occurred_at: z.iso
      .datetime({
        offset: true,
        error: 'must be a date and time such as 2026-03-01T14:30:00Z',
      })
      .optional(),
    severity: z.enum(FLUSH_SEVERITIES, {
      error: `must be one of ${FLUSH_SEVERITIES.join(', ')}`,
    }),
    kind: z.enum(FLUSH_KINDS, { error: `must be one of ${FLUSH_KINDS.join(', ')}` }).default('flush'),
    triggers: z
      .array(
        z.enum(FLUSH_TRIGGERS, {
          error: `must each be one of ${FLUSH_TRIGGERS.join(', ')}`,
        }),
        { error: 'must be a list' },
      )
      .max(FLUSH_TRIGGERS.length, {
        error: `must hold at most ${FLUSH_TRIGGERS.length} triggers`,
      })
      .default([])
      .transform((list) => [...new Set(list)]),
    client_id: z.uuid({ error: 'must be a UUID' }).optional(),
    time_zone: timeZoneField,
  },
  strict,
)
export type FlushInput = z.infer<typeof flushInputSchema>

const daysError = `must be a whole number from 1 to ${FLUSH_LIST_DAYS_MAX}`

/** GET /api/flushes?days=1..90 (default 14). */
export const flushQuerySchema = z.object({
  days: z.coerce
    .number({ error: daysError })
    .int({ error: daysError })
    .min(1, { error: daysError })
    .max(FLUSH_LIST_DAYS_MAX, { error: daysError })
    .default(FLUSH_LIST_DAYS_DEFAULT),
})
