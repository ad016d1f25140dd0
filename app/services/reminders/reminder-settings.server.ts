import type { Payload } from 'payload'

import type { ReminderSetting } from '../../../types/payload-types'
import { nextReminder } from '../../domain/reminders/schedule'
import { defaultReminderSettings, REMINDER_CHANNELS, type ReminderChannel, type ReminderSettings, type ReminderSettingsInput } from '../../domain/reminders/schemas'
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../domain/time-zone'
import { withCustomerLock } from '../../lib/customer-lock.server'
import { createOwn, findOneOwn, updateOwn } from '../own-records.server'

/**
 * Her reminder and e-mail settings (issue 25): one record per customer, made
 * the first time she saves (or declines) reminders. Until then she has the
 * defaults: reminders off, e-mails about new personal content on.
 */
export interface ReminderSettingsView extends ReminderSettings {
  /** E-mail her when the wellness team sends her something. */
  content_emails: boolean
  /** Whether she has ever saved or declined reminders (the /checkin prompt asks until she has). */
  chosen: boolean
}

function findSettings(payload: Payload, customerId: string): Promise<ReminderSetting | null> {
  return findOneOwn(payload, customerId, 'reminder-settings', {})
}

/** The stored record as the API shows it. */
export function toSettings(doc: Pick<ReminderSetting, 'enabled' | 'time' | 'days' | 'time_zone' | 'channels'>): ReminderSettings {
  return {
    enabled: !!doc.enabled,
    time: doc.time,
    days: [...(doc.days ?? [])],
    time_zone: isTimeZone(doc.time_zone) ? doc.time_zone : DEFAULT_TIME_ZONE,
    channels: (doc.channels ?? []).filter((c): c is ReminderChannel => (REMINDER_CHANNELS as readonly string[]).includes(c)),
  }
}

function viewOf(doc: ReminderSetting | null): ReminderSettingsView {
  if (!doc) return { ...defaultReminderSettings(), content_emails: true, chosen: false }
  return { ...toSettings(doc), content_emails: doc.content_emails !== false, chosen: true }
}

export async function readReminderSettings(payload: Payload, customerId: string): Promise<ReminderSettingsView> {
  return viewOf(await findSettings(payload, customerId))
}

/** Where the reminder job finds her next reminder: kept with the settings, recomputed whenever they change. */
function nextDue(settings: ReminderSettings, lastSentOn: string | null | undefined, now: Date) {
  const next = settings.enabled && settings.channels.length > 0 ? nextReminder(settings, now, lastSentOn) : null
  return { next_due_at: next?.at.toISOString() ?? null, next_due_on: next?.on ?? null }
}

type Change = Partial<ReminderSettings> & { content_emails?: boolean }

/** Applies `change` to her settings (creating the record on first use) and works out her next reminder. */
async function change(payload: Payload, customerId: string, apply: (current: ReminderSettingsView) => Change, now: Date): Promise<ReminderSettingsView> {
  return withCustomerLock(customerId, async () => {
    const existing = await findSettings(payload, customerId)
    const current = viewOf(existing)
    const merged = { ...current, ...apply(current) }
    const settings: ReminderSettings = { enabled: merged.enabled, time: merged.time, days: merged.days, time_zone: merged.time_zone, channels: merged.channels }
    const data = { ...settings, content_emails: merged.content_emails, ...nextDue(settings, existing?.last_sent_on, now) }
    if (existing) await updateOwn(payload, customerId, 'reminder-settings', existing.id, data)
    else await createOwn(payload, customerId, 'reminder-settings', data)
    return { ...settings, content_emails: merged.content_emails, chosen: true }
  })
}

/** `PUT /api/user/reminders`, /account and the /checkin prompt. */
export function saveReminderSettings(payload: Payload, customerId: string, input: ReminderSettingsInput, now = new Date()): Promise<ReminderSettingsView> {
  return change(payload, customerId, () => input, now)
}

/** The /checkin prompt's "No thanks": reminders stay off, and the prompt does not ask again. */
export function declineReminders(payload: Payload, customerId: string, timeZone: string | null, now = new Date()): Promise<ReminderSettingsView> {
  return change(payload, customerId, (current) => ({ enabled: false, time_zone: timeZone && isTimeZone(timeZone) ? timeZone : current.time_zone }), now)
}

/** /account: e-mails when the wellness team sends her something, on or off. */
export function setContentEmails(payload: Payload, customerId: string, on: boolean, now = new Date()): Promise<ReminderSettingsView> {
  return change(payload, customerId, () => ({ content_emails: on }), now)
}

/**
 * One channel of reminders off (a one-click unsubscribe turns off e-mail):
 * the others carry on; with none left, reminders are off.
 */
export function turnOffReminderChannel(payload: Payload, customerId: string, channel: ReminderChannel, now = new Date()): Promise<ReminderSettingsView> {
  return change(
    payload,
    customerId,
    (current) => {
      const left = current.channels.filter((c) => c !== channel)
      return left.length > 0 ? { channels: left } : { enabled: false }
    },
    now,
  )
}
