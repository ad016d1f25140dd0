/**
 * Distributions of library media to customers (spec doc 2 §3-5 "Admin").
 * Pure and browser-safe: the Distribute dialog and the server share them.
 */
import { parseTier, type Tier } from '../entitlements'
import { countOf } from '../plural'

export const RECIPIENT_TYPES = ['all_users', 'tier_specific', 'individual'] as const
export type RecipientType = (typeof RECIPIENT_TYPES)[number]

export const RECIPIENT_TYPE_LABELS: Record<RecipientType, string> = {
  all_users: 'All users',
  tier_specific: 'Tier-specific',
  individual: 'Individual users',
}

/** Notifications written per database batch while sending. */
export const DISTRIBUTION_BATCH_SIZE = 100

/** Sends to at most this many customers answer at once; larger ones run on the jobs queue. */
export const DISTRIBUTION_INLINE_LIMIT = 2000

/** Individual recipients: a comma-separated e-mail list, trimmed, blanks dropped (doc 2 §5). */
export function parseEmailList(value: string): string[] {
  return [...new Set(value.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))]
}

/** Whether Distribute is enabled (doc 2 §5). */
export function canDistribute(input: { title: string; recipientType: RecipientType; recipients: string[] }): boolean {
  if (!input.title.trim()) return false
  if (input.recipientType === 'all_users') return true
  return input.recipients.length > 0
}

/** 'Sent' once sent_at is set, otherwise 'Scheduled' (doc 2 §4). */
export function distributionStatus(sentAt: string | null | undefined): 'Sent' | 'Scheduled' {
  return sentAt ? 'Sent' : 'Scheduled'
}

export function distributedMessage(count: number): string {
  return `Media distributed to ${countOf(count, 'user')}`
}

/** The confirmation the dialog asks before sending; all users gets the high warning. */
export function confirmationText(recipientType: RecipientType, recipients: string[]): { warning: boolean; text: string } {
  if (recipientType === 'all_users') {
    return { warning: true, text: 'This will send the media to ALL users. Are you sure you want to continue?' }
  }
  if (recipientType === 'tier_specific') {
    return { warning: false, text: `Send this media to every customer on ${recipients.join(' and ')}?` }
  }
  return { warning: false, text: `Send this media to ${countOf(recipients.length, 'customer')}?` }
}

/** Tier names as staff type and see them (`Liberate`, `Liberate+`) → stored codes. */
export function tierCodesFromNames(names: string[], brand: string): { codes: Tier[]; unknown: string[] } {
  const codes = new Set<Tier>()
  const unknown: string[] = []
  for (const name of names) {
    const tier = parseTier(name, brand)
    if (tier) codes.add(tier)
    else unknown.push(name.trim())
  }
  return { codes: [...codes], unknown }
}
