import type { Access } from 'payload'

import { staffRole } from './staffRole'

/** Staff may read their own account; super admins manage every staff account. */
export const isSelfOrSuperAdmin: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'super_admin') return true
  if (role && req.user) return { id: { equals: req.user.id } }
  return false
}
