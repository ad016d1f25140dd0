/**
 * Review dates of library items. Health information goes out of date: every
 * item records the day the team last checked it against its sources
 * (`reviewed_on`) and how long that check holds (`review_interval_months`);
 * from the two follows the day it is due again (`review_due_on`).
 *
 * A review date is a calendar day, not a moment. It is stored as Payload's
 * date pickers store a day, at 12:00 UTC, which is the same calendar day in
 * every time zone from UTC−11 to UTC+11; customers and the API get the day
 * itself (YYYY-MM-DD), never shifted by a zone. Which day "today" is, for
 * deciding what is due, is the editors' day in the UK.
 */
export const REVIEW_INTERVALS = [6, 12, 24, 36] as const
export type ReviewIntervalMonths = (typeof REVIEW_INTERVALS)[number]
export const DEFAULT_REVIEW_INTERVAL: ReviewIntervalMonths = 12

export const REVIEW_INTERVAL_LABELS: Record<ReviewIntervalMonths, string> = {
  6: 'Every 6 months',
  12: 'Every year',
  24: 'Every 2 years',
  36: 'Every 3 years',
}

/** Editors work on UK time: their "today" decides what is due. */
export const EDITORS_TIME_ZONE = 'Europe/London'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(instant)
}

/**
 * The calendar day of a stored review date: a plain YYYY-MM-DD stays as it
 * is; an instant (a date picker's noon UTC, or midnight somewhere in the UK)
 * becomes its day on UK time. Anything unreadable is null.
 */
export function reviewDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string' && DAY.test(value)) return isCalendarDay(value) ? value : null
  const date = value instanceof Date ? value : new Date(String(value))
  if (Number.isNaN(date.getTime())) return null
  return dayIn(date, EDITORS_TIME_ZONE)
}

/** How a review day is stored: 12:00 UTC on that day, as Payload's day pickers store it. */
export function storedReviewDate(day: string): string {
  return `${day}T12:00:00.000Z`
}

/** The same day `months` months later; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number)
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate()
  firstOfTarget.setUTCDate(Math.min(d, lastDay))
  return firstOfTarget.toISOString().slice(0, 10)
}

/** The day an item is due for review again, or null while it has never been reviewed. */
export function reviewDueOn(reviewedOn: string | null, intervalMonths: number | null | undefined): string | null {
  if (!reviewedOn) return null
  return addMonths(reviewedOn, intervalMonths ?? DEFAULT_REVIEW_INTERVAL)
}

/** Due on or before `today`, or never reviewed at all. */
export function isReviewDue(dueOn: string | null, today: string): boolean {
  return dueOn === null || dueOn <= today
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '25 November 2026': a calendar day in words, the same for every reader. */
export function formatReviewDay(day: string): string {
  return LONG_DATE.format(new Date(storedReviewDate(day)))
}

/** The line customers read under an item: 'Last reviewed 25 November 2026'. */
export function lastReviewedLabel(day: string): string {
  return `Last reviewed ${formatReviewDay(day)}`
}

/** How long a reviewer's role and name may be. */
export const REVIEWER_ROLE_MAX_LENGTH = 120
export const REVIEWER_NAME_MAX_LENGTH = 200

/** Who checked an item on its review day: both parts recorded, or neither (not yet reviewed). */
export interface Reviewer {
  role: string
  name: string
}

/** The reviewer an item records: null unless both the role and the name are given. */
export function reviewerOf(role: unknown, name: unknown): Reviewer | null {
  const r = typeof role === 'string' ? role.trim() : ''
  const n = typeof name === 'string' ? name.trim() : ''
  return r && n ? { role: r, name: n } : null
}

/**
 * Why a reviewer cannot be saved as given: a name without a role, or a role
 * without a name, would tell her half of who checked it. Null when both are
 * given or both are empty.
 */
export function reviewerProblem(role: unknown, name: unknown): string | null {
  const hasRole = typeof role === 'string' && role.trim() !== ''
  const hasName = typeof name === 'string' && name.trim() !== ''
  if (hasRole === hasName) return null
  return hasRole ? "Give the reviewer's name too, or clear the role." : "Give the reviewer's role too, or clear the name."
}

/** What an item says when no reviewer is recorded: its date may be set, but nobody is named as having checked it. */
export const NOT_YET_REVIEWED = 'Not yet reviewed by a named reviewer'

/** The line customers read beside the review date: 'Reviewed by Jane Smith (GP)', or that nobody is named yet. */
export function reviewerLabel(reviewer: Reviewer | null): string {
  return reviewer ? `Reviewed by ${reviewer.name} (${reviewer.role})` : NOT_YET_REVIEWED
}
