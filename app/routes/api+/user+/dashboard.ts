import { z } from 'zod'

import { addDays, isCalendarDate, utcDateString } from '~/domain/checkins'
import { apiLoader, json, onlyMethod, readQuery } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { getDashboard } from '~/services/checkins.server'

/**
 * `today` (optional) is the caller's calendar day, so the streak follows the
 * customer's own midnight; it can only be a day either side of UTC's.
 */
const querySchema = z.object({
  today: z
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
    ),
})

/** The spec's Dashboard response: user, streak, recent_checkins, total_checkins (doc 1 §3). */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const { today } = readQuery(request, querySchema)
  const { user, streak, recent_checkins, total_checkins } = await getDashboard(
    context.payload,
    customer,
    context.env.BRAND_NAME,
    today,
  )
  return json({ user, streak, recent_checkins, total_checkins })
})

export const action = onlyMethod('GET')
