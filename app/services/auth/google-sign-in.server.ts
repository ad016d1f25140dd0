import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { newToken } from '../../lib/crypto.server'
import type { GoogleProfile } from '../../lib/google.server'
import { findCustomerBy, findCustomerByEmail, updateCustomer } from '../customers.server'

/**
 * Google sign-in: the account already linked to this Google id, else the
 * account with this e-mail (linked now: Google has verified the address), else
 * a new customer on the base tier with an unusable random password.
 */
export async function findOrCreateGoogleCustomer(payload: Payload, profile: GoogleProfile): Promise<Customer> {
  const linked = await findCustomerBy(payload, 'google_id', profile.googleId)
  if (linked) return linked

  const existing = await findCustomerByEmail(payload, profile.email)
  if (existing) {
    return updateCustomer(payload, existing.id, { google_id: profile.googleId, picture: existing.picture ?? profile.picture })
  }
  return payload.create({
    collection: 'customers',
    overrideAccess: true,
    data: {
      name: profile.name || profile.email.split('@')[0],
      email: profile.email,
      password: newToken(),
      password_set: false,
      picture: profile.picture,
      google_id: profile.googleId,
      tier: 'base',
      profile_completed: false,
    },
  })
}
