import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'
import { staffOrCustomer } from '../../access/staffOrCustomer'

/**
 * The running total of an item's ratings, so listing a page of items reads one
 * row per item instead of every rating. Kept by the rating service.
 */
export const LibraryRatingTotals: CollectionConfig = {
  slug: 'library-rating-totals',
  admin: { hidden: true },
  access: { read: staffOrCustomer, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'item', type: 'relationship', relationTo: 'library-items', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'sum', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
