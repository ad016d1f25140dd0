import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'

/**
 * One row per short critical section held right now (an item's rating total,
 * a customer's check-in figures): the unique key lets one process at a time
 * in, whichever of several app processes on the database asks; the owner
 * releases its own lease only, and a lease past `expires_at` (its process
 * died) is taken over (app/lib/lease.server.ts, decision 0029).
 */
export const Leases: CollectionConfig = {
  slug: 'leases',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'owner', type: 'text', required: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
}
