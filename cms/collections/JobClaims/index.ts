import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'

/**
 * One row per piece of scheduled work done (`housekeeping:2026-11-21`, a job's
 * id): the unique key makes a second process that picked up the same work
 * stand aside, so it runs exactly once however many processes run jobs
 * (app/lib/claim-once.server.ts).
 */
export const JobClaims: CollectionConfig = {
  slug: 'job-claims',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'claimed_at', type: 'date', required: true, index: true },
  ],
}
