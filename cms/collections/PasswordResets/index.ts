import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'

/**
 * A customer's password reset links (issue 25). Only the SHA-256 digest of
 * the link's token is stored, so a copy of the database opens no account. A
 * link works once (`used_at`) and until `expires_at` (60 minutes); asking for
 * a new one ends the older ones (their `expires_at` moves to that moment).
 * Rows stay a day after they end (RETENTION_DAYS.usedSignInTokens): the last
 * hour's rows cap how many reset e-mails one address gets.
 */
export const PasswordResets: CollectionConfig = {
  slug: 'password-resets',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['customer', 'createdAt'] }],
  fields: [
    { name: 'token_hash', type: 'text', required: true, unique: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
    { name: 'used_at', type: 'date' },
  ],
}
