import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'

/**
 * Single-use, short-lived codes handed back from Google sign-in as
 * `/dashboard#session_id=…` and exchanged at `GET /api/auth/session-data`.
 */
export const AuthCodes: CollectionConfig = {
  slug: 'auth-codes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'code_hash', type: 'text', required: true, unique: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
}
