import { AuthenticationError, ValidationError, type Payload } from 'payload'

import type { Customer } from '../../cms/payload-types'
import type { LoginInput, RegisterInput } from '../domain/auth/schemas'
import { AUTH_CODE_TTL_SECONDS } from '../domain/constants'
import { waitWords } from '../domain/rate-limits'
import { isExpired, issueStoredToken, newToken, storedTokenWhere } from '../lib/crypto.server'
import { AppError, badRequest, forbidden, unauthorized } from '../lib/errors'
import type { GoogleProfile } from '../lib/google.server'
import { signInLockKey, type LimitContext } from '../lib/rate-limit.server'
import { createSession } from '../lib/session.server'
import type { InTransaction } from '../lib/transaction.server'
import { findCustomerBy, findCustomerByEmail, passwordStampFor, updateCustomer } from './customers.server'

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
export const ALREADY_REGISTERED_DETAIL = 'This email is already registered'

/** A new customer on the base tier; inside the caller's transaction when `req` carries one (the signup chain). */
export async function registerCustomer(payload: Payload, input: RegisterInput, { req }: InTransaction = {}): Promise<Customer> {
  if (await findCustomerByEmail(payload, input.email, req)) throw badRequest(ALREADY_REGISTERED_DETAIL)
  try {
    return await payload.create({
      collection: 'customers',
      overrideAccess: true,
      req,
      data: { name: input.name, email: input.email, password: input.password, tier: 'base', profile_completed: false },
    })
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (error instanceof ValidationError) throw badRequest(ALREADY_REGISTERED_DETAIL)
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

/** Her sign-in codes, all of them (account deletion). */
export async function deleteAuthCodes(payload: Payload, customerId: string): Promise<void> {
  await payload.delete({ collection: 'auth-codes', overrideAccess: true, where: { customer: { equals: customerId } } })
}

/**
 * Google sign-in: the account already linked to this Google id, else the
 * account with this e-mail (linked now: Google has verified the address), else
 * a new customer on the base tier with an unusable random password.
 */
export async function findOrCreateGoogleCustomer(payload: Payload, profile: GoogleProfile): Promise<Customer> {
  const linked = await findCustomerBy(payload, 'google_id', profile.googleId)
  if (linked) return linked

  const existing = await findCustomerByEmail(payload, profile.email)
  if (existing) {
    return updateCustomer(payload, existing.id, { google_id: profile.googleId, picture: existing.picture ?? profile.picture })
  }
  return payload.create({
    collection: 'customers',
    overrideAccess: true,
    data: {
      name: profile.name || profile.email.split('@')[0],
      email: profile.email,
      password: newToken(),
      password_set: false,
      picture: profile.picture,
      google_id: profile.googleId,
      tier: 'base',
      profile_completed: false,
    },
  })
}

/** A single-use code for `/dashboard#session_id=…`, valid for two minutes. */
export function issueAuthCode(payload: Payload, customerId: string): Promise<string> {
  return issueStoredToken(payload, 'auth-codes', customerId, AUTH_CODE_TTL_SECONDS)
}

export const INVALID_CODE_DETAIL = 'Invalid or expired session code'

/** Exchange a code for a new session. Deleting the code first makes it single-use. */
export async function exchangeAuthCode(
  payload: Payload,
  code: string,
): Promise<{ customer: Customer; token: string }> {
  const { docs } = await payload.delete({
    collection: 'auth-codes',
    overrideAccess: true,
    where: storedTokenWhere('auth-codes', code),
    depth: 1,
  })
  const record = docs[0]
  if (!record || isExpired(record) || typeof record.customer !== 'object') {
    throw unauthorized(INVALID_CODE_DETAIL)
  }
  const customer = record.customer
  return { customer, token: await createSession(payload, customer.id) }
}
