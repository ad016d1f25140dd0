/**
 * "Who has seen my records" (issue 30): each time wellness staff opened her
 * details, assessments, check-ins, media, treatments or bleeding log, as she
 * reads it — when, the staff member's role and first name, what was opened.
 */
import type { StaffRole } from '../staff'

export const ACCESS_ACTIONS = [
  'customer_details',
  'customer_assessments',
  'customer_checkins',
  'customer_media',
  'customer_treatments',
  'customer_bleeding',
] as const
export type AccessAction = (typeof ACCESS_ACTIONS)[number]

/** What was opened, in her words. */
export const ACCESS_WHAT: Record<AccessAction, string> = {
  customer_details: 'Your account details and check-in summary',
  customer_assessments: 'Your assessments',
  customer_checkins: 'Your check-ins',
  customer_media: 'Content sent to you',
  customer_treatments: 'Your treatments',
  customer_bleeding: 'Your bleeding log',
}

/** Staff roles in her words. */
export const ACCESS_ROLE_LABELS: Record<StaffRole, string> = {
  super_admin: 'Administrator',
  admin: 'Wellness team',
  editor: 'Content editor',
}

/** The most entries the list and the API answer, newest first. */
export const ACCESS_LOG_LIMIT = 200

// A type, not an interface: the export writes it as a plain record.
export type AccessLogEntry = {
  at: string
  staff_role: string | null
  staff_name: string | null
  what: string
}

/** A staff member's first name, or null: never the rest of it. */
export function firstName(name: string | null | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0]
  return first ? first : null
}

export function roleLabel(role: string | null | undefined): string | null {
  return role && role in ACCESS_ROLE_LABELS ? ACCESS_ROLE_LABELS[role as StaffRole] : null
}

export const ACCESS_LOG_MESSAGES = {
  none: 'Nobody on our team has opened your records.',
  intro: 'Each time someone on our wellness team opened your records, it is listed here: when, their role and first name, and what they opened.',
} as const
