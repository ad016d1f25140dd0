import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'

/**
 * Customer sessions. Only a SHA-256 hash of the bearer token is stored, so a
 * copy of the database does not hand out live sessions. Logout deletes the row.
 */
export const Sessions: CollectionConfig = {
  slug: 'sessions',
  admin: { group: 'Customer records', hidden: true },
  access: { read: isWellnessStaff, create: nobody, update: nobody, delete: isWellnessStaff },
  fields: [
    { name: 'token_hash', type: 'text', required: true, unique: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
}
