import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'

/**
 * Generated progress summaries (spec doc 1 §3 "Progress summary"). Each one is
 * kept with when it was written and from what, so the Progress page shows the
 * latest on load and staff can see which provider wrote it.
 */
export const ProgressSummaries: CollectionConfig = {
  slug: 'progress-summaries',
  labels: { singular: 'Progress summary', plural: 'Progress summaries' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'source', 'checkin_count', 'createdAt'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: isWellnessStaff },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'source', type: 'select', required: true, options: ['openai', 'builtin'] },
    { name: 'checkin_count', type: 'number', required: true, min: 0 },
    { name: 'period_start', type: 'text', required: true, admin: { description: 'YYYY-MM-DD' } },
    { name: 'period_end', type: 'text', required: true, admin: { description: 'YYYY-MM-DD' } },
  ],
}
