import { AuthenticationError, type Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import type { LoginInput } from '../../domain/auth/schemas'
import { waitWords } from '../../domain/rate-limits'
import { AppError, forbidden, unauthorized } from '../../lib/errors'
import { signInLockKey, type LimitContext } from '../../lib/rate-limit.server'
import { createSession } from '../../lib/session.server'
import { passwordStampFor } from '../customers.server'

/** One detail for an unknown e-mail and a wrong password, so neither is revealed. */
export const LOGIN_FAILED_DETAIL = 'Incorrect email or password'
/** What a locked sign-in is told: how long, and that a password reset gets her in now. */
export function lockedDetail(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Signing in to this account from here is locked; please try again in ${waitWords(retryAfterSeconds)}, or reset your password to get back in now.`
}

/**
 * Runs one password check under the sign-in lock (`SIGN_IN_LOCK`): refused
 * with 429 and `Retry-After` while this e-mail address, from this client
 * address, with her current password, has failed 5 times in 15 minutes; each
 * wrong password counts. A stranger elsewhere cannot lock her out, and a new
 * password (a reset link) starts afresh.
 */
async function underSignInLock<T>(payload: Payload, from: LimitContext, email: string, check: () => Promise<T>): Promise<T> {
  const key = signInLockKey(from, email, await passwordStampFor(payload, email))
  const lockedFor = await from.limits.lockedFor(key)
  if (lockedFor !== null) throw new AppError('rate_limited', lockedDetail(lockedFor), { 'Retry-After': String(lockedFor) })
  try {
    return await check()
  } catch (error) {
    if (error instanceof AuthenticationError) await from.limits.recordFailure(key)
    throw error
  }
}

/** A customer signs in with her password, from `from` (the client address the lock counts by). */
export async function loginCustomer(
  payload: Payload,
  input: LoginInput,
  from: LimitContext,
): Promise<{ customer: Customer; token: string }> {
  try {
    const result = await underSignInLock(payload, from, input.email, () =>
      payload.login({ collection: 'customers', overrideAccess: true, data: { email: input.email, password: input.password } }),
    )
    const customer = result.user as Customer
    return { customer, token: await createSession(payload, customer.id) }
  } catch (error) {
    if (error instanceof AuthenticationError) throw unauthorized(LOGIN_FAILED_DETAIL)
    throw error
  }
}

/**
 * Checks a signed-in customer's password before she changes it or deletes her
 * account, under the same sign-in lock: wrong guesses count towards it.
 * A wrong one answers 403 with `wrongDetail` (her session is fine).
 */
export async function verifyPassword(
  payload: Payload,
  customer: Customer,
  password: string,
  wrongDetail: string,
  from: LimitContext,
): Promise<void> {
  try {
    await underSignInLock(payload, from, customer.email, () =>
      payload.login({ collection: 'customers', overrideAccess: true, data: { email: customer.email, password } }),
    )
  } catch (error) {
    if (error instanceof AuthenticationError) throw forbidden(wrongDetail)
    throw error
  }
}
