import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'
import { touchCustomerActivity } from '../../hooks/customerActivity'

/**
 * Assessment submissions (spec doc 2 §3): comprehensive, simplified, test and
 * signup. `responses` holds the answers keyed by question id.
 */
export const Assessments: CollectionConfig = {
  slug: 'assessments',
  admin: { group: 'Customer records', defaultColumns: ['customer', 'assessment_type', 'completed_at', 'is_baseline'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: isWellnessStaff },
  indexes: [{ fields: ['customer', 'completed_at'] }],
  hooks: { afterChange: [touchCustomerActivity] },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    {
      name: 'assessment_type',
      type: 'select',
      required: true,
      options: ['comprehensive_menopause_assessment', 'simplified_menopause_assessment', 'test_submission', 'signup_questionnaire'],
    },
    { name: 'completed_at', type: 'date', required: true },
    { name: 'is_baseline', type: 'checkbox', defaultValue: false },
    { name: 'version', type: 'text' },
    // Read-only in the admin: its JSON editor loads from a CDN, which the servers cannot reach.
    { name: 'responses', type: 'json', required: true, admin: { readOnly: true } },
  ],
}
