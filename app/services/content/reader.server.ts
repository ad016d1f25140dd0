import type { Payload } from 'payload'

import type { Customer, LibraryItem } from '../../../types/payload-types'
import { ratingSummary } from '../../domain/content/library'
import { isSlug } from '../../domain/content/slug'
import { toSummary, type LibraryItemRecord, type LibraryItemSummary, type Rating } from '../../domain/content/public'
import { notFound } from '../../lib/errors'
import { isRecordId } from '../../lib/ids'

/**
 * The content library is read as the customer (`user`, `overrideAccess:
 * false`): Payload's access rules (cms/access/staffOrPublishedForCustomers.ts,
 * entitledToItemContent.ts) leave out drafts and remove a locked item's body
 * and files before this code sees them.
 */
export function asReader(customer: Customer) {
  return { ...customer, collection: 'customers' as const }
}

/** List fields: everything a card shows, never the body or files (the tier is needed by the content rule). */
export const SUMMARY_SELECT = {
  title: true,
  description: true,
  category: true,
  tab: true,
  tier: true,
  format: true,
  author: true,
  thumbnail: true,
  listen_aloud: true,
  duration_minutes: true,
  read_time_minutes: true,
  featured: true,
  featured_week: true,
} as const

/** A published item the customer can see, or 404. */
export async function findPublishedItem(payload: Payload, customer: Customer, id: string): Promise<LibraryItem> {
  if (!isRecordId(id)) throw notFound('Content not found')
  const { docs } = await payload.find({
    collection: 'library-items',
    user: asReader(customer),
    overrideAccess: false,
    where: { id: { equals: id }, _status: { equals: 'published' } },
    limit: 1,
    depth: 0,
  })
  const item = docs[0]
  if (!item) throw notFound('Content not found')
  return item as LibraryItem
}

/** The id of the published item holding `slug` that the customer can see (its lasting address /content/{slug}), or 404. */
export async function findPublishedItemIdBySlug(payload: Payload, customer: Customer, slug: string): Promise<string> {
  if (!isSlug(slug)) throw notFound('Content not found')
  const { docs } = await payload.find({
    collection: 'library-items',
    user: asReader(customer),
    overrideAccess: false,
    where: { slug: { equals: slug }, _status: { equals: 'published' } },
    limit: 1,
    depth: 0,
    select: { title: true, tier: true },
  })
  const item = docs[0]
  if (!item) throw notFound('Content not found')
  return item.id
}

/** Ratings of the given items: one indexed lookup for a whole page. */
export async function ratingsFor(payload: Payload, customer: Customer, ids: string[]): Promise<Map<string, Rating | null>> {
  const ratings = new Map<string, Rating | null>()
  if (!ids.length) return ratings
  const { docs } = await payload.find({
    collection: 'library-rating-totals',
    user: asReader(customer),
    overrideAccess: false,
    where: { item: { in: ids } },
    limit: ids.length,
    depth: 0,
    pagination: false,
  })
  for (const total of docs) ratings.set(String(total.item), ratingSummary(total.sum, total.count))
  return ratings
}

/** Cards for a page of items, with their ratings. */
export async function summaries(payload: Payload, customer: Customer, brand: string, docs: LibraryItem[]): Promise<LibraryItemSummary[]> {
  const ratings = await ratingsFor(payload, customer, docs.map((d) => d.id))
  return docs.map((doc) => toSummary(doc as LibraryItemRecord, customer.tier, brand, ratings.get(doc.id) ?? null))
}
