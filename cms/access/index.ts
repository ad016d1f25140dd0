import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Access rules for the Payload admin and its REST API. Customers never reach
 * Payload directly: their requests go through the documented `/api` routes,
 * which authorise them and call the Local API. Staff are the `users` collection.
 */
export type StaffRole = 'super_admin' | 'admin' | 'editor'

function staffRole(req: PayloadRequest): StaffRole | null {
  const user = req.user as { collection?: string; role?: StaffRole } | null
  if (!user || user.collection !== 'users') return null
  return user.role ?? null
}

export const isStaff: Access = ({ req }) => staffRole(req) !== null

/** Wellness staff: super admins and admins (customer data, media, distributions). */
export const isWellnessStaff: Access = ({ req }) => {
  const role = staffRole(req)
  return role === 'super_admin' || role === 'admin'
}

export const isSuperAdmin: Access = ({ req }) => staffRole(req) === 'super_admin'

export const isSuperAdminField: FieldAccess = ({ req }) => staffRole(req) === 'super_admin'

/** Staff may read their own account; super admins manage every staff account. */
export const isSelfOrSuperAdmin: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'super_admin') return true
  if (role && req.user) return { id: { equals: req.user.id } }
  return false
}

export const nobody: Access = () => false
