import { z } from 'zod'

import { checkinSchema } from '../checkins/schemas'
import { BLEEDING_FLOWS } from '../treatments/options'
import { timeZoneField } from '../treatments/schemas'

/**
 * POST /api/checkin/offline (docs/features/phone-app.md): a check-in the
 * phone kept with no signal, sent by the service worker. The check-in page's
 * fields, plus `customer`, the account it was made in: the server saves it
 * only into that account (H-30). `bleeding_flow`: a flow logs the day, `null`
 * clears it (she set it back to "None"), absent leaves it as it is.
 */
export const offlineCheckinSchema = z.strictObject(
  {
    ...checkinSchema.shape,
    customer: z.string({ error: 'must be the id of the account the check-in was made in' }).min(1, { error: 'must not be empty' }).max(100, { error: 'is too long' }),
    bleeding_flow: z.enum(BLEEDING_FLOWS, { error: `must be one of ${BLEEDING_FLOWS.join(', ')}, or null` }).nullable().optional(),
    time_zone: timeZoneField,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : undefined) },
)
export type OfflineCheckinInput = z.infer<typeof offlineCheckinSchema>
