import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { ACCOUNT_MESSAGES, type DeleteAccountInput } from '../../domain/account/schemas'
import { hasLiveSubscription } from '../../domain/payments'
import type { Env } from '../../lib/env.server'
import { hasOwnPassword, signedInRecently } from '../../domain/account/recent-sign-in'
import { badRequest, forbidden, upstreamFailed } from '../../lib/errors'
import { revokeAllSessions } from '../../lib/session.server'
import { stripeClient } from '../../lib/stripe.server'
import { eraseAuditEntriesAbout } from '../admin/audit.server'
import { deleteAuthCodes } from '../auth/auth-codes.server'
import { verifyPassword } from '../auth/sign-in.server'
import { removeRatingsOf } from '../content/rate-item.server'
import { eraseOutboxEntriesFor } from '../mail/outbox.server'
import { deleteResetLinks } from '../password-reset/request-password-reset.server'
import { eraseAllOwn, unlinkAllOwn, type OwnedCollection } from '../own-records.server'
import { logError } from '../../lib/logger.server'
import type { LimitContext } from '../../lib/rate-limit.server'

/**
 * What deletion does with each collection she owns (issue 18): everything
 * goes, except payments, which the law makes us keep for accounting; they
 * lose their link to her and hold no health data. Typed over all of
 * OWNED_COLLECTIONS, so a new one cannot be forgotten here;
 * tests/unit/account-data.test.ts checks it against the Payload config.
 */
export const ERASURE: Record<Exclude<OwnedCollection, 'payments'>, 'delete'> & { payments: 'keep without her' } = {
  'consent-records': 'delete',
  checkins: 'delete',
  assessments: 'delete',
  'meal-plan-recipes': 'delete',
  'meal-plans': 'delete',
  'shopping-lists': 'delete',
  budgets: 'delete',
  'food-preferences': 'delete',
  'food-logs': 'delete',
  'wearable-data': 'delete',
  treatments: 'delete',
  'bleeding-logs': 'delete',
  flushes: 'delete',
  'course-enrolments': 'delete',
  'course-ratings': 'delete',
  'thought-records': 'delete',
  'progress-summaries': 'delete',
  notifications: 'delete',
  'library-ratings': 'delete',
  payments: 'keep without her',
  'checkout-sessions': 'delete',
  'reminder-settings': 'delete',
  'push-subscriptions': 'delete',
}

/** What deletion does with the collections that are not her records but name her. */
export const ERASURE_OTHER = {
  customers: 'delete (last)',
  sessions: 'delete (first: every device is signed out)',
  'auth-codes': 'delete',
  'audit-log': 'delete',
  'password-resets': 'delete',
  outbox: 'delete (the e-mails sent to her)',
} as const

/**
 * Cancels her card subscription before anything is deleted. A failure (or
 * Stripe not configured while she has a Stripe subscription) refuses the
 * deletion with a detail: nothing is deleted and she keeps her account.
 * A subscription Stripe no longer knows is already gone. The demo checkout
 * has nothing outside to cancel.
 */
async function cancelSubscription(settings: Env, customer: Customer): Promise<void> {
  if (customer.subscription_provider !== 'stripe' || !customer.subscription_id || !hasLiveSubscription(customer)) return
  const stripe = await stripeClient(settings)
  if (!stripe) throw upstreamFailed(ACCOUNT_MESSAGES.subscriptionNotCancelled)
  try {
    await stripe.subscriptions.cancel(customer.subscription_id)
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return
    logError('Stripe subscription cancel failed', error)
    throw upstreamFailed(ACCOUNT_MESSAGES.subscriptionNotCancelled)
  }
}

/**
 * Deletes her account (issue 18) once she has typed DELETE and proved it is
 * her — her password, or, for an account made through Google that has none
 * of its own, a sign-in within the last few minutes. Then it cancels a live card subscription first, signs out every device,
 * deletes every record of hers in every collection, keeps payment records
 * without their link to her, and deletes the account last, so a failure on
 * the way leaves an account she can sign in to and delete again. Her e-mail
 * is then free to register as a new person.
 */
export async function deleteAccount(
  payload: Payload,
  settings: Env,
  current: { customer: Customer; signedInAt: string },
  input: DeleteAccountInput,
  from: LimitContext,
  now: Date = new Date(),
): Promise<void> {
  const { customer } = current
  if (hasOwnPassword(customer)) {
    if (!input.password) throw badRequest(ACCOUNT_MESSAGES.passwordRequired)
    await verifyPassword(payload, customer, input.password, ACCOUNT_MESSAGES.wrongPassword, from)
  } else if (!signedInRecently(current.signedInAt, now)) {
    throw forbidden(ACCOUNT_MESSAGES.signInAgain)
  }
  await cancelSubscription(settings, customer)
  await eraseAccount(payload, customer.id)
}

/**
 * Everything of hers as `ERASURE` and `ERASURE_OTHER` say, the account last.
 * Also the signup chain's compensating delete: a signup that failed part-way
 * on a database without transactions leaves nothing behind.
 */
export async function eraseAccount(payload: Payload, customerId: string): Promise<void> {
  await revokeAllSessions(payload, customerId)
  await deleteAuthCodes(payload, customerId)
  await deleteResetLinks(payload, customerId)
  await removeRatingsOf(payload, customerId)
  for (const collection of Object.keys(ERASURE) as OwnedCollection[]) {
    if (collection === 'payments') await unlinkAllOwn(payload, customerId, collection)
    else await eraseAllOwn(payload, customerId, collection)
  }
  await eraseAuditEntriesAbout(payload, customerId)
  await eraseOutboxEntriesFor(payload, customerId)
  await payload.delete({ collection: 'customers', id: customerId, overrideAccess: true })
}
