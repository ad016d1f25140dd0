import { RECENT_SIGN_IN_MINUTES } from '../constants'

/**
 * How /account knows it is her before an account without a password of its
 * own (made through Google sign-in) is deleted: the session she is using
 * began at most RECENT_SIGN_IN_MINUTES ago, so she has just proved it to
 * Google. A session from the future (clock trouble) does not count.
 */
export function signedInRecently(signedInAt: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!signedInAt) return false
  const started = new Date(signedInAt).getTime()
  if (Number.isNaN(started)) return false
  const age = now.getTime() - started
  return age >= -60_000 && age <= RECENT_SIGN_IN_MINUTES * 60_000
}

/** Whether /account asks for her password (she has one) or for a recent sign-in (she signs in with Google only). */
export function hasOwnPassword(customer: { password_set?: boolean | null }): boolean {
  return customer.password_set !== false
}
