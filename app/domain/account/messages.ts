import { RECENT_SIGN_IN_MINUTES } from '../constants'

/** The /account messages, word for word, with no zod: the page's browser bundle reads them. */
export const DELETE_CONFIRMATION = 'DELETE'

export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Your password is changed. Other devices are signed out.',
  wrongPassword: 'Your current password is not correct.',
  signedOutEverywhere: 'You are signed out on every device.',
  confirmDelete: `Type ${DELETE_CONFIRMATION} to confirm`,
  samePassword: 'must differ from your current password',
  passwordRequired: 'password: is required',
  googleNoPassword: 'You sign in with Google, so there is no password to change here.',
  signInAgain: `For your safety, sign in again with Google, then delete your account within ${RECENT_SIGN_IN_MINUTES} minutes.`,
  subscriptionNotCancelled:
    'We could not cancel your subscription with the payment provider, so nothing has been deleted. Please try again in a moment, or cancel it under Billing first.',
} as const
