import type { CollectionConfig } from 'payload'

import { FLUSH_KINDS, FLUSH_SEVERITIES, FLUSH_TRIGGERS } from '../../../app/domain/flushes/options'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'
import { touchCustomerActivity } from '../../hooks/customerActivity'

/**
 * Her hot-flush diary: one entry per hot flush or night sweat, when it
 * happened, how bad, and what may have set it off. `client_id` is the
 * phone's own id for an entry, so one logged offline and sent again is kept
 * once (unique with the customer). Written only by her; staff read it while
 * she shares her data (decision 0011).
 */
export const Flushes: CollectionConfig = {
  slug: 'flushes',
  labels: { singular: 'Hot flush', plural: 'Hot-flush diary' },
  admin: {
    group: 'Customer records',
    defaultColumns: ['customer', 'occurred_at', 'severity', 'kind'],
  },
  access: {
    read: wellnessStaffWhileShared,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  hooks: { afterChange: [touchCustomerActivity] },
  indexes: [{ fields: ['customer', 'occurred_at'] }, { fields: ['customer', 'client_id'], unique: true }],
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
    },
    {
      name: 'occurred_at',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'severity',
      type: 'select',
      required: true,
      options: [...FLUSH_SEVERITIES],
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'flush',
      options: [...FLUSH_KINDS],
    },
    {
      name: 'triggers',
      type: 'json',
      admin: { description: `A list of: ${FLUSH_TRIGGERS.join(', ')}` },
    },
    {
      name: 'client_id',
      type: 'text',
      required: true,
      admin: {
        description: 'The phone’s id for the entry: sent twice, kept once',
      },
    },
  ],
}
