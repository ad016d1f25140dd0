import { RATE_LIMITS } from './constants'
import { countOf } from './plural'

/** The name of one limit in `RATE_LIMITS`. */
export type RateLimitRule = keyof typeof RATE_LIMITS

/**
 * A rule's limit under `RATE_LIMIT_SCALE`: the base limit times the scale,
 * rounded, at least 1; `null` when the scale is 0 (limits off).
 */
export function scaledLimit(base: number, scale: number): number | null {
  if (!(scale > 0)) return null
  return Math.max(1, Math.round(base * scale))
}

/** "45 seconds", "1 minute", "12 minutes", "3 hours": how long to wait, rounded up. */
export function waitWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 60) return countOf(s, 'second')
  const minutes = Math.ceil(s / 60)
  if (minutes < 60) return countOf(minutes, 'minute')
  const hours = Math.ceil(minutes / 60)
  return countOf(hours, 'hour')
}

const WHAT: Record<RateLimitRule, string> = {
  signInPerAddress: 'Too many sign-in attempts from this network.',
  signInPerAccount: 'Too many sign-in attempts for this account.',
  signInCodePerAddress: 'Too many sign-in attempts from this network.',
  registerPerAddress: 'Too many accounts created from this network.',
  registerPerAccount: 'Too many sign-up attempts for this e-mail address.',
  staffSignInPerAddress: 'Too many sign-in attempts from this network.',
  staffSignInPerAccount: 'Too many sign-in attempts for this account.',
  progressSummaryPerCustomer: 'You have asked for many progress summaries recently.',
  mealPlanPerCustomer: 'You have generated many meal plans recently.',
  passwordResetPerAddress: 'Too many password reset requests from this network.',
  passwordResetPerAccount: 'Too many password reset requests for this e-mail address.',
  passwordResetConfirmPerAddress: 'Too many password reset attempts from this network.',
}

/** The 429 detail a customer or staff member reads: what happened and when to try again. */
export function rateLimitDetail(rule: RateLimitRule, retryAfterSeconds: number): string {
  return `${WHAT[rule]} Please try again in ${waitWords(retryAfterSeconds)}.`
}
