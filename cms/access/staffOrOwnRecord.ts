import type { Access } from 'payload'

import { requestUser } from './requestUser'

/** Staff read every record; a customer reads only her own (a `customer` relationship). */
export const staffOrOwnRecord: Access = ({ req }) => {
  const user = requestUser(req)
  if (user?.collection === 'users') return true
  if (user?.collection === 'customers' && user.id) return { customer: { equals: user.id } }
  return false
}
