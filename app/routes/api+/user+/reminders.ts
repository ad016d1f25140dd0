import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { reminderSettingsSchema, type ReminderSettings } from '~/domain/reminders/schemas'
import { apiHandler, json, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { readReminderSettings, saveReminderSettings, type ReminderSettingsView } from '~/services/reminders/reminder-settings.server'

/** The documented shape: exactly the five settings. */
const shown = ({ enabled, time, days, time_zone, channels }: ReminderSettingsView): ReminderSettings => ({ enabled, time, days, time_zone, channels })

/** GET /api/user/reminders: her daily check-in reminder settings (off until she chooses). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  return json(shown(await readReminderSettings(context.payload, customer.id)))
})

/** PUT /api/user/reminders: the same shape; 400 naming a bad time, day, time zone or channel. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'PUT')
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, reminderSettingsSchema)
  return json(shown(await saveReminderSettings(context.payload, customer.id, input)))
})
