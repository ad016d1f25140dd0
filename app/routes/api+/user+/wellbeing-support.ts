import { calendarDayIn } from '~/domain/checkins'
import { todayQuerySchema } from '~/domain/checkins/schemas'
import { apiLoader, json, onlyMethod, readQuery } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { wellbeingSupportFor } from '~/services/wellbeing/wellbeing-support.server'

/**
 * `{ show, reason, contacts }`: whether her recent check-ins suggest she may
 * need support, and who to turn to. `?today=` is her own calendar day (the
 * pages send the browser's); without it, the day in Europe/London.
 */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const { today } = readQuery(request, todayQuerySchema)
  return json(await wellbeingSupportFor(context.payload, customer.id, today ?? calendarDayIn(new Date())))
})

export const action = onlyMethod('GET')
