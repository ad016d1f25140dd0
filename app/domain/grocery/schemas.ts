import { z } from 'zod'

import { STORE_CATEGORIES } from './stores'

/** POST /api/grocery/search (doc 2 §4 "Store search", §7). */
export const storeSearchSchema = z.object({
  latitude: z.number({ error: 'latitude must be a number' }).min(-90, 'latitude must be between -90 and 90').max(90, 'latitude must be between -90 and 90'),
  longitude: z
    .number({ error: 'longitude must be a number' })
    .min(-180, 'longitude must be between -180 and 180')
    .max(180, 'longitude must be between -180 and 180'),
  category: z.enum(STORE_CATEGORIES, { error: 'category must be all, organic or supermarket' }).default('all'),
})
