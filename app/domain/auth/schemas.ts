import { z } from 'zod'

import { PASSWORD_MIN_LENGTH } from '../constants'

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

export const registerSchema = z.object({
  name: z.string({ error: 'must be text' }).trim().min(1, 'is required').max(120, 'is too long'),
  email,
  password: z
    .string({ error: 'must be text' })
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024, 'is too long'),
})

export type LoginInput = z.infer<typeof loginSchema>
export type RegisterInput = z.infer<typeof registerSchema>
