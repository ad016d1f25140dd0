import { ValidationError, type Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import type { RegisterInput } from '../../domain/auth/schemas'
import { badRequest } from '../../lib/errors'
import type { InTransaction } from '../../lib/transaction.server'
import { findCustomerByEmail } from '../customers.server'

export const ALREADY_REGISTERED_DETAIL = 'This email is already registered'

/** A new customer on the base tier; inside the caller's transaction when `req` carries one (the signup chain). */
export async function registerCustomer(payload: Payload, input: RegisterInput, { req }: InTransaction = {}): Promise<Customer> {
  if (await findCustomerByEmail(payload, input.email, req)) throw badRequest(ALREADY_REGISTERED_DETAIL)
  try {
    return await payload.create({
      collection: 'customers',
      overrideAccess: true,
      req,
      data: { name: input.name, email: input.email, password: input.password, tier: 'base', profile_completed: false },
    })
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (error instanceof ValidationError) throw badRequest(ALREADY_REGISTERED_DETAIL)
    throw error
  }
}
