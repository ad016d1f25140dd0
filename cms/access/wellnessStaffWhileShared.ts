import type { Access } from 'payload'

import { hasStaffRole, WELLNESS_STAFF } from '../../app/domain/staff'
import { staffRole } from './staffRole'

/**
 * Wellness staff read a customer's health records in the admin and /cms-api
 * only while she shares them: once she withdraws her data-sharing consent
 * (`customers.data_sharing_withdrawn_at`, decision 0011) her records drop out
 * of every list and document, as they do from the staff API.
 */
export const wellnessStaffWhileShared: Access = ({ req }) => {
  if (!hasStaffRole(staffRole(req), WELLNESS_STAFF)) return false
  return { 'customer.data_sharing_withdrawn_at': { equals: null } }
}
