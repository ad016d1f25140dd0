import type { Access } from 'payload'

import { hasStaffRole, WELLNESS_STAFF } from '../../app/domain/staff'
import { staffRole } from './staffRole'

/** Wellness staff: super admins and admins (customer data, media, distributions). */
export const isWellnessStaff: Access = ({ req }) => hasStaffRole(staffRole(req), WELLNESS_STAFF)
