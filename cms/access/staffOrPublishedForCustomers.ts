import type { Access } from 'payload'

import { requestUser } from './requestUser'

/**
 * Library items: staff (editors and admins) see every item, drafts included;
 * a customer (the Local API called with her as `user`, or a customer token on
 * /cms-api) sees published items only; nobody else sees any.
 */
export const staffOrPublishedForCustomers: Access = ({ req }) => {
  const user = requestUser(req)
  if (user?.collection === 'users') return true
  if (user?.collection === 'customers') return { _status: { equals: 'published' } }
  return false
}
