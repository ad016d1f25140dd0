import { z } from 'zod'

import { CATEGORY_FILTERS, LIBRARY_SEARCH_MAX_LENGTH, LIBRARY_TABS, RATING_MAX, RATING_MIN } from './library'

/** `GET /api/content` and the /content page's query string. */
export const libraryQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(LIBRARY_SEARCH_MAX_LENGTH, `search: at most ${LIBRARY_SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((v) => v || undefined),
  category: z
    .enum(CATEGORY_FILTERS, { message: `category: one of ${CATEGORY_FILTERS.join(', ')}` })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  tab: z.enum(LIBRARY_TABS, { message: `tab: one of ${LIBRARY_TABS.join(', ')}` }).optional(),
  page: z.coerce
    .number({ message: 'page: a whole number from 1' })
    .int('page: a whole number from 1')
    .min(1, 'page: a whole number from 1')
    .max(100_000, 'page: too large')
    .default(1),
})

/** `PUT /api/content/{id}/rating`: a whole number of stars, 1 to 5. */
export const ratingSchema = z.object({
  rating: z
    .number({ message: `rating: a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .int(`rating: a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .min(RATING_MIN, `rating: a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .max(RATING_MAX, `rating: a whole number from ${RATING_MIN} to ${RATING_MAX}`),
})
