import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'
import { touchCustomerActivity } from '../../hooks/customerActivity'

/**
 * Wearable data records (spec doc 2 §3): sleep hours and sleep quality, a
 * {product}+ feature. `night` is the date she woke up (her own clock); the
 * unique (customer, data_type, night) index makes a night logged twice
 * replace the first, even for two requests at once. A downgrade keeps them.
 */
export const WearableData: CollectionConfig = {
  slug: 'wearable-data',
  labels: { singular: 'Wearable data record', plural: 'Wearable data' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'data_type', 'value', 'unit', 'night', 'source'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: isWellnessStaff },
  // A log counts as activity on the admin dashboard.
  hooks: { afterChange: [touchCustomerActivity] },
  indexes: [
    { fields: ['customer', 'data_type', 'night'], unique: true },
    { fields: ['customer', 'recorded_at'] },
  ],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'data_type', type: 'select', required: true, options: ['sleep', 'sleep_quality'] },
    { name: 'value', type: 'number', required: true },
    { name: 'unit', type: 'select', required: true, options: ['hours', 'score'] },
    {
      name: 'recorded_at',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'When she woke up' },
    },
    { name: 'recorded_at_local', type: 'text', required: true, admin: { description: 'The wake-up time as her own clock wrote it' } },
    { name: 'night', type: 'text', required: true, admin: { description: 'YYYY-MM-DD, the day she woke up' } },
    { name: 'source', type: 'select', required: true, defaultValue: 'manual', options: ['manual'] },
  ],
}
