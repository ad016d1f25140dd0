import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { paymentProviderField } from '../../fields/paymentProvider'
import { tierField } from '../../fields/tier'

/**
 * Every payment on a customer's account (spec doc 1 §2 "Payment-success"):
 * amount, currency, tier, date and the provider's ids, for staff to see.
 * `reference` (the invoice id, or the checkout session id when there is no
 * invoice) is unique, so a payment reported twice is recorded once.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: {
    useAsTitle: 'reference',
    group: 'Billing',
    defaultColumns: ['customer', 'tier', 'amount', 'currency', 'status', 'provider', 'paid_at'],
  },
  access: { read: isWellnessStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-paid_at',
  fields: [
    // Empty once she has deleted her account: the payment is kept (the law asks for it), not her link to it.
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: { readOnly: true, description: 'Empty when the customer has deleted her account.' } },
    { name: 'reference', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    paymentProviderField({ admin: { readOnly: true } }),
    {
      name: 'status',
      type: 'select',
      required: true,
      options: [
        { label: 'Paid', value: 'paid' },
        { label: 'Free trial started', value: 'trial' },
        { label: 'Failed', value: 'failed' },
      ],
      admin: { readOnly: true },
    },
    { name: 'amount', type: 'number', required: true, min: 0, admin: { readOnly: true, description: 'In pence.' } },
    { name: 'currency', type: 'text', required: true, admin: { readOnly: true } },
    tierField({ admin: { readOnly: true } }),
    { name: 'paid_at', type: 'date', required: true, index: true, admin: { readOnly: true } },
    { name: 'checkout_session_id', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'invoice_id', type: 'text', admin: { readOnly: true } },
    { name: 'subscription_id', type: 'text', admin: { readOnly: true } },
    { name: 'provider_customer_id', type: 'text', admin: { readOnly: true } },
  ],
}
