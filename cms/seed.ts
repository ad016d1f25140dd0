import type { Payload } from 'payload'

import { env } from '../app/lib/env.server'
import { SEED_FIRST_STAFF } from './collections/Users/firstStaff'

/**
 * First start: when ADMIN_EMAIL and ADMIN_PASSWORD are set and no staff
 * account exists yet, create a super admin with them. Later starts leave
 * staff accounts alone, so changing the variables never resets a password.
 */
export async function seedFirstStaff(payload: Payload): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env()
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return
  const existing = await payload.count({ collection: 'users', overrideAccess: true })
  if (existing.totalDocs > 0) return
  const staff = await payload.create({
    collection: 'users',
    overrideAccess: true,
    context: { [SEED_FIRST_STAFF]: true },
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'super_admin', name: 'Administrator' },
  })
  // By id: the log never holds an e-mail address.
  payload.logger.info({ staff_id: staff.id }, 'Created the first staff account from ADMIN_EMAIL')
}
