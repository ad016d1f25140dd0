import type { GlobalConfig } from 'payload'

import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

/**
 * Bookkeeping for the content library: whether the starter library was ever
 * seeded, which version of it the database holds, and the starter items an
 * update left alone because editors had changed them (listed for review in
 * /admin/content-review until an editor reviews them again).
 */
export const LibraryState: GlobalConfig = {
  slug: 'library-state',
  admin: { hidden: true },
  access: { read: isStaff, update: nobody },
  fields: [
    { name: 'starter_seeded_at', type: 'date' },
    {
      name: 'starter_version',
      type: 'number',
      admin: { description: 'The starter library version this database holds; 0 when it never took the starter library.' },
    },
    {
      name: 'starter_review',
      type: 'array',
      fields: [
        // Not required: deleting the item empties it (the entry is then left out).
        { name: 'item', type: 'relationship', relationTo: 'library-items' },
        { name: 'key', type: 'text', required: true },
        { name: 'listed_on', type: 'date', required: true },
        { name: 'changes', type: 'textarea', required: true },
      ],
    },
  ],
}
