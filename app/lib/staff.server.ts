import type { AppLoadContext } from '@remix-run/node'

import type { User } from '../../types/payload-types'
import { ADMIN_MESSAGES } from '../domain/admin/staff'
import { hasStaffRole, STAFF_ROLES, type StaffRole } from '../domain/staff'
import { forbidden, unauthorized } from './errors'
import { assertSameOrigin } from './http.server'
import { noteActor } from './request-context.server'

/** A Payload staff token is a JWT (three dot-separated parts); customer tokens never are. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/

/**
 * The credentials a request carries for Payload's staff auth: the staff
 * session token (Payload's JWT of `users`, bound to a server-side session
 * that logout ends) as `Authorization: Bearer <token>` or `JWT <token>`, or
 * the admin's `payload-token` cookie with the browser's origin signals that
 * Payload's CSRF check reads. `null` when it carries neither.
 */
export function staffCredentials(request: Request): { headers: Headers; via: 'header' | 'cookie' } | null {
  const authorization = request.headers.get('Authorization')?.trim() ?? ''
  const [scheme, token] = authorization.split(/\s+/, 2)
  if ((scheme === 'JWT' || scheme === 'Bearer') && token && JWT_SHAPE.test(token)) {
    return { headers: new Headers({ Authorization: `JWT ${token}` }), via: 'header' }
  }
  if (authorization || !/(?:^|;\s*)payload-token=/.test(request.headers.get('Cookie') ?? '')) return null
  const headers = new Headers()
  for (const name of ['Cookie', 'Origin', 'Sec-Fetch-Site']) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  return { headers, via: 'cookie' }
}

/**
 * The staff member making this request, if any. Customers are never staff,
 * whatever they send: their tokens are opaque and never JWTs of `users`.
 */
export async function getStaffUser(request: Request, context: AppLoadContext): Promise<User | null> {
  const credentials = staffCredentials(request)
  if (!credentials) return null
  const { user } = await context.payload.auth({ headers: credentials.headers }).catch(() => ({ user: null }))
  if (!user || user.collection !== 'users') return null
  // A cookie travels with cross-site requests; a state change must come from this site.
  if (credentials.via === 'cookie') assertSameOrigin(request)
  noteActor({ staffId: String(user.id) })
  return user as User
}

/**
 * The guard for staff endpoints (beside `requireCustomer` for customers): the
 * signed-in staff member with one of `roles`, else 401 'Admin authentication
 * required' (no staff session, spec doc 2 §5) or 403 (a role that may not do
 * this). Role names come from domain/staff.ts.
 */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  roles: readonly StaffRole[] = STAFF_ROLES,
): Promise<User> {
  const staff = await getStaffUser(request, context)
  if (!staff) throw unauthorized(ADMIN_MESSAGES.authRequired)
  assertStaffRole(staff, roles)
  return staff
}

/** 403 unless the staff member has one of `roles`. */
export function assertStaffRole(staff: User, roles: readonly StaffRole[], detail: string = ADMIN_MESSAGES.roleNotAllowed): void {
  if (!hasStaffRole(staff.role, roles)) throw forbidden(detail)
}
