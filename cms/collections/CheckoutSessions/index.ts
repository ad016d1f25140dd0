import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { paymentProviderField } from '../../fields/paymentProvider'
import { tierField } from '../../fields/tier'

/**
 * Every checkout a customer starts, Stripe's or the built-in keyless checkout's (stored as provider 'demo'). The
 * status page looks sessions up here (owner only), and `fulfilled_at` marks the
 * one time a completed session changed the customer's tier.
 */
export const CheckoutSessions: CollectionConfig = {
  slug: 'checkout-sessions',
  labels: { singular: 'Checkout session', plural: 'Checkout sessions' },
  admin: {
    useAsTitle: 'session_id',
    group: 'Billing',
    defaultColumns: ['session_id', 'customer', 'tier', 'provider', 'status', 'payment_status', 'createdAt'],
  },
  access: { read: isWellnessStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'session_id', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    paymentProviderField({ admin: { readOnly: true } }),
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, admin: { readOnly: true } },
    tierField({ admin: { readOnly: true } }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: ['open', 'complete', 'expired'],
      admin: { readOnly: true },
    },
    {
      name: 'payment_status',
      type: 'select',
      required: true,
      defaultValue: 'unpaid',
      options: ['unpaid', 'paid', 'no_payment_required'],
      admin: { readOnly: true },
    },
    { name: 'amount_total', type: 'number', required: true, min: 0, admin: { readOnly: true, description: 'In pence.' } },
    { name: 'currency', type: 'text', required: true, defaultValue: 'gbp', admin: { readOnly: true } },
    { name: 'trial_days', type: 'number', min: 0, defaultValue: 0, admin: { readOnly: true } },
    { name: 'success_url', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'cancel_url', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'expires_at', type: 'date', required: true, admin: { readOnly: true } },
    { name: 'fulfilled_at', type: 'date', admin: { readOnly: true } },
    { name: 'subscription_id', type: 'text', admin: { readOnly: true } },
    { name: 'provider_customer_id', type: 'text', admin: { readOnly: true } },
    { name: 'invoice_id', type: 'text', admin: { readOnly: true } },
  ],
}
