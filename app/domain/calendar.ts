import { DEFAULT_TIME_ZONE, dateIn, isTimeZone } from './time-zone'

/**
 * Her calendar: the day it is where she is, and calendar-month arithmetic on
 * 'YYYY-MM-DD' days. Pure and browser-safe. The server runs in UTC; a day a
 * person sees is hers (DESIGN "Her time, her phone"): the zone her browser
 * reports, Europe/London when it is not known.
 */
export { DEFAULT_TIME_ZONE, isTimeZone }

/** The length of a day in milliseconds: the one definition (UTC days; a day she sees is counted with `dayIn`). */
export const DAY_MS = 24 * 60 * 60 * 1000

/** The Monday of the week holding `day` ('YYYY-MM-DD'): weeks run Monday to Sunday. */
export function mondayOf(day: string): string {
  const midnight = new Date(`${day}T00:00:00.000Z`)
  const sinceMonday = (midnight.getUTCDay() + 6) % 7
  return new Date(midnight.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}

/** Monday 00:00 UTC of the week holding `instant`. */
export function utcWeekStart(instant: Date): Date {
  return new Date(`${mondayOf(instant.toISOString().slice(0, 10))}T00:00:00.000Z`)
}

/** The Monday that starts her week at `instant`, as her calendar day ('YYYY-MM-DD'). */
export function weekStartIn(zone: string, instant: Date): string {
  return mondayOf(dayIn(zone, instant))
}

/** Monday 00:00 of the week holding `now`, in the runtime's own time zone (the browser's). */
export function localWeekStart(now: Date): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7))
  return start
}

/** The calendar day of `instant` in `zone` ('YYYY-MM-DD'). */
export function dayIn(zone: string, instant: Date): string {
  return dateIn(instant, zone)
}

/** Her today: in the zone she gave when it is a real one, else Europe/London. */
export function herToday(zone: string | null | undefined, instant: Date): string {
  return dayIn(zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE, instant)
}

/** `date` plus `months` calendar months, the day clamped to the month's length (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, lastDay))
  return first.toISOString().slice(0, 10)
}

/** Whole calendar months from `from` to `to` (0 when `to` is earlier): 15 Jan → 14 Mar is 1, → 15 Mar is 2. */
export function wholeMonthsBetween(from: string, to: string): number {
  if (to <= from) return 0
  const [fy, fm] = from.split('-').map(Number) as [number, number]
  const [ty, tm] = to.split('-').map(Number) as [number, number]
  let months = (ty - fy) * 12 + (tm - fm)
  if (addMonths(from, months) > to) months -= 1
  return Math.max(0, months)
}
