import type { Payload } from 'payload'

import type { Customer } from '../../../cms/payload-types'
import { ACCOUNT_MESSAGES, type ChangePasswordInput } from '../../domain/account/schemas'
import { revokeAllSessions } from '../../lib/session.server'
import { verifyPassword } from '../auth.server'

/**
 * Changes her password once she has given the current one (issue 18). Every
 * other session of hers ends; the one she is using (`token`) stays.
 */
export async function changePassword(payload: Payload, customer: Customer, token: string, input: ChangePasswordInput): Promise<void> {
  await verifyPassword(payload, customer, input.current_password, ACCOUNT_MESSAGES.wrongPassword)
  await payload.update({ collection: 'customers', id: customer.id, overrideAccess: true, depth: 0, data: { password: input.new_password } })
  await revokeAllSessions(payload, customer.id, token)
}
