import type { Payload } from 'payload'

import { UNSUBSCRIBE_LISTS, type UnsubscribeList } from '../../domain/mail/unsubscribe'
import { signToken, verifySignedToken } from '../../lib/crypto.server'
import type { Env } from '../../lib/env.server'
import { isRecordId } from '../../lib/ids'
import { findCustomerFields } from '../customers.server'
import { setContentEmails, turnOffReminderChannel } from '../reminders/reminder-settings.server'

/**
 * The one-click unsubscribe links (issue 25). A link is a token signed for
 * this purpose only, naming the list and the customer: it works without
 * signing in, does one thing (turns that list's e-mails off) and cannot be
 * used for anything else, nor changed to name another person.
 */
const PURPOSE = 'unsubscribe'

export function unsubscribeUrl(settings: Env, list: UnsubscribeList, customerId: string): string {
  return `${settings.APP_URL}/unsubscribe?token=${signToken(settings.PAYLOAD_SECRET, PURPOSE, `${list}:${customerId}`)}`
}

export interface UnsubscribeLink {
  list: UnsubscribeList
  customerId: string
}

/** What a token asks to stop, for whom; null when it is not one of ours (or she no longer has an account). */
export async function readUnsubscribeLink(payload: Payload, settings: Env, token: string): Promise<UnsubscribeLink | null> {
  const subject = verifySignedToken(settings.PAYLOAD_SECRET, PURPOSE, token)
  const match = subject ? /^([a-z]+):(.+)$/.exec(subject) : null
  if (!match || !(UNSUBSCRIBE_LISTS as readonly string[]).includes(match[1]) || !isRecordId(match[2])) return null
  const exists = await findCustomerFields(payload, match[2], ['email'])
  return exists ? { list: match[1] as UnsubscribeList, customerId: match[2] } : null
}

/** Turns the link's e-mails off. Doing it twice is harmless. */
export async function unsubscribe(payload: Payload, link: UnsubscribeLink): Promise<void> {
  if (link.list === 'reminders') await turnOffReminderChannel(payload, link.customerId, 'email')
  else await setContentEmails(payload, link.customerId, false)
}
