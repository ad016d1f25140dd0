import { APIError, type CollectionConfig } from 'payload'

import { PASSWORD_RESET_TTL_MINUTES } from '../../../app/domain/constants'
import { staffPasswordResetMail } from '../../../app/domain/mail/messages'
import { COOKIES } from '../../../app/domain/privacy/cookies'
import { STAFF_ROLE_NAMES, STAFF_ROLES } from '../../../app/domain/staff'
import { env } from '../../../app/lib/env.server'
import { isSelfOrSuperAdmin } from '../../access/isSelfOrSuperAdmin'
import { isSuperAdmin, isSuperAdminField } from '../../access/isSuperAdmin'
import { FIRST_STAFF_REFUSED, SEED_FIRST_STAFF } from './firstStaff'

function staffResetMail(email: string, token: string) {
  const { APP_URL, BRAND_NAME } = env()
  return staffPasswordResetMail({ brand: BRAND_NAME, email, resetUrl: `${APP_URL}/admin/reset/${encodeURIComponent(token)}`, minutes: PASSWORD_RESET_TTL_MINUTES })
}

/** Staff accounts: the Payload admin login. Customers live in `customers`. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: COOKIES.staffSession.maxAgeSeconds,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true' },
    // The admin's "Forgot password?" (Payload's own flow), delivered by the app's mail module
    // (app/lib/mail.server.ts); the link is built from APP_URL, never from the request's Host.
    forgotPassword: {
      expiration: PASSWORD_RESET_TTL_MINUTES * 60 * 1000,
      generateEmailSubject: () => staffResetMail('', '').subject,
      generateEmailHTML: (args) => staffResetMail(String(args?.user?.email ?? ''), String(args?.token ?? '')).html,
    },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Settings',
  },
  access: {
    admin: ({ req }) => req.user?.collection === 'users',
    read: isSelfOrSuperAdmin,
    create: isSuperAdmin,
    update: isSelfOrSuperAdmin,
    delete: isSuperAdmin,
  },
  hooks: {
    beforeChange: [
      // The very first staff account must be able to add the others, so it is
      // a super admin. In production it comes only from ADMIN_EMAIL and
      // ADMIN_PASSWORD (seeded at start): the admin's public "create first
      // user" screen must not hand the portal to whoever finds it first.
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
        if (totalDocs > 0) return data
        if (process.env.NODE_ENV === 'production' && req.context?.[SEED_FIRST_STAFF] !== true) {
          throw new APIError(FIRST_STAFF_REFUSED, 403, null, true)
        }
        return { ...data, role: 'super_admin' }
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { update: isSuperAdminField, create: isSuperAdminField },
      options: STAFF_ROLES.map((value) => ({ label: STAFF_ROLE_NAMES[value].option, value })),
    },
  ],
}
