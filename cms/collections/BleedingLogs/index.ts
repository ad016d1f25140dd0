import type { CollectionConfig } from 'payload'

import { BLEEDING_FLOWS } from '../../../app/domain/treatments/options'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'
import { touchCustomerActivity } from '../../hooks/customerActivity'

/**
 * Her bleeding log (issue 30): one entry per day she bled, with the flow.
 * The unique (customer, date) index makes a day logged twice replace the
 * first, even for two requests at once. Written only by her; staff read it
 * while she shares her data (decision 0011).
 */
export const BleedingLogs: CollectionConfig = {
  slug: 'bleeding-logs',
  labels: { singular: 'Bleeding day', plural: 'Bleeding log' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'date', 'flow'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: nobody },
  hooks: { afterChange: [touchCustomerActivity] },
  indexes: [{ fields: ['customer', 'date'], unique: true }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'date', type: 'text', required: true, admin: { description: 'YYYY-MM-DD, her calendar day' } },
    { name: 'flow', type: 'select', required: true, options: [...BLEEDING_FLOWS] },
  ],
}
