import type { SupportReason } from '~/domain/wellbeing/support-rules'

/**
 * "Hide until tomorrow" on the support card, kept on this device only (never
 * sent): the day she hid it and why it was shown, per account, so another
 * person signing in here is not affected and a new reason shows the card again.
 */
const key = (customerId: string) => `support-card-hidden:${customerId}`

export function isHiddenToday(customerId: string, reason: SupportReason, today: string): boolean {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key(customerId)) ?? 'null') as { day?: unknown; reason?: unknown } | null
    return stored?.day === today && stored.reason === reason
  } catch {
    return false
  }
}

export function hideForToday(customerId: string, reason: SupportReason, today: string): void {
  try {
    window.localStorage.setItem(key(customerId), JSON.stringify({ day: today, reason }))
  } catch {
    // Storage full or disabled: the card is hidden for this visit only.
  }
}
