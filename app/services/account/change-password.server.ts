import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { ACCOUNT_MESSAGES, type ChangePasswordInput } from '../../domain/account/schemas'
import { hasOwnPassword } from '../../domain/account/recent-sign-in'
import { forbidden } from '../../lib/errors'
import type { LimitContext } from '../../lib/rate-limit.server'
import { revokeAllSessions } from '../../lib/session.server'
import { verifyPassword } from '../auth/sign-in.server'

/**
 * Changes her password once she has given the current one (issue 18). Every
 * other session of hers ends; the one she is using (`token`) stays.
 */
export async function changePassword(
  payload: Payload,
  customer: Customer,
  token: string,
  input: ChangePasswordInput,
  from: LimitContext,
): Promise<void> {
  if (!hasOwnPassword(customer)) throw forbidden(ACCOUNT_MESSAGES.googleNoPassword)
  await verifyPassword(payload, customer, input.current_password, ACCOUNT_MESSAGES.wrongPassword, from)
  await payload.update({ collection: 'customers', id: customer.id, overrideAccess: true, depth: 0, data: { password: input.new_password } })
  await revokeAllSessions(payload, customer.id, token)
}
