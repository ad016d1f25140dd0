import type { Payload } from 'payload'

import { calendarDayIn } from '../../domain/checkins'
import { DAY_MS, DEFAULT_TIME_ZONE } from '../../domain/calendar'
import { readAssessmentAnswers } from '../../domain/wellbeing/assessment-distress'
import { contactsFor, defaultSupportRegion, type SupportRegion } from '../../domain/wellbeing/support-contacts'
import { ASSESSMENT_RULE_DAYS, SUPPORT_CHECKINS_READ, supportDecision, type SupportAssessment, type WellbeingSupport } from '../../domain/wellbeing/support-rules'
import { updateCustomer } from '../customers.server'
import { findOwnFields } from '../own-records.server'

/** Her chosen region, or until she chooses, England when her time zone is the UK's, else elsewhere. */
export function supportRegionOf(customer: { support_region?: string | null }, timeZone: string | null | undefined): SupportRegion {
  return (customer.support_region as SupportRegion | null | undefined) ?? defaultSupportRegion(timeZone ?? 'Europe/London')
}

/** At most this many of her assessments of the last 14 days are read (a retake is monthly; quick ones are few). */
const SUPPORT_ASSESSMENTS_READ = 20

/**
 * Her assessments of the last 14 days (and a day either side of the server's
 * clock, for her zone), each on her own calendar day and read for distress:
 * one read on the (customer, completed_at) index.
 */
async function recentAssessments(payload: Payload, customerId: string, now: Date, timeZone: string): Promise<SupportAssessment[]> {
  const since = new Date(now.getTime() - (ASSESSMENT_RULE_DAYS + 2) * DAY_MS).toISOString()
  const rows = await findOwnFields(payload, customerId, 'assessments', ['assessment_type', 'completed_at', 'responses'], {
    where: { completed_at: { greater_than_equal: since } },
    sort: '-completed_at',
    limit: SUPPORT_ASSESSMENTS_READ,
  })
  return rows.map((row) => ({
    day: calendarDayIn(new Date(row.completed_at), timeZone),
    level: readAssessmentAnswers(row.assessment_type, (row.responses ?? {}) as Record<string, unknown>),
  }))
}

/**
 * Whether to offer her support today (her own calendar day), how pressingly,
 * and the contacts for where she is: one read of her newest 7 check-ins (the
 * (customer, date) index), only the fields the rules need, and one of her
 * assessments of the last 14 days. Nothing is written, logged or sent: the
 * answer goes to her alone.
 */
export async function wellbeingSupportFor(
  payload: Payload,
  customer: { id: string; support_region?: string | null },
  today: string,
  timeZone?: string | null,
): Promise<WellbeingSupport> {
  const [newest, assessments] = await Promise.all([
    findOwnFields(payload, customer.id, 'checkins', ['date', 'mood', 'journal_entry'], { sort: '-date', limit: SUPPORT_CHECKINS_READ }),
    recentAssessments(payload, customer.id, new Date(), timeZone ?? DEFAULT_TIME_ZONE),
  ])
  const region = supportRegionOf(customer, timeZone)
  return { ...supportDecision(newest, today, assessments), region, contacts: contactsFor(region) }
}

/** `PUT /api/user/wellbeing-support { region }`: where she is, for the numbers she is offered. */
export async function setSupportRegion(payload: Payload, customerId: string, region: SupportRegion): Promise<void> {
  await updateCustomer(payload, customerId, { support_region: region })
}
