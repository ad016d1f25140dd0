import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'

/**
 * The limits on abuse shared by several processes (RATE_LIMIT_STORE=database,
 * decision 0012): one counter per rule and key in its current window. The key
 * is stored as a SHA-256 digest, so no e-mail or address is kept here.
 * Written only through the database adapter (app/lib/rate-limit-store.server.ts);
 * the housekeeping job removes windows that ended.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'reset_at', type: 'date', required: true, index: true },
  ],
}
