import { DEFAULT_REMINDER_TIME } from '../constants'
import { DEFAULT_TIME_ZONE } from '../time-zone'
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from './schedule'

/**
 * Her reminder settings (issue 25), browser-safe: what they hold, their
 * defaults, and the words that describe them (schemas.ts parses them).
 * Channels are how a reminder reaches her: e-mail, and push (a notification
 * on each phone or computer where she pressed "Remind me on this phone");
 * each channel is sent by its own sender.
 */
export const REMINDER_CHANNELS = ['email', 'push'] as const
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number]

export interface ReminderSettings {
  enabled: boolean
  /** 'HH:MM', 24-hour, on her clock. */
  time: string
  days: Weekday[]
  time_zone: string
  channels: ReminderChannel[]
}

/** Before she chooses: off, in the evening, every day, e-mail. */
export function defaultReminderSettings(timeZone = DEFAULT_TIME_ZONE): ReminderSettings {
  return { enabled: false, time: DEFAULT_REMINDER_TIME, days: [...WEEKDAYS], time_zone: timeZone, channels: ['email'] }
}

export const REMINDER_MESSAGES = {
  saved: 'Your reminder settings are saved.',
  turnedOn: 'Daily check-in reminders are on.',
  declined: 'No reminders. You can turn them on any time on your account page.',
  contentEmailsOn: 'We will e-mail you when the wellness team sends you something.',
  contentEmailsOff: 'No more e-mails when the wellness team sends you something.',
} as const

const WEEKDAY_SET = (list: readonly Weekday[], wanted: readonly Weekday[]) =>
  list.length === wanted.length && wanted.every((day) => list.includes(day))

/** 'every day', 'weekdays', 'weekends', or the days named ('Monday, Wednesday and Friday'). */
export function describeDays(list: readonly Weekday[]): string {
  if (list.length === 7) return 'every day'
  if (WEEKDAY_SET(list, ['mon', 'tue', 'wed', 'thu', 'fri'])) return 'on weekdays'
  if (WEEKDAY_SET(list, ['sat', 'sun'])) return 'at weekends'
  const names = WEEKDAYS.filter((day) => list.includes(day)).map((day) => WEEKDAY_NAMES[day])
  if (names.length <= 1) return `on ${names[0] ?? 'no day'}s`
  return `on ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

export const CHANNEL_NAMES: Record<ReminderChannel, string> = { email: 'e-mail', push: 'notification on your phone' }

/** For /account, after "Check-in reminder:": what is on, when, on which clock, how. */
export function describeReminders(settings: ReminderSettings): string {
  if (!settings.enabled) return 'off.'
  const how = settings.channels.map((channel) => CHANNEL_NAMES[channel]).join(' and ')
  return `${describeDays(settings.days)} at ${settings.time} (${settings.time_zone.replace(/_/g, ' ')} time), by ${how}.`
}
