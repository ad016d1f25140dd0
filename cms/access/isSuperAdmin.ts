import type { Access, FieldAccess } from 'payload'

import { hasStaffRole, SUPER_ADMINS } from '../../app/domain/staff'
import { staffRole } from './staffRole'

export const isSuperAdmin: Access = ({ req }) => hasStaffRole(staffRole(req), SUPER_ADMINS)

export const isSuperAdminField: FieldAccess = ({ req }) => hasStaffRole(staffRole(req), SUPER_ADMINS)
