import { z } from 'zod'

import { isTimeZone } from '../time-zone'
import { WEEKDAYS } from './schedule'
import { REMINDER_CHANNELS } from './settings'

export * from './settings'

/** `GET/PUT /api/user/reminders`, the /account form and the /checkin prompt parse with this schema (settings.ts has the browser-safe rest). */

const time = z
  .string({ error: 'must be a time of day as HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (00:00 to 23:59)')

const days = z
  .array(z.enum(WEEKDAYS, { error: `each day must be one of ${WEEKDAYS.join(', ')}` }), { error: `must be a list of days (${WEEKDAYS.join(', ')})` })
  .max(7, 'lists each day at most once')
  .refine((list) => new Set(list).size === list.length, 'lists each day at most once')
  // Stored in the week's order, whatever order they came in.
  .transform((list) => WEEKDAYS.filter((day) => list.includes(day)))

const timeZone = z
  .string({ error: 'must be a time zone name such as Europe/London' })
  .trim()
  .refine(isTimeZone, 'must be a time zone name such as Europe/London')

const channels = z
  .array(z.enum(REMINDER_CHANNELS, { error: `each channel must be one of ${REMINDER_CHANNELS.join(', ')}` }), {
    error: `must be a list of channels (${REMINDER_CHANNELS.join(', ')})`,
  })
  .max(REMINDER_CHANNELS.length, 'lists each channel at most once')
  .refine((list) => new Set(list).size === list.length, 'lists each channel at most once')

/** PUT /api/user/reminders: the whole settings, as GET answers them. */
export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'must be true or false' }),
    time,
    days,
    time_zone: timeZone,
    channels,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.enabled) return
    if (value.days.length === 0) ctx.addIssue({ code: 'custom', path: ['days'], message: 'choose at least one day for reminders' })
    if (value.channels.length === 0) ctx.addIssue({ code: 'custom', path: ['channels'], message: 'choose at least one way to be reminded' })
  })

export type ReminderSettingsInput = z.infer<typeof reminderSettingsSchema>

/**
 * The /account and /checkin forms as the schema's shape: checkboxes send
 * `enabled=on`, one `days` entry per ticked day and one `channels` entry per
 * ticked channel.
 */
export function reminderSettingsFromForm(form: FormData): unknown {
  return {
    enabled: form.get('enabled') === 'on' || form.get('enabled') === 'true',
    time: form.get('time'),
    days: form.getAll('days'),
    time_zone: form.get('time_zone'),
    channels: form.getAll('channels'),
  }
}

