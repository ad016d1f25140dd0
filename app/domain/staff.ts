/**
 * Staff roles (DESIGN "Identity and sessions"): the one list that the staff
 * collection, the admin's access rules and the staff guards all read.
 */
export const STAFF_ROLES = ['super_admin', 'admin', 'editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin (wellness staff)',
  editor: 'Editor (content)',
}

/** Who works with customers' data, media and distributions: super admins and wellness staff. */
export const WELLNESS_STAFF: readonly StaffRole[] = ['super_admin', 'admin']
export const SUPER_ADMINS: readonly StaffRole[] = ['super_admin']

export function hasStaffRole(role: string | null | undefined, allowed: readonly StaffRole[]): boolean {
  return typeof role === 'string' && (allowed as readonly string[]).includes(role)
}
