import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { lockedDetail } from '../../domain/content/library'
import { toDetail, toSummary, type LibraryItemDetail, type LibraryItemRecord, type LibraryItemSummary } from '../../domain/content/public'
import { forbidden } from '../../lib/errors'
import { findOneOwn } from '../own-records.server'
import { findPublishedItem, ratingsFor } from './reader.server'

/** The opened item, or 403 '"…" requires {product}+ subscription' when her tier does not unlock it. */
export async function getLibraryItem(payload: Payload, customer: Customer, brand: string, id: string): Promise<LibraryItemDetail> {
  const item = await findPublishedItem(payload, customer, id)
  const [ratings, mine] = await Promise.all([
    ratingsFor(payload, customer, [item.id]),
    findOneOwn(payload, customer.id, 'library-ratings', { item: { equals: item.id } }),
  ])
  const detail = toDetail(item as LibraryItemRecord, customer.tier, brand, ratings.get(item.id) ?? null, mine?.rating ?? null)
  if (!detail) throw forbidden(lockedDetail(item.title, brand))
  return detail
}

/** The card of one item, locked or not (what the locked item page shows). */
export async function getLibrarySummary(payload: Payload, customer: Customer, brand: string, id: string): Promise<LibraryItemSummary> {
  const item = await findPublishedItem(payload, customer, id)
  const ratings = await ratingsFor(payload, customer, [item.id])
  return toSummary(item as LibraryItemRecord, customer.tier, brand, ratings.get(item.id) ?? null)
}
