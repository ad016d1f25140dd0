import type { Payload } from 'payload'
import { z } from 'zod'

import type { LibraryItem } from '../../../types/payload-types'
import { dayIn, EDITORS_TIME_ZONE, reviewDay, storedReviewDate } from '../../domain/content/review'
import { TAB_LABELS, type LibraryTab } from '../../domain/content/library'
import { idOf } from '../../lib/ids'

/** Items past their review date a page of the list shows. */
export const REVIEW_PAGE_SIZE = 50

export const reviewQuery = z.object({
  page: z.coerce.number({ error: 'must be a page number' }).int().min(1).max(10_000).default(1),
})

export interface ReviewItem {
  id: string
  title: string
  tab: string
  /** The day it was last reviewed (YYYY-MM-DD), or null if it never was. */
  reviewed_on: string | null
  /** The day its review fell due (YYYY-MM-DD), or null if it was never reviewed. */
  review_due_on: string | null
  /** Where editors open it in the admin. */
  admin_url: string
}

export interface StarterReviewItem extends ReviewItem {
  /** When the starter library update listed it (YYYY-MM-DD). */
  listed_on: string
  /** What changed in the starter text that this edited item did not take. */
  changes: string
}

export interface ContentReview {
  /** The editors' today (UK), which decides what is due. */
  today: string
  /** Published items past their review date, or never reviewed: longest overdue first. */
  due: ReviewItem[]
  page: number
  total_pages: number
  total_due: number
  /** Starter items editors had changed, which an update of the starter text left alone, until reviewed again. */
  changed_starter: StarterReviewItem[]
}

const SELECT = { title: true, tab: true, reviewed_on: true, review_due_on: true } as const
type Row = Pick<LibraryItem, 'id' | 'title' | 'tab' | 'reviewed_on' | 'review_due_on'>

function toReviewItem(doc: Row): ReviewItem {
  const reviewed = reviewDay(doc.reviewed_on)
  return {
    id: doc.id,
    title: doc.title,
    tab: TAB_LABELS[doc.tab as LibraryTab] ?? doc.tab,
    reviewed_on: reviewed,
    // Due follows from the last review: an item never reviewed is due now, not on a stale day.
    review_due_on: reviewed ? reviewDay(doc.review_due_on) : null,
    admin_url: `/admin/collections/library-items/${doc.id}`,
  }
}

/**
 * What editors must look at again (staff only; /admin/content-review and
 * GET /api/admin/content/review): published items whose review date has
 * passed or that were never reviewed, a page at a time, and the starter items
 * an update left alone because editors had changed them.
 */
export async function listContentReview(payload: Payload, query: z.infer<typeof reviewQuery>, now = new Date()): Promise<ContentReview> {
  const today = dayIn(now, EDITORS_TIME_ZONE)
  const due = await payload.find({
    collection: 'library-items',
    overrideAccess: true,
    where: {
      _status: { equals: 'published' },
      or: [{ review_due_on: { less_than_equal: storedReviewDate(today) } }, { reviewed_on: { exists: false } }],
    },
    sort: 'review_due_on',
    page: query.page,
    limit: REVIEW_PAGE_SIZE,
    depth: 0,
    select: SELECT,
  })

  const state = await payload.findGlobal({ slug: 'library-state', overrideAccess: true, depth: 0 })
  const entries = (state.starter_review ?? []).flatMap((entry) => {
    const item = idOf(entry.item)
    return item ? [{ item, listed_on: reviewDay(entry.listed_on) ?? today, changes: entry.changes }] : []
  })
  const listed = entries.length
    ? await payload.find({
        collection: 'library-items',
        overrideAccess: true,
        where: { id: { in: entries.map((e) => e.item) } },
        limit: entries.length,
        depth: 0,
        pagination: false,
        select: SELECT,
      })
    : { docs: [] }
  const byId = new Map(listed.docs.map((doc) => [doc.id, doc as Row]))
  const changed_starter = entries.flatMap((entry) => {
    const doc = byId.get(entry.item)
    if (!doc) return []
    const item = toReviewItem(doc)
    // Reviewing the item on or after the day it was listed settles it.
    if (item.reviewed_on && item.reviewed_on >= entry.listed_on) return []
    return [{ ...item, listed_on: entry.listed_on, changes: entry.changes }]
  })

  return {
    today,
    due: due.docs.map((doc) => toReviewItem(doc as Row)),
    page: query.page,
    total_pages: Math.max(1, due.totalPages),
    total_due: due.totalDocs,
    changed_starter,
  }
}
