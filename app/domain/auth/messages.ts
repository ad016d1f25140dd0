import { PASSWORD_RESET_TTL_MINUTES } from '../constants'

/** Forgotten password (issue 25): the words the API, the auth modal and /reset-password show. Browser-safe, no zod. */
export const PASSWORD_RESET_MESSAGES = {
  /** The same words for every well-formed address, so no one learns who has an account. */
  requested: `If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. It can take a few minutes to arrive: please check your spam folder too.`,
  invalidLink: 'This password reset link has expired or has already been used. Please ask for a new link.',
  changed: 'Your password has been changed. Every device that was signed in is signed out.',
  changedSignedIn: 'Your new password is set and you are signed in. Every other device is signed out.',
  mismatch: 'The two passwords do not match.',
} as const
