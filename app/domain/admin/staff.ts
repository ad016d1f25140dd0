/**
 * The admin portal's rules and words (spec doc 2 §2, §5, §6, §8, §9). Roles
 * are domain/staff.ts: super_admin and admin are wellness staff (customer
 * health data, distributions); editors manage library content only.
 */
import { hasStaffRole, STAFF_ROLES, WELLNESS_STAFF, type StaffRole } from '../staff'
import { ADMIN_PASSWORD_MIN_LENGTH } from '../constants'

/** Who manages the media library: every staff role. */
export const LIBRARY_STAFF: readonly StaffRole[] = STAFF_ROLES

export function canSeeCustomerData(role: StaffRole | null | undefined): boolean {
  return hasStaffRole(role, WELLNESS_STAFF)
}

/** The portal's areas (doc 2 §2, and content review) each role can use: editors have no Dashboard or Customers. */
export const PORTAL_AREAS = [
  { title: 'Dashboard', href: '/admin', customerData: true },
  { title: 'Customers', href: '/admin/customers', customerData: true },
  { title: 'Media', href: '/admin/media', customerData: false },
  { title: 'Content review', href: '/admin/content-review', customerData: false },
] as const
export type PortalAreaTitle = (typeof PORTAL_AREAS)[number]['title']

export function portalAreasFor(role: StaffRole | null | undefined): (typeof PORTAL_AREAS)[number][] {
  return PORTAL_AREAS.filter((area) => !area.customerData || canSeeCustomerData(role))
}

/** Doc 2 §5 and §8, word for word. */
export const ADMIN_MESSAGES = {
  authRequired: 'Admin authentication required',
  roleNotAllowed: 'Your staff role does not allow this',
  loginSuccess: 'Admin login successful',
  loginFailed: 'Login failed',
  loggedOut: 'Logged out successfully',
  passwordUpdated: 'Password updated successfully',
  passwordUpdateFailed: 'Failed to update password',
  passwordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: `New password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
  currentPasswordWrong: 'Current password is incorrect',
  statsFailed: 'Failed to load dashboard stats',
  customersFailed: 'Failed to load customers',
  customerDetailsFailed: 'Failed to load customer details',
  libraryFailed: 'Failed to load media library',
  distributionsFailed: 'Failed to load distributions',
  selectFile: 'Please select a file to upload',
  fileUploaded: 'Media file uploaded successfully',
  fileUploadFailed: 'Failed to upload file',
  mediaUploaded: 'Media uploaded successfully',
  mediaUploadFailed: 'Failed to upload media',
  distributeFailed: 'Failed to distribute media',
  deleteDistributed: 'Cannot delete media that has been distributed to users',
  deleted: 'Media deleted successfully',
  deleteFailed: 'Failed to delete media',
} as const

/** Doc 2 §5: the change-password dialog's own checks, before anything is sent. */
export function checkNewPassword(newPassword: string, confirm: string): string | null {
  if (newPassword !== confirm) return ADMIN_MESSAGES.passwordsDoNotMatch
  if (newPassword.length < ADMIN_PASSWORD_MIN_LENGTH) return ADMIN_MESSAGES.passwordTooShort
  return null
}
