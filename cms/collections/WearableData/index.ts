import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'
import { touchCustomerActivity } from '../../hooks/customerActivity'
import { WEARABLE_SOURCES } from '../../../app/domain/sleep/schemas'

/**
 * Wearable data records (spec doc 2 §3): sleep hours and sleep quality, a
 * {product}+ feature. `night` is the date she woke up (her own clock); the
 * unique (customer, data_type, night, source) index makes a night logged (or
 * imported from the same watch) twice replace the first, even for two
 * requests at once. Her own entry and an imported night live side by side;
 * the sleep page counts one (`nightsFrom`). A downgrade keeps them.
 */
export const WearableData: CollectionConfig = {
  slug: 'wearable-data',
  labels: { singular: 'Wearable data record', plural: 'Wearable data' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'data_type', 'value', 'unit', 'night', 'source'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: isWellnessStaff },
  // A log counts as activity on the admin dashboard.
  hooks: { afterChange: [touchCustomerActivity] },
  indexes: [
    { fields: ['customer', 'data_type', 'night', 'source'], unique: true },
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
    { name: 'source', type: 'select', required: true, defaultValue: 'manual', options: [...WEARABLE_SOURCES] },
    // Imported nights only (POST /api/wearable-data/import): what her watch's export file said.
    { name: 'bedtime', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Imported nights: when she went to bed' } },
    { name: 'asleep_minutes', type: 'number', min: 0 },
    { name: 'in_bed_minutes', type: 'number', min: 0 },
    { name: 'deep_minutes', type: 'number', min: 0 },
    { name: 'light_minutes', type: 'number', min: 0 },
    { name: 'rem_minutes', type: 'number', min: 0 },
    { name: 'awake_minutes', type: 'number', min: 0 },
  ],
}
