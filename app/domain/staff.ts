/**
 * Staff roles (DESIGN "Identity and sessions"): the one list that the staff
 * collection, the admin's access rules and the staff guards all read.
 */
export const STAFF_ROLES = ['super_admin', 'admin', 'editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * Each role's names: `badge`, the header's role badge ('Super Admin' and
 * 'Admin' as doc 2 §2 words them, 'Editor' for content editors, who are not
 * admins); `option`, the role as the staff form offers it.
 */
export const STAFF_ROLE_NAMES: Record<StaffRole, { badge: string; option: string }> = {
  super_admin: { badge: 'Super Admin', option: 'Super Admin' },
  admin: { badge: 'Admin', option: 'Admin (wellness staff)' },
  editor: { badge: 'Editor', option: 'Editor (content)' },
}

/** The header's role badge; an unknown role is shown as 'Admin'. */
export function staffRoleLabel(role: StaffRole | null | undefined): string {
  return STAFF_ROLE_NAMES[role ?? 'admin']?.badge ?? STAFF_ROLE_NAMES.admin.badge
}

/** Who works with customers' data, media and distributions: super admins and wellness staff. */
export const WELLNESS_STAFF: readonly StaffRole[] = ['super_admin', 'admin']
export const SUPER_ADMINS: readonly StaffRole[] = ['super_admin']

export function hasStaffRole(role: string | null | undefined, allowed: readonly StaffRole[]): boolean {
  return typeof role === 'string' && (allowed as readonly string[]).includes(role)
}
