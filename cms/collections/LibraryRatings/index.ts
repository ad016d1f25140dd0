import type { CollectionConfig } from 'payload'

import { RATING_MAX, RATING_MIN } from '../../../app/domain/content/library'
import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { staffOrOwnRecord } from '../../access/staffOrOwnRecord'

/** One customer's 1–5 rating of one library item; she may change it. */
export const LibraryRatings: CollectionConfig = {
  slug: 'library-ratings',
  labels: { singular: 'Library rating', plural: 'Library ratings' },
  admin: { group: 'Content library', defaultColumns: ['item', 'customer', 'rating', 'updatedAt'] },
  access: { read: staffOrOwnRecord, create: nobody, update: nobody, delete: isWellnessStaff },
  indexes: [{ fields: ['item', 'customer'], unique: true }],
  fields: [
    { name: 'item', type: 'relationship', relationTo: 'library-items', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'rating', type: 'number', required: true, min: RATING_MIN, max: RATING_MAX },
  ],
}
