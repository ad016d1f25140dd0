import type { PayloadRequest } from 'payload'

import type { StaffRole } from '../../app/domain/staff'

/**
 * The role of the staff member making a Payload request, or null. Customers
 * never reach Payload directly: their requests go through the documented
 * `/api` routes, which authorise them and call the Local API.
 */
export function staffRole(req: PayloadRequest): StaffRole | null {
  const user = req.user as { collection?: string; role?: StaffRole } | null
  if (!user || user.collection !== 'users') return null
  return user.role ?? null
}
