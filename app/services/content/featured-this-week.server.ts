import type { Payload } from 'payload'

import type { Customer, LibraryItem } from '../../../types/payload-types'
import { FEATURED_LIMIT, selectFeatured, weekWindow } from '../../domain/content/featured'
import { asReader, SUMMARY_SELECT, summaries } from './reader.server'

/** 'Featured This Week': published items featured for the week `now` falls in. */
export async function featuredThisWeek(payload: Payload, customer: Customer, brand: string, now = new Date()) {
  const { from, to } = weekWindow(now)
  const { docs } = await payload.find({
    collection: 'library-items',
    user: asReader(customer),
    overrideAccess: false,
    where: {
      _status: { equals: 'published' },
      featured: { equals: true },
      featured_week: { greater_than_equal: from.toISOString(), less_than: to.toISOString() },
    },
    select: SUMMARY_SELECT,
    sort: 'title',
    limit: FEATURED_LIMIT,
    depth: 0,
  })
  return summaries(payload, customer, brand, selectFeatured(docs as LibraryItem[], now))
}
