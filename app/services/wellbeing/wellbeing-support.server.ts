import type { Payload } from 'payload'

import { SUPPORT_CONTACTS } from '../../domain/wellbeing/support-contacts'
import { SUPPORT_CHECKINS_READ, supportDecision, type WellbeingSupport } from '../../domain/wellbeing/support-rules'
import { findOwnFields } from '../own-records.server'

/**
 * Whether to offer her support today (her own calendar day), and the contacts
 * to offer: one read of her newest 7 check-ins (the (customer, date) index),
 * only the fields the rules need. Nothing is written, logged or sent: the
 * answer goes to her alone.
 */
export async function wellbeingSupportFor(payload: Payload, customerId: string, today: string): Promise<WellbeingSupport> {
  const newest = await findOwnFields(payload, customerId, 'checkins', ['date', 'mood', 'journal_entry'], {
    sort: '-date',
    limit: SUPPORT_CHECKINS_READ,
  })
  return { ...supportDecision(newest, today), contacts: SUPPORT_CONTACTS }
}
