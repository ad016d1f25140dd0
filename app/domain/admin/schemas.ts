import { z } from 'zod'

import { ADMIN_PASSWORD_MIN_LENGTH } from '../constants'
import { ADMIN_MESSAGES } from './staff'

/** POST /api/admin/auth/login (doc 2 §7). */
export const staffLoginSchema = z.object({
  email: z.string({ error: 'must be text' }).trim().toLowerCase().min(1, 'is required').max(254).pipe(z.email({ error: 'must be a valid e-mail address' })),
  password: z.string({ error: 'must be text' }).min(1, 'is required').max(1024),
})

/** POST /api/admin/auth/change-password (doc 2 §7). */
export const staffChangePasswordSchema = z.object({
  current_password: z.string({ error: 'must be text' }).min(1, 'is required').max(1024),
  new_password: z.string({ error: 'must be text' }).min(ADMIN_PASSWORD_MIN_LENGTH, ADMIN_MESSAGES.passwordTooShort).max(1024),
})

export type StaffLoginInput = z.infer<typeof staffLoginSchema>
export type StaffChangePasswordInput = z.infer<typeof staffChangePasswordSchema>
