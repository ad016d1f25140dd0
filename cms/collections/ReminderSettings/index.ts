import type { CollectionConfig } from 'payload'

import { REMINDER_CHANNELS } from '../../../app/domain/reminders/settings'
import { WEEKDAY_NAMES, WEEKDAYS } from '../../../app/domain/reminders/schedule'
import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'

/**
 * Her reminder and e-mail settings (issue 25), one per customer: daily
 * check-in reminders (on/off, time of day, days, her time zone, channels) and
 * whether she is e-mailed when the wellness team sends her something. Her
 * time zone is the one every "today" of hers is counted in.
 *
 * `next_due_at`/`next_due_on` are kept by the app: the next reminder and the
 * day of hers it belongs to; the reminder job reads those due through the
 * (enabled, next_due_at) index. `last_sent_on` is the last day she had one.
 */
export const ReminderSettings: CollectionConfig = {
  slug: 'reminder-settings',
  labels: { singular: 'Reminder settings', plural: 'Reminder settings' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'enabled', 'time', 'time_zone', 'content_emails'] },
  access: { read: isWellnessStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['enabled', 'next_due_at'] }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, unique: true, index: true },
    { name: 'enabled', label: 'Daily check-in reminders', type: 'checkbox', required: true, defaultValue: false },
    { name: 'time', type: 'text', required: true, admin: { description: 'HH:MM on her clock' } },
    { name: 'days', type: 'select', hasMany: true, options: WEEKDAYS.map((value) => ({ value, label: WEEKDAY_NAMES[value] })) },
    { name: 'time_zone', type: 'text', required: true, admin: { description: 'IANA name, e.g. Europe/London' } },
    { name: 'channels', type: 'select', hasMany: true, options: [...REMINDER_CHANNELS] },
    { name: 'content_emails', label: 'E-mail when the wellness team sends her something', type: 'checkbox', required: true, defaultValue: true },
    { name: 'next_due_at', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'next_due_on', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'last_sent_on', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'last_sent_at', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
