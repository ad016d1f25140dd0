/**
 * The zod schemas page actions parse their forms with, for page routes only.
 * The rules stay in app/domain/<feature>/schemas.ts, shared with the API
 * routes; pages import them from here because a `.server` module is left out
 * of the browser bundle. A page importing a schema module directly ships all
 * of zod (about 90 KB gzip) to the browser even when only its action uses it:
 * the compiler drops the action but keeps any module whose top level runs code.
 * tests/unit/page-bundles.test.ts keeps zod out of the lightest pages.
 */
export { aiConsentFormSchema, changePasswordSchema, deleteAccountSchema, withdrawConsentSchema } from '../domain/account/schemas'
export { checkinSchema, todayQuerySchema } from '../domain/checkins/schemas'
export { loginSchema, passwordResetConfirmSchema, passwordResetRequestSchema, registerSchema } from '../domain/auth/schemas'
export { reminderSettingsFromForm, reminderSettingsSchema } from '../domain/reminders/schemas'
export { ratingSchema } from '../domain/content/schemas'
export { signupAnswersField } from '../domain/questionnaire/schemas'
export { supportRegionFormSchema } from '../domain/wellbeing/schemas'
export { foodLogInputSchema } from '../domain/food-log/schemas'
export { foodPreferencesUpdateSchema, offerAnswerSchema } from '../domain/food-preferences/schemas'
export { sleepLogSchema, wearableInputSchema } from '../domain/sleep/schemas'
export { bleedingInputSchema, treatmentInputSchema, treatmentUpdateSchema } from '../domain/treatments/schemas'
