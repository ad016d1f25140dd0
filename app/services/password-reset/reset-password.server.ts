import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { PASSWORD_RESET_MESSAGES, type PasswordResetConfirmInput } from '../../domain/auth/schemas'
import { hashToken, isExpired, storedTokenWhere } from '../../lib/crypto.server'
import { badRequest } from '../../lib/errors'
import { oneAtATimeEverywhere } from '../../lib/lease.server'
import { revokeAllSessions } from '../../lib/session.server'
import { atomically, type Transaction } from '../../lib/transaction.server'
import { endLiveResetLinks } from './request-password-reset.server'

interface LiveLink {
  id: string
  customer: string
}

/** The live reset link this token opens, or null (unknown, used or expired). Reads only. */
async function findLiveLink(payload: Payload, token: string, now: Date, req?: Transaction): Promise<LiveLink | null> {
  const { docs } = await payload.find({
    collection: 'password-resets',
    overrideAccess: true,
    req,
    where: storedTokenWhere('password-resets', token),
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const link = docs[0]
  if (!link || link.used_at || isExpired(link, now.getTime())) return null
  return { id: link.id, customer: typeof link.customer === 'object' ? link.customer.id : link.customer }
}

/** Whether a link can still be used (the /reset-password page asks before showing its form). */
export async function isResetLinkLive(payload: Payload, token: string, now = new Date()): Promise<boolean> {
  return (await findLiveLink(payload, token, now)) !== null
}

/**
 * Sets a new password with a reset link (issue 25), as one unit: the link is
 * used up first (it works once, whoever comes second gets the "ask for a new
 * link" answer), the password is set — an account made through Google gets
 * its first password of its own this way —, a lock after failed sign-ins
 * ends with it (the lock is keyed on her password, `signInLockKey`: the link
 * proves it is her), her other links end and every session of hers ends. Returns her account.
 */
export async function resetPassword(payload: Payload, input: PasswordResetConfirmInput, now = new Date()): Promise<Customer> {
  let claimedId: string | null = null
  return oneAtATimeEverywhere(payload, `reset-link:${hashToken(input.token)}`, () =>
    atomically(
      payload,
      async (req) => {
        const link = await findLiveLink(payload, input.token, now, req)
        if (!link) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink)
        const { docs: claimed } = await payload.update({
          collection: 'password-resets',
          overrideAccess: true,
          depth: 0,
          req,
          where: { and: [{ id: { equals: link.id } }, { used_at: { exists: false } }] },
          data: { used_at: now.toISOString() },
        })
        if (claimed.length !== 1) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink)
        claimedId = link.id
        const customer = await payload.update({
          collection: 'customers',
          id: link.customer,
          overrideAccess: true,
          depth: 0,
          req,
          data: { password: input.new_password, password_set: true },
        })
        await endLiveResetLinks(payload, customer.id, now, req)
        await revokeAllSessions(payload, customer.id, undefined, req)
        return customer
      },
      // No transactions on this database: a link this call used up is given back, so she can try again.
      async () => {
        if (claimedId) await payload.update({ collection: 'password-resets', id: claimedId, overrideAccess: true, depth: 0, data: { used_at: null } })
      },
    ),
  )
}
