import type { Payload } from 'payload'

import { contactsFor, defaultSupportRegion, type SupportRegion } from '../../domain/wellbeing/support-contacts'
import { SUPPORT_CHECKINS_READ, supportDecision, type WellbeingSupport } from '../../domain/wellbeing/support-rules'
import { updateCustomer } from '../customers.server'
import { findOwnFields } from '../own-records.server'

/** Her chosen region, or until she chooses, England when her time zone is the UK's, else elsewhere. */
export function supportRegionOf(customer: { support_region?: string | null }, timeZone: string | null | undefined): SupportRegion {
  return (customer.support_region as SupportRegion | null | undefined) ?? defaultSupportRegion(timeZone ?? 'Europe/London')
}

/**
 * Whether to offer her support today (her own calendar day), how pressingly,
 * and the contacts for where she is: one read of her newest 7 check-ins (the
 * (customer, date) index), only the fields the rules need. Nothing is
 * written, logged or sent: the answer goes to her alone.
 */
export async function wellbeingSupportFor(
  payload: Payload,
  customer: { id: string; support_region?: string | null },
  today: string,
  timeZone?: string | null,
): Promise<WellbeingSupport> {
  const newest = await findOwnFields(payload, customer.id, 'checkins', ['date', 'mood', 'journal_entry'], {
    sort: '-date',
    limit: SUPPORT_CHECKINS_READ,
  })
  const region = supportRegionOf(customer, timeZone)
  return { ...supportDecision(newest, today), region, contacts: contactsFor(region) }
}

/** `PUT /api/user/wellbeing-support { region }`: where she is, for the numbers she is offered. */
export async function setSupportRegion(payload: Payload, customerId: string, region: SupportRegion): Promise<void> {
  await updateCustomer(payload, customerId, { support_region: region })
}
