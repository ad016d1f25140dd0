import type { AppLoadContext } from '@remix-run/node'

import type { User } from '../../cms/payload-types'
import { hasStaffRole, STAFF_ROLES, type StaffRole } from '../domain/staff'
import { forbidden, unauthorized } from './errors'
import { assertSameOrigin } from './http.server'

/**
 * The staff member making this request, if any: Payload's own JWT, sent as
 * `Authorization: JWT <token>` or as the admin's `payload-token` cookie.
 * Customers are never staff, whatever they send.
 */
export async function getStaffUser(request: Request, context: AppLoadContext): Promise<User | null> {
  const authorization = request.headers.get('Authorization')
  const viaHeader = authorization?.startsWith('JWT ') ?? false
  const viaCookie = !viaHeader && /(?:^|;\s*)payload-token=/.test(request.headers.get('Cookie') ?? '')
  if (!viaHeader && !viaCookie) return null

  const headers = new Headers()
  if (viaHeader) headers.set('Authorization', authorization!)
  else headers.set('Cookie', request.headers.get('Cookie')!)
  const { user } = await context.payload.auth({ headers }).catch(() => ({ user: null }))
  if (!user || user.collection !== 'users') return null
  // A cookie travels with cross-site requests; a state change must come from this site.
  if (viaCookie) assertSameOrigin(request)
  return user as User
}

/**
 * The guard for staff endpoints (beside `requireCustomer` for customers): the
 * signed-in staff member with one of `roles`, else 401 (no staff session) or
 * 403 (a role that may not do this). Role names come from domain/staff.ts.
 */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  roles: readonly StaffRole[] = STAFF_ROLES,
): Promise<User> {
  const staff = await getStaffUser(request, context)
  if (!staff) throw unauthorized()
  if (!hasStaffRole(staff.role, roles)) throw forbidden('Your staff role does not allow this')
  return staff
}
