import { z } from 'zod'

import {
  CHECKIN_HISTORY_DEFAULT_LIMIT,
  CHECKIN_HISTORY_MAX_LIMIT,
  CHECKIN_RATING_MAX,
  CHECKIN_RATING_MIN,
  JOURNAL_MAX_LENGTH,
} from '../constants'
import { addDays, isCalendarDate, latestAllowedCheckinDate, utcDateString } from './index'

/**
 * The check-in form and its API (doc 1 §5, §7): one schema, browser-safe, so
 * the page and POST /api/checkin/submit validate alike.
 */
const rating = z
  .number({ error: `must be a whole number from ${CHECKIN_RATING_MIN} to ${CHECKIN_RATING_MAX}` })
  .int({ error: `must be a whole number from ${CHECKIN_RATING_MIN} to ${CHECKIN_RATING_MAX}` })
  .min(CHECKIN_RATING_MIN, { error: `must be from ${CHECKIN_RATING_MIN} to ${CHECKIN_RATING_MAX}` })
  .max(CHECKIN_RATING_MAX, { error: `must be from ${CHECKIN_RATING_MIN} to ${CHECKIN_RATING_MAX}` })

/** A check-in date: a real calendar day, no later than tomorrow in UTC (the furthest-ahead time zone). */
export const checkinDate = z.string({ error: 'must be a date in YYYY-MM-DD form' }).superRefine((value, ctx) => {
  if (!isCalendarDate(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be a real calendar date in YYYY-MM-DD form' })
  } else if (value > latestAllowedCheckinDate(new Date())) {
    ctx.addIssue({ code: 'custom', message: 'cannot be in the future' })
  }
})

/** POST /api/checkin/submit and the check-in page's form (doc 1 §5). */
export const checkinSchema = z.object({
  date: checkinDate,
  energy_level: rating,
  sleep_quality: rating,
  stress_level: rating,
  mood: rating,
  journal_entry: z
    .string({ error: 'must be text' })
    .max(JOURNAL_MAX_LENGTH, { error: `must be at most ${JOURNAL_MAX_LENGTH} characters` })
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
})
export type CheckinInput = z.infer<typeof checkinSchema>

/** GET /api/checkin/history?limit=1..100 (default 7). */
export const historyQuerySchema = z.object({
  limit: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return CHECKIN_HISTORY_DEFAULT_LIMIT
      const n = Number(v)
      if (!/^\d+$/.test(v) || n < 1 || n > CHECKIN_HISTORY_MAX_LIMIT) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from 1 to ${CHECKIN_HISTORY_MAX_LIMIT}` })
        return z.NEVER
      }
      return n
    }),
})

/**
 * `today` (optional) is the caller's own calendar day, so a rule about "today"
 * or "the last N days" follows her midnight, not the server's; it can only be
 * a day either side of UTC's.
 */
export const callerToday = z
  .string()
  .optional()
  .refine((v) => v === undefined || isCalendarDate(v), { error: 'must be a real calendar date in YYYY-MM-DD form' })
  .refine(
    (v) => {
      if (v === undefined || !isCalendarDate(v)) return true
      const utc = utcDateString(new Date())
      return v >= addDays(utc, -1) && v <= addDays(utc, 1)
    },
    { error: 'must be within a day of the current date' },
  )

export const todayQuerySchema = z.object({ today: callerToday })
