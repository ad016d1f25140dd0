import { z } from 'zod'

import { PASSWORD_MIN_LENGTH } from '../constants'
import { PASSWORD_RESET_MESSAGES } from './messages'

export { PASSWORD_RESET_MESSAGES }

/**
 * The auth modal's two forms and POST /api/auth/login and /register (doc 1
 * §2, §7): one schema each, browser-safe, parsed the same on the server.
 */
const email = z
  .string({ error: 'must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254, 'is too long')
  .pipe(z.email({ error: 'must be a valid e-mail address' }))

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'must be text' }).min(1, 'is required').max(1024, 'is too long'),
})

/** A new password: the signup's rule (doc 2 §5, at least 6 characters). */
const newPassword = z
  .string({ error: 'must be text' })
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'is too long')

export const registerSchema = z.object({
  name: z.string({ error: 'must be text' }).trim().min(1, 'is required').max(120, 'is too long'),
  email,
  password: newPassword,
})

/** Forgotten password (issue 25): `POST /api/auth/password-reset`, the auth modal's form and /reset-password's. */
export const passwordResetRequestSchema = z.object({ email })

/** `POST /api/auth/password-reset/confirm`: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long'),
  new_password: newPassword,
})


export type LoginInput = z.infer<typeof loginSchema>
export type RegisterInput = z.infer<typeof registerSchema>
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>
