import type { GlobalConfig } from 'payload'

import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

/** Bookkeeping for the content library: whether the starter library was ever seeded. */
export const LibraryState: GlobalConfig = {
  slug: 'library-state',
  admin: { hidden: true },
  access: { read: isStaff, update: nobody },
  fields: [{ name: 'starter_seeded_at', type: 'date' }],
}
