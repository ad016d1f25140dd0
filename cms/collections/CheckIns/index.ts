import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'
import { touchCustomerActivity } from '../../hooks/customerActivity'

/**
 * Daily check-ins (spec doc 1 §3 "Check-in"). One per customer per calendar
 * day, enforced by the unique index on (customer, date) so concurrent submits
 * can never create two. Only she writes them (through `submitCheckin`, which
 * keeps her figures in the same transaction): staff read them, while she
 * shares her data, and cannot change or delete them; her account's deletion
 * removes them.
 */
export const CheckIns: CollectionConfig = {
  slug: 'checkins',
  labels: { singular: 'Check-in', plural: 'Check-ins' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'date', 'energy_level', 'sleep_quality', 'stress_level', 'mood'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['customer', 'date'], unique: true }],
  hooks: { afterChange: [touchCustomerActivity] },
  fields: [
    // No index of its own: the unique (customer, date) index serves queries by customer (decision 0009).
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true },
    { name: 'date', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD, the customer’s calendar day' } },
    { name: 'energy_level', type: 'number', required: true, min: 1, max: 10 },
    { name: 'sleep_quality', type: 'number', required: true, min: 1, max: 10 },
    { name: 'stress_level', type: 'number', required: true, min: 1, max: 10 },
    { name: 'mood', type: 'number', required: true, min: 1, max: 10 },
    { name: 'journal_entry', type: 'textarea' },
  ],
}
