import type { Payload } from 'payload'

import type { CourseEnrolment } from '../../../types/payload-types'
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../domain/calendar'
import { notFound } from '../../lib/errors'
import { findOneOwn } from '../own-records.server'

export interface Completion {
  session: string
  completed_on: string
}

/** Her enrolment on a course, or null. */
export function findEnrolment(payload: Payload, customerId: string, slug: string): Promise<CourseEnrolment | null> {
  return findOneOwn(payload, customerId, 'course-enrolments', { course: { equals: slug } })
}

/** Her enrolment; 404 "Start the course first" when she has not started it. */
export async function requireEnrolment(payload: Payload, customerId: string, slug: string): Promise<CourseEnrolment> {
  const enrolment = await findEnrolment(payload, customerId, slug)
  if (!enrolment) throw notFound('Start the course first')
  return enrolment
}

/** The completions stored on an enrolment (a JSON list), checked. */
export function storedCompletions(value: unknown): Completion[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (c): c is Completion => !!c && typeof c === 'object' && typeof (c as Completion).session === 'string' && typeof (c as Completion).completed_on === 'string',
  )
}

/**
 * Her zone for the course's days: the one her browser reported (the `tz`
 * cookie), else the one in her reminder settings, else Europe/London.
 */
export async function courseTimeZone(payload: Payload, customerId: string, requestZone: string | null): Promise<string> {
  if (requestZone) return requestZone
  const settings = await findOneOwn(payload, customerId, 'reminder-settings', {})
  return settings?.time_zone && isTimeZone(settings.time_zone) ? settings.time_zone : DEFAULT_TIME_ZONE
}
