import type { CollectionConfig, Field } from 'payload'

import { closedCustomerAuthEndpoints } from '../../access/customerAuthEndpoints'
import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { paymentProviderField } from '../../fields/paymentProvider'
import { tierField } from '../../fields/tier'

/**
 * Customers (spec doc 1, section 3 "User"). Password hashing and the lockout
 * after repeated failed logins come from Payload's auth; the sessions the
 * customer-facing pages and API use are in `sessions`.
 */
function checkinStatsFields(): Field[] {
  const kept = { readOnly: true, position: 'sidebar' } as const
  return [
    { name: 'checkin_count', label: 'Check-ins', type: 'number', admin: kept, access: { update: nobody } },
    { name: 'checkin_run_length', label: 'Current run (days)', type: 'number', admin: kept, access: { update: nobody } },
    { name: 'checkin_run_latest', label: 'Latest check-in day', type: 'text', admin: kept, access: { update: nobody } },
    { name: 'checkins_version', type: 'text', admin: { hidden: true }, access: { update: nobody } },
  ]
}

export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Customer account', plural: 'Customer accounts' },
  auth: {
    // No per-account lock: it let anyone lock her out by typing her e-mail with
    // wrong passwords. Failed sign-ins are counted per (account, client address,
    // password) instead — SIGN_IN_LOCK, app/services/auth.server.ts.
    maxLoginAttempts: 0,
    useSessions: false,
    verify: false,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'tier', 'profile_completed', 'createdAt'],
    group: 'Customer records',
  },
  access: {
    // Customers never log in to the Payload admin.
    admin: nobody,
    // Editors manage library content only; customer records are for wellness staff.
    read: isWellnessStaff,
    create: isWellnessStaff,
    update: isWellnessStaff,
    delete: isWellnessStaff,
    unlock: isWellnessStaff,
  },
  // Customers sign in through the documented /api only, never Payload's REST auth.
  endpoints: closedCustomerAuthEndpoints,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'picture', type: 'text' },
    {
      // Where she is, for the support numbers she is offered (app/domain/wellbeing/support-contacts.ts); unset until she chooses.
      name: 'support_region',
      type: 'select',
      options: ['england', 'wales', 'scotland', 'northern_ireland', 'elsewhere'],
      admin: { readOnly: true, position: 'sidebar' },
    },
    tierField({ defaultValue: 'base', index: true }),
    { name: 'profile_completed', type: 'checkbox', defaultValue: false, required: true },
    // False for an account made through Google sign-in: its password is a random one she never saw,
    // so /account confirms it is her by a recent sign-in instead (app/domain/account/recent-sign-in.ts).
    {
      name: 'password_set',
      label: 'Has a password of her own',
      type: 'checkbox',
      defaultValue: true,
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: nobody },
    },
    // Kept by the activity collections' hooks (cms/hooks/customerActivity.ts) for the admin dashboard.
    { name: 'last_activity_at', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar' }, access: { update: () => false } },
    { name: 'first_assessment_at', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar' }, access: { update: () => false } },
    // Kept by every check-in write (app/services/checkins/submit-checkin.server.ts, decision 0009) so the dashboard
    // and progress page never read her history. Empty until first computed.
    ...checkinStatsFields(),
    // Set when she withdraws the data-sharing consent, cleared when she gives it again (app/services/account/consents.server.ts).
    {
      name: 'data_sharing_withdrawn_at',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', description: 'Consent to share her data withdrawn: staff do not see her records.' },
      access: { update: nobody },
    },
    // Set when she answers "No thanks" to the AI question in context, so she is not asked again there (app/services/account/ai-consent.server.ts).
    {
      name: 'ai_processing_declined_at',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', description: 'Said no thanks to AI writing her summaries and meal plans.' },
      access: { update: nobody },
    },
    {
      name: 'google_id',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'Linked Google account (subject id).' },
      access: { update: nobody },
    },
    // Billing: kept in step by checkout fulfilment and Stripe's webhooks.
    paymentProviderField({
      name: 'subscription_provider',
      required: false,
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: nobody },
    }),
    {
      name: 'subscription_id',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: nobody },
    },
    {
      name: 'subscription_status',
      type: 'select',
      options: ['trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'],
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: nobody },
    },
    {
      name: 'stripe_customer_id',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: nobody },
    },
    {
      name: 'payments',
      type: 'join',
      collection: 'payments',
      on: 'customer',
      defaultSort: '-paid_at',
      admin: { defaultColumns: ['tier', 'amount', 'currency', 'status', 'paid_at'] },
    },
  ],
}
