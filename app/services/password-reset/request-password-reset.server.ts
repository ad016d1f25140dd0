import type { Payload } from 'payload'

import { PASSWORD_RESET_EMAILS_PER_HOUR, PASSWORD_RESET_TTL_MINUTES } from '../../domain/constants'
import { passwordResetMail } from '../../domain/mail/messages'
import { issueStoredToken } from '../../lib/crypto.server'
import type { Env } from '../../lib/env.server'
import { oneAtATimeEverywhere } from '../../lib/lease.server'
import { sendMail } from '../../lib/mail.server'
import { findCustomerByEmail } from '../customers.server'

export type ResetRequestOutcome = 'sent' | 'no_account' | 'capped'

/**
 * A forgotten password (issue 25). Whoever asks gets the same answer at once
 * (`startPasswordReset`); the work runs after the answer, so neither its words
 * nor its timing tell whether the address has an account. When it has one:
 * older links end, a new one is made (256 random bits, only its digest
 * stored, valid once for 60 minutes) and sent to the address on the account.
 * However the limits on abuse are scaled, one account gets at most
 * PASSWORD_RESET_EMAILS_PER_HOUR reset e-mails an hour: the rest are answered
 * the same and send nothing.
 */
export async function requestPasswordReset(payload: Payload, settings: Env, email: string, now = new Date()): Promise<ResetRequestOutcome> {
  const customer = await findCustomerByEmail(payload, email)
  if (!customer) return 'no_account'
  return oneAtATimeEverywhere(payload, `password-reset:${customer.id}`, async () => {
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString()
    const { totalDocs: lastHour } = await payload.count({
      collection: 'password-resets',
      overrideAccess: true,
      where: { and: [{ customer: { equals: customer.id } }, { createdAt: { greater_than: hourAgo } }] },
    })
    if (lastHour >= PASSWORD_RESET_EMAILS_PER_HOUR) {
      payload.logger.warn(`Password reset for an account not sent: ${lastHour} already sent in the last hour`)
      return 'capped'
    }
    await endLiveResetLinks(payload, customer.id, now)
    const token = await issueStoredToken(payload, 'password-resets', customer.id, PASSWORD_RESET_TTL_MINUTES * 60)
    const mail = passwordResetMail({
      brand: settings.BRAND_NAME,
      name: customer.name,
      email: customer.email,
      resetUrl: `${settings.APP_URL}/reset-password?token=${encodeURIComponent(token)}`,
    })
    await sendMail(payload, { kind: 'password_reset', to: customer.email, recipient: customer.id, ...mail })
    return 'sent'
  })
}

/** Answers at once and carries on with the request after the answer; a failure is logged. */
export function startPasswordReset(payload: Payload, settings: Env, email: string): void {
  setImmediate(() => {
    requestPasswordReset(payload, settings, email).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Password reset request failed' }))
  })
}

/** Every reset link of hers still live now ends (a newer link, or a reset done). */
export async function endLiveResetLinks(payload: Payload, customerId: string, now: Date, req?: Parameters<Payload['update']>[0]['req']): Promise<void> {
  await payload.update({
    collection: 'password-resets',
    overrideAccess: true,
    depth: 0,
    req,
    where: { and: [{ customer: { equals: customerId } }, { used_at: { exists: false } }, { expires_at: { greater_than: now.toISOString() } }] },
    data: { expires_at: now.toISOString() },
  })
}

/** Her reset links, all of them (account deletion). */
export async function deleteResetLinks(payload: Payload, customerId: string): Promise<void> {
  await payload.delete({ collection: 'password-resets', overrideAccess: true, where: { customer: { equals: customerId } } })
}
