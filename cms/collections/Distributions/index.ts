import type { CollectionConfig } from 'payload'

import { RECIPIENT_TYPES } from '../../../app/domain/admin/distributions'
import { MEDIA_FILE_TYPES } from '../../../app/domain/admin/media'
import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'

/**
 * A campaign sending one library item to customers (spec doc 2 §3
 * "Distribution"). Created by the Media screen or the staff API; `sent_at`
 * stays empty until the notifications are written (then 'Sent', else
 * 'Scheduled'). `view_count` is counted from the notifications opened.
 */
export const Distributions: CollectionConfig = {
  slug: 'distributions',
  admin: {
    useAsTitle: 'title',
    group: 'Media records',
    defaultColumns: ['title', 'media_title', 'recipient_type', 'recipient_count', 'scheduled_for', 'sent_at'],
  },
  access: { read: isWellnessStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['sent_at', 'scheduled_for'] }],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'media', type: 'relationship', relationTo: 'media', required: true, index: true },
    { name: 'media_title', type: 'text', required: true },
    { name: 'media_type', type: 'select', options: [...MEDIA_FILE_TYPES], required: true },
    { name: 'recipient_type', type: 'select', options: [...RECIPIENT_TYPES], required: true },
    {
      name: 'recipient_ids',
      type: 'text',
      hasMany: true,
      admin: { description: 'E-mail addresses (individual) or tier names (tier-specific); empty for all users.' },
    },
    { name: 'message', type: 'textarea', maxLength: 2000 },
    { name: 'recipient_count', type: 'number', min: 0, defaultValue: 0, required: true },
    { name: 'scheduled_for', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'sent_at', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'created_by', type: 'relationship', relationTo: 'users' },
  ],
}
