import type { Access } from 'payload'

import { requestUser } from './requestUser'

/** Any signed-in staff member or customer (for data with nothing personal in it). */
export const staffOrCustomer: Access = ({ req }) => {
  const user = requestUser(req)
  return user?.collection === 'users' || user?.collection === 'customers'
}
