import type { CollectionConfig } from 'payload'

import { isStaff, isWellnessStaff } from '../access'

/**
 * Customers (spec doc 1, section 3 "User"). Password hashing and the lockout
 * after repeated failed logins come from Payload's auth; the sessions the
 * customer-facing pages and API use are in `sessions`.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    useSessions: false,
    verify: false,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'tier', 'profile_completed', 'createdAt'],
    group: 'Customers',
  },
  access: {
    // Customers never log in to the Payload admin.
    admin: () => false,
    read: isStaff,
    create: isWellnessStaff,
    update: isWellnessStaff,
    delete: isWellnessStaff,
    unlock: isWellnessStaff,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'picture', type: 'text' },
    {
      name: 'tier',
      type: 'select',
      required: true,
      defaultValue: 'base',
      index: true,
      options: [
        { label: 'Base', value: 'base' },
        { label: 'Plus', value: 'plus' },
      ],
    },
    { name: 'profile_completed', type: 'checkbox', defaultValue: false, required: true },
    {
      name: 'google_id',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'Linked Google account (subject id).' },
      access: { update: () => false },
    },
  ],
}
