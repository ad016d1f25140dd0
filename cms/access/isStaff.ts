import type { Access } from 'payload'

import { staffRole } from './staffRole'

/** Any staff member (super admin, wellness staff, content editor). */
export const isStaff: Access = ({ req }) => staffRole(req) !== null
