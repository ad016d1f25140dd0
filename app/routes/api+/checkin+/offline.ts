import { OFFLINE_MESSAGES } from '~/domain/phone-app/offline'
import { offlineCheckinSchema } from '~/domain/phone-app/schemas'
import { conflict } from '~/lib/errors'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { submitCheckinWithBleeding } from '~/services/checkins/checkin-with-bleeding.server'
import { CheckinDayTaken } from '~/services/checkins/submit-checkin.server'

export const loader = onlyMethod('POST')

/**
 * POST /api/checkin/offline: a check-in the phone kept with no signal, sent by
 * the service worker (docs/features/phone-app.md), doing what the check-in
 * page's form does online. Saved only into the account it was made in: 409
 * and nothing saved when someone else is signed in (H-30). Never replaces a
 * saved check-in she did not see (`replaces`): 409 with `existing`, the saved
 * one, and nothing saved, for the page to ask her which to keep.
 */
export const action = apiAction('POST', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const { customer: madeIn, bleeding_flow, time_zone, replaces, ...checkin } = await readJson(request, offlineCheckinSchema)
  if (madeIn !== customer.id) throw conflict('This check-in was made in another account: it is not saved into this one.')
  const bleeding = bleeding_flow === undefined ? undefined : { flow: bleeding_flow, time_zone }
  try {
    const saved = await submitCheckinWithBleeding(context.payload, customer.id, checkin, bleeding, new Date(), { replaces: replaces ?? null })
    return json({ success: true, ...saved }, saved.created ? 201 : 200)
  } catch (error) {
    if (!(error instanceof CheckinDayTaken)) throw error
    return json({ detail: OFFLINE_MESSAGES.dayTaken, existing: error.existing }, 409)
  }
})
