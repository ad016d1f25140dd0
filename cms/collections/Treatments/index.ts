import type { CollectionConfig } from 'payload'

import { TREATMENT_DOSE_MAX, TREATMENT_KINDS, TREATMENT_NAME_MAX, TREATMENT_NOTES_MAX, TREATMENT_ROUTES } from '../../../app/domain/treatments/options'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'
import { touchCustomerActivity } from '../../hooks/customerActivity'

/**
 * Her treatments (issue 30): HRT, other medicines and supplements, with the
 * route, the dose she takes now and every dose before it (`dose_history`,
 * oldest first, the first on `started_on`), and the day she stopped. Days are
 * her calendar days, 'YYYY-MM-DD'. Written only by her, through the app; staff
 * read them while she shares her data (decision 0011).
 */
export const Treatments: CollectionConfig = {
  slug: 'treatments',
  labels: { singular: 'Treatment', plural: 'Treatments' },
  admin: { group: 'Customer records', useAsTitle: 'name', defaultColumns: ['customer', 'kind', 'name', 'route', 'dose', 'started_on', 'stopped_on'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: nobody },
  hooks: { afterChange: [touchCustomerActivity] },
  indexes: [{ fields: ['customer', 'started_on'] }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...TREATMENT_KINDS] },
    { name: 'name', type: 'text', required: true, maxLength: TREATMENT_NAME_MAX },
    { name: 'route', type: 'select', required: true, options: [...TREATMENT_ROUTES] },
    { name: 'dose', type: 'text', maxLength: TREATMENT_DOSE_MAX, admin: { description: 'The dose she takes now' } },
    { name: 'started_on', type: 'text', required: true, admin: { description: 'YYYY-MM-DD, her calendar day' } },
    { name: 'stopped_on', type: 'text', admin: { description: 'YYYY-MM-DD; empty while she takes it' } },
    { name: 'notes', type: 'textarea', maxLength: TREATMENT_NOTES_MAX },
    {
      name: 'dose_history',
      type: 'array',
      admin: { description: 'Every dose she has taken, oldest first: a change of dose is kept, not overwritten.' },
      fields: [
        { name: 'dose', type: 'text', maxLength: TREATMENT_DOSE_MAX },
        { name: 'from', type: 'text', required: true, admin: { description: 'YYYY-MM-DD' } },
      ],
    },
  ],
}
