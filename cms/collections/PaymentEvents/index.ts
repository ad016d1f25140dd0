import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'

/**
 * Stripe webhook events already applied. Stripe delivers at least once and may
 * replay; the unique `event_id` makes each event change anything at most once.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: 'Payment event', plural: 'Payment events' },
  admin: { useAsTitle: 'event_id', group: 'Billing', defaultColumns: ['event_id', 'type', 'createdAt'] },
  access: { read: isWellnessStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'event_id', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'type', type: 'text', required: true, admin: { readOnly: true } },
  ],
}
