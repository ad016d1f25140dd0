import { calendarDayIn } from '~/domain/checkins'
import { todayQuerySchema } from '~/domain/checkins/schemas'
import { supportRegionSchema } from '~/domain/wellbeing/schemas'
import { apiAction, apiLoader, json, readJson, readQuery } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { requestTimeZone } from '~/lib/time-zone.server'
import { setSupportRegion, wellbeingSupportFor } from '~/services/wellbeing/wellbeing-support.server'

/**
 * `{ show, reason, level, region, contacts }`: whether her recent check-ins
 * suggest she may need support, how pressingly, and who to turn to where she
 * is. `?today=` is her own calendar day (the pages send the browser's);
 * without it, the day in Europe/London.
 */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const { today } = readQuery(request, todayQuerySchema)
  return json(await wellbeingSupportFor(context.payload, customer, today ?? calendarDayIn(new Date()), requestTimeZone(request)))
})

/** `PUT { region }`: where she is; answers as GET does, with that region's contacts. */
export const action = apiAction('PUT', async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const { region } = await readJson(request, supportRegionSchema)
  await setSupportRegion(context.payload, customer.id, region)
  return json(await wellbeingSupportFor(context.payload, { ...customer, support_region: region }, calendarDayIn(new Date()), requestTimeZone(request)))
})
