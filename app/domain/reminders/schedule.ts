/**
 * When a daily check-in reminder is due (issue 25). Pure rules, no clock and
 * no database: the reminder job and the settings service give them `now`.
 *
 * A reminder belongs to one of her calendar days (`on`, her date) and is due
 * at her chosen time on that day, on her clock. The job keeps the next one on
 * her settings (`next_due_at`, `next_due_on`); once it has dealt with a day
 * it moves on to a later day, never the same one, so a change of the clocks
 * can neither repeat a day's reminder nor, since a skipped time is read as
 * the moment after the jump, lose one.
 */
import { addDays } from '../checkins'
import { REMINDER_SEND_WINDOW_MINUTES } from '../constants'
import { dateIn, instantAt } from '../time-zone'

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

/** The weekday of a calendar date ('YYYY-MM-DD'). */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number)
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return WEEKDAYS[(sundayFirst + 6) % 7]
}

export interface ReminderSchedule {
  /** 'HH:MM' on her clock. */
  time: string
  days: readonly Weekday[]
  /** IANA name. */
  time_zone: string
}

export interface DueReminder {
  /** The instant it is due. */
  at: Date
  /** Her calendar day it belongs to. */
  on: string
}

const WINDOW_MS = REMINDER_SEND_WINDOW_MINUTES * 60 * 1000

/**
 * The next reminder from `from` on: the first chosen day whose reminder time
 * is not more than the sending window before `from` (so a time she sets a
 * minute ago still counts today) and, when `after` is given, a day later
 * than `after` (the day last dealt with). Null when no day is chosen.
 */
export function nextReminder(schedule: ReminderSchedule, from: Date, after?: string | null): DueReminder | null {
  if (schedule.days.length === 0) return null
  const earliest = from.getTime() - WINDOW_MS
  const firstDay = dateIn(new Date(earliest), schedule.time_zone)
  // Eight days cover a week from either side of a clock change.
  for (let i = 0; i <= 8; i++) {
    const on = addDays(firstDay, i)
    if (after && on <= after) continue
    if (!schedule.days.includes(weekdayOf(on))) continue
    const at = instantAt(on, schedule.time, schedule.time_zone)
    if (at.getTime() >= earliest) return { at, on }
  }
  return null
}

export type ReminderDecision =
  /** Its time has not come (the job reads only those that are due). */
  | 'not_due'
  /** Send it now. */
  | 'send'
  /** Found too long after its time (the server was down): that day is skipped, never sent at an odd hour. */
  | 'missed'
  /** She had that day's reminder already (at most one a day). */
  | 'already_sent'
  /** She has checked in for that day: no nudge needed. */
  | 'checked_in'

/**
 * What to do with a reminder that is due (`due.at` ≤ `now`): send it only
 * within the sending window after its time, once for her day, and not when
 * she has already checked in that day.
 */
export function decideReminder(input: { due: DueReminder; now: Date; lastSentOn: string | null; checkedIn: boolean }): ReminderDecision {
  if (input.now.getTime() < input.due.at.getTime()) return 'not_due'
  if (input.now.getTime() - input.due.at.getTime() > WINDOW_MS) return 'missed'
  if (input.lastSentOn && input.lastSentOn >= input.due.on) return 'already_sent'
  if (input.checkedIn) return 'checked_in'
  return 'send'
}
