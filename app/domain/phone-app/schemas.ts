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
 * `replaces`: the saved check-in for that day the form showed her (its
 * `updated_at`), or `null` when it showed none. The server replaces a saved
 * check-in only when it is that one (she saw it and changed it, as online);
 * any other answers 409 with the saved one, for her to choose which to keep.
 * Absent (an entry kept by an earlier version of the page) counts as `null`.
 */
export const offlineCheckinSchema = z.strictObject(
  {
    ...checkinSchema.shape,
    customer: z.string({ error: 'must be the id of the account the check-in was made in' }).min(1, { error: 'must not be empty' }).max(100, { error: 'is too long' }),
    bleeding_flow: z.enum(BLEEDING_FLOWS, { error: `must be one of ${BLEEDING_FLOWS.join(', ')}, or null` }).nullable().optional(),
    time_zone: timeZoneField,
    replaces: z.iso.datetime({ offset: true, error: 'must be the updated_at of the saved check-in the form showed, or null' }).nullable().optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : undefined) },
)
export type OfflineCheckinInput = z.infer<typeof offlineCheckinSchema>
