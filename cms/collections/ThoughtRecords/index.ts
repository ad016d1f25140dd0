import type { CollectionConfig } from 'payload'

import { THOUGHT_FIELD_MAX } from '../../../app/domain/courses/course'
import { nobody } from '../../access/nobody'
import { touchCustomerActivity } from '../../hooks/customerActivity'

/**
 * Her thought records (issue 49): a situation, the thought she had and a
 * calmer one. Private to her: no staff role reads them in /admin (only her
 * export shows them).
 */
export const ThoughtRecords: CollectionConfig = {
  slug: 'thought-records',
  labels: { singular: 'Thought record', plural: 'Thought records' },
  admin: { group: 'Customer records', hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  hooks: { afterChange: [touchCustomerActivity] },
  indexes: [{ fields: ['customer', 'course', 'createdAt'] }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'course', type: 'text', required: true, maxLength: 100 },
    { name: 'situation', type: 'textarea', required: true, maxLength: THOUGHT_FIELD_MAX },
    { name: 'thought', type: 'textarea', required: true, maxLength: THOUGHT_FIELD_MAX },
    { name: 'calmer_thought', type: 'textarea', required: true, maxLength: THOUGHT_FIELD_MAX },
  ],
}
