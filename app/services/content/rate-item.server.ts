import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { isLocked, lockedDetail, ratingSummary } from '../../domain/content/library'
import { forbidden } from '../../lib/errors'
import { oneAtATimeEverywhere } from '../../lib/lease.server'
import { createOwn, deleteOwn, findOneOwn, findOwn, updateOwn } from '../own-records.server'
import { findPublishedItem } from './reader.server'

/**
 * A customer's 1–5 rating of an item she can open: one per customer and item
 * (a unique index), a second rating replaces the first. The item's running
 * total moves by the difference, so a page of cards never reads every rating.
 */
export async function rateLibraryItem(payload: Payload, customer: Customer, brand: string, itemId: string, rating: number) {
  const item = await findPublishedItem(payload, customer, itemId)
  if (isLocked(customer.tier, item.tier)) throw forbidden(lockedDetail(item.title, brand))

  const ofItem = { item: { equals: item.id } }
  let change: { count: number; sum: number }
  const existing = await findOneOwn(payload, customer.id, 'library-ratings', ofItem)
  if (existing) {
    if (existing.rating !== rating) await updateOwn(payload, customer.id, 'library-ratings', existing.id, { rating })
    change = { count: 0, sum: rating - existing.rating }
  } else {
    try {
      await createOwn(payload, customer.id, 'library-ratings', { item: item.id, rating })
      change = { count: 1, sum: rating }
    } catch (error) {
      // Her simultaneous first rating won the unique index: change that one.
      const first = await findOneOwn(payload, customer.id, 'library-ratings', ofItem)
      if (!first) throw error
      await updateOwn(payload, customer.id, 'library-ratings', first.id, { rating })
      change = { count: 0, sum: rating - first.rating }
    }
  }
  const total = await addToTotal(payload, item.id, change)
  return { rating: ratingSummary(total.sum, total.count), my_rating: rating }
}

/**
 * Account deletion: her ratings go, and each item's running total loses
 * them, a bounded batch at a time.
 */
export async function removeRatingsOf(payload: Payload, customerId: string): Promise<void> {
  for (;;) {
    const ratings = await findOwn(payload, customerId, 'library-ratings', { limit: RATINGS_REMOVED_PER_BATCH })
    for (const rating of ratings) {
      if (await deleteOwn(payload, customerId, 'library-ratings', rating.id)) {
        await addToTotal(payload, typeof rating.item === 'string' ? rating.item : rating.item.id, { count: -1, sum: -rating.rating })
      }
    }
    if (ratings.length < RATINGS_REMOVED_PER_BATCH) return
  }
}

const RATINGS_REMOVED_PER_BATCH = 100

/**
 * The item's running total (bookkeeping no customer or editor writes: the
 * collection refuses writes through its access rules, so this one does not
 * ask). Changes to one item's total run one at a time in every process on
 * the database (a lease, decision 0029), so two customers rating at once
 * through two servers both count.
 */
function addToTotal(payload: Payload, itemId: string, change: { count: number; sum: number }) {
  return oneAtATimeEverywhere(payload, `library-rating-total:${itemId}`, () => applyToTotal(payload, itemId, change))
}

async function applyToTotal(payload: Payload, itemId: string, change: { count: number; sum: number }) {
  const { docs } = await payload.find({
    collection: 'library-rating-totals',
    overrideAccess: true,
    where: { item: { equals: itemId } },
    limit: 1,
    depth: 0,
  })
  const current = docs[0]
  if (!current) {
    await payload.create({ collection: 'library-rating-totals', overrideAccess: true, data: { item: itemId, ...change } })
    return change
  }
  const next = { count: current.count + change.count, sum: current.sum + change.sum }
  if (change.count || change.sum) {
    await payload.update({ collection: 'library-rating-totals', id: current.id, overrideAccess: true, data: next })
  }
  return next
}
