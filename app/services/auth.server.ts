import { AuthenticationError, LockedAuth, ValidationError, type Payload } from 'payload'

import type { Customer } from '../../cms/payload-types'
import type { LoginInput, RegisterInput } from '../domain/auth/schemas'
import { AUTH_CODE_TTL_SECONDS } from '../domain/constants'
import { isExpired, issueStoredToken, newToken, storedTokenWhere } from '../lib/crypto.server'
import { badRequest, forbidden, rateLimited, unauthorized } from '../lib/errors'
import type { GoogleProfile } from '../lib/google.server'
import { createSession } from '../lib/session.server'
import type { InTransaction } from '../lib/transaction.server'
import { findCustomerBy, findCustomerByEmail, updateCustomer } from './customers.server'

/** One detail for an unknown e-mail and a wrong password, so neither is revealed. */
export const LOGIN_FAILED_DETAIL = 'Incorrect email or password'
export const LOCKED_DETAIL =
  'Too many failed sign-in attempts. This account is locked for 15 minutes; please try again later.'
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

export async function loginCustomer(
  payload: Payload,
  input: LoginInput,
): Promise<{ customer: Customer; token: string }> {
  try {
    const result = await payload.login({
      collection: 'customers',
      overrideAccess: true,
      data: { email: input.email, password: input.password },
    })
    const customer = result.user as Customer
    return { customer, token: await createSession(payload, customer.id) }
  } catch (error) {
    if (error instanceof LockedAuth) throw rateLimited(LOCKED_DETAIL)
    if (error instanceof AuthenticationError) throw unauthorized(LOGIN_FAILED_DETAIL)
    throw error
  }
}

/**
 * Checks a signed-in customer's password before she changes it or deletes her
 * account: Payload's login, so wrong guesses count towards the lockout.
 * A wrong one answers 403 with `wrongDetail` (her session is fine).
 */
export async function verifyPassword(payload: Payload, customer: Customer, password: string, wrongDetail: string): Promise<void> {
  try {
    await payload.login({ collection: 'customers', overrideAccess: true, data: { email: customer.email, password } })
  } catch (error) {
    if (error instanceof LockedAuth) throw rateLimited(LOCKED_DETAIL)
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
