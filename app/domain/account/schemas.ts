import { z } from 'zod'

import { PASSWORD_MIN_LENGTH } from '../constants'
import { AI_CONSENT_SOURCES } from './ai-consent'
import { CONSENT_KINDS } from './consents'
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION } from './messages'

export { ACCOUNT_MESSAGES, DELETE_CONFIRMATION }

/**
 * The /account forms and their API routes (issue 18): one schema each,
 * browser-safe, parsed the same by the page action and the API.
 */
const password = z.string({ error: 'must be text' }).min(1, 'is required').max(1024, 'is too long')

export const changePasswordSchema = z
  .object({
    current_password: password,
    new_password: z
      .string({ error: 'must be text' })
      .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(1024, 'is too long'),
  })
  .refine((input) => input.new_password !== input.current_password, { path: ['new_password'], message: ACCOUNT_MESSAGES.samePassword })

export const withdrawConsentSchema = z.object({
  kind: z.enum(CONSENT_KINDS, { error: `must be one of: ${CONSENT_KINDS.join(', ')}` }),
})

/**
 * POST /api/user/consents: only the AI consent is given this way (the
 * data-sharing consent is given in a questionnaire, in its words).
 */
export const giveConsentSchema = z.object({
  kind: z.literal('ai_processing', { error: 'must be ai_processing (the data-sharing consent is given in a questionnaire)' }),
  include_journal: z.boolean({ error: 'must be true or false' }),
})

/** The AI consent forms of /progress, /meal-plans and /account (resources+/ai-consent). */
export const aiConsentFormSchema = z.object({
  intent: z.enum(['agree', 'decline', 'withdraw'], { error: 'must be agree, decline or withdraw' }),
  include_journal: z.literal('on', { error: 'must be on when ticked' }).optional(),
  source: z.enum(AI_CONSENT_SOURCES, { error: `must be one of: ${AI_CONSENT_SOURCES.join(', ')}` }),
})

/** The password is asked of accounts that have one; an account made through Google confirms by a recent sign-in. */
export const deleteAccountSchema = z.object({
  password: password.optional(),
  confirm: z.literal(DELETE_CONFIRMATION, { error: ACCOUNT_MESSAGES.confirmDelete }),
})

export type GiveConsentInput = z.infer<typeof giveConsentSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>
