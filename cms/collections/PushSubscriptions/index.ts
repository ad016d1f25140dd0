import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'

/**
 * Where her daily check-in reminders reach her phone or computer by push
 * (docs/features/phone-app.md): one record per browser she turned on
 * "Remind me on this phone", as the browser's push service gave it. The
 * endpoint names that browser at its push service and is unique: the same
 * browser signed in as someone else moves to them. A subscription the push
 * service reports gone (404/410) is deleted. Nobody reads these in the admin.
 */
export const PushSubscriptions: CollectionConfig = {
  slug: 'push-subscriptions',
  labels: { singular: 'Push subscription', plural: 'Push subscriptions' },
  admin: { group: 'Customer records', hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'endpoint', type: 'text', required: true, unique: true, index: true },
    // The browser's public key (P-256, base64url) and auth secret: what the message is encrypted for.
    { name: 'p256dh', type: 'text', required: true },
    { name: 'auth', type: 'text', required: true },
    { name: 'last_sent_at', type: 'date' },
  ],
}
