import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'

/**
 * Personal content sent to one customer (spec doc 1, section 3 "Notification").
 * Opening it marks it read and stamps `viewed_at`; a distribution's view
 * count is the number of its notifications read.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { useAsTitle: 'title', group: 'Customer records', defaultColumns: ['title', 'customer', 'media_type', 'read', 'createdAt'] },
  access: { read: isWellnessStaff, create: isWellnessStaff, update: isWellnessStaff, delete: isWellnessStaff },
  indexes: [{ fields: ['customer', 'read'] }, { fields: ['distribution', 'read'] }, { fields: ['customer', 'media'] }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'message', type: 'textarea' },
    {
      name: 'media_type',
      type: 'select',
      options: ['video', 'audio', 'document', 'image'],
    },
    { name: 'media_url', type: 'text' },
    { name: 'read', type: 'checkbox', defaultValue: false, required: true },
    { name: 'viewed_at', type: 'date' },
    // Personal content sent from the media library (doc 2 §3): the item and its campaign.
    { name: 'media', type: 'relationship', relationTo: 'media' },
    { name: 'distribution', type: 'relationship', relationTo: 'distributions' },
  ],
}
