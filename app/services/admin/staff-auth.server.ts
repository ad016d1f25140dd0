import { AuthenticationError, createLocalReq, LockedAuth, logoutOperation, type Payload } from 'payload'

import type { User } from '../../../types/payload-types'
import type { StaffChangePasswordInput, StaffLoginInput } from '../../domain/admin/schemas'
import { ADMIN_MESSAGES } from '../../domain/admin/staff'
import type { StaffRole } from '../../domain/staff'
import { waitWords } from '../../domain/rate-limits'
import { AppError, badRequest, unauthorized } from '../../lib/errors'
import { staffCredentials } from '../../lib/staff.server'

/** The spec's admin session (doc 2 §3): the staff member's e-mail and role. */
export interface PublicAdmin {
  id: string
  email: string
  name: string | null
  role: StaffRole
}

export function toPublicAdmin(user: User): PublicAdmin {
  return { id: String(user.id), email: user.email, name: user.name ?? null, role: user.role }
}

const LOGIN_FAILED = 'Incorrect email or password'
/** Payload's lock time for staff accounts (cms/collections/Users), for when the lock's end cannot be read. */
const STAFF_LOCK_SECONDS = 15 * 60

/**
 * Staff accounts keep Payload's per-account lock (the admin's own login goes
 * to Payload directly); a locked sign-in answers 429 with `Retry-After`: the
 * seconds until the lock ends.
 */
async function staffLocked(payload: Payload, email: string): Promise<AppError> {
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: true,
    showHiddenFields: true,
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const until = Date.parse(String((docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil ?? ''))
  const seconds = Number.isFinite(until) ? Math.max(1, Math.ceil((until - Date.now()) / 1000)) : STAFF_LOCK_SECONDS
  return new AppError('rate_limited', `Too many failed sign-in attempts. This account is locked; please try again in ${waitWords(seconds)}.`, {
    'Retry-After': String(seconds),
  })
}

/**
 * Staff sign-in for the staff API: Payload's own login of the `users`
 * collection. The token is a JWT bound to a server-side session of that
 * staff member, so logout ends it; it is never a customer session.
 */
export async function loginStaff(payload: Payload, input: StaffLoginInput): Promise<{ session_token: string; admin: PublicAdmin }> {
  try {
    const result = await payload.login({ collection: 'users', data: { email: input.email, password: input.password } })
    if (!result.token) throw unauthorized(LOGIN_FAILED)
    return { session_token: result.token, admin: toPublicAdmin(result.user as User) }
  } catch (error) {
    if (error instanceof LockedAuth) throw await staffLocked(payload, input.email)
    if (error instanceof AuthenticationError) throw unauthorized(LOGIN_FAILED)
    throw error
  }
}

/** Ends the one staff session a token belongs to (Payload's logout of that session). */
async function endSession(payload: Payload, headers: Headers): Promise<void> {
  const { user } = await payload.auth({ headers })
  if (!user || user.collection !== 'users') return
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}

/** Logout: the request's token (or admin cookie) stops working at once. */
export async function logoutStaff(payload: Payload, request: Request): Promise<void> {
  const credentials = staffCredentials(request)
  if (!credentials) return
  await endSession(payload, credentials.headers)
}

/** Doc 2 §7: the current password must be right; the new one at least 4 characters. */
export async function changeStaffPassword(payload: Payload, staff: User, input: StaffChangePasswordInput): Promise<void> {
  try {
    // Checking the password is a sign-in; end the session it opens at once.
    const check = await payload.login({ collection: 'users', data: { email: staff.email, password: input.current_password } })
    if (check.token) await endSession(payload, new Headers({ Authorization: `JWT ${check.token}` }))
  } catch (error) {
    if (error instanceof LockedAuth) throw await staffLocked(payload, staff.email)
    if (error instanceof AuthenticationError) throw badRequest(ADMIN_MESSAGES.currentPasswordWrong)
    throw error
  }
  await payload.update({ collection: 'users', id: staff.id, data: { password: input.new_password }, overrideAccess: true })
}
