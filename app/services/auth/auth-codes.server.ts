import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { AUTH_CODE_TTL_SECONDS } from '../../domain/constants'
import { isExpired, issueStoredToken, storedTokenWhere } from '../../lib/crypto.server'
import { unauthorized } from '../../lib/errors'
import { createSession } from '../../lib/session.server'

/**
 * The single-use codes that carry a Google sign-in from the callback to the
 * page (`/dashboard#session_id=…`, spec doc 1 §3).
 */
/** A single-use code for `/dashboard#session_id=…`, valid for two minutes. */
export function issueAuthCode(payload: Payload, customerId: string): Promise<string> {
  return issueStoredToken(payload, 'auth-codes', customerId, AUTH_CODE_TTL_SECONDS)
}

export const INVALID_CODE_DETAIL = 'Invalid or expired session code'

/** Exchange a code for a new session. Deleting the code first makes it single-use. */
export async function exchangeAuthCode(
  payload: Payload,
  code: string,
): Promise<{ customer: Customer; token: string }> {
  const { docs } = await payload.delete({
    collection: 'auth-codes',
    overrideAccess: true,
    where: storedTokenWhere('auth-codes', code),
    depth: 1,
  })
  const record = docs[0]
  if (!record || isExpired(record) || typeof record.customer !== 'object') {
    throw unauthorized(INVALID_CODE_DETAIL)
  }
  const customer = record.customer
  return { customer, token: await createSession(payload, customer.id) }
}

/** Her sign-in codes, all of them (account deletion). */
export async function deleteAuthCodes(payload: Payload, customerId: string): Promise<void> {
  await payload.delete({ collection: 'auth-codes', overrideAccess: true, where: { customer: { equals: customerId } } })
}
