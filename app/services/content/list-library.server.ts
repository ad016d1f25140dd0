import type { Payload, Where } from 'payload'

import type { Customer, LibraryItem } from '../../../types/payload-types'
import { LIBRARY_PAGE_SIZE, LIBRARY_TABS, normaliseSearchText, type LibraryCategory, type LibraryTab } from '../../domain/content/library'
import { asReader, SUMMARY_SELECT, summaries } from './reader.server'

export interface LibraryQuery {
  search?: string
  category?: LibraryCategory
  tab?: LibraryTab
  page: number
}

/** Published items matching a search (every word, in title, description or author), a category and a tab. */
export function libraryWhere(query: Omit<LibraryQuery, 'page'>): Where {
  const and: Where[] = [{ _status: { equals: 'published' } }]
  if (query.tab) and.push({ tab: { equals: query.tab } })
  if (query.category) and.push({ category: { equals: query.category } })
  const search = normaliseSearchText(query.search)
  if (search) and.push({ search_text: { like: search } })
  return { and }
}

/** One page (12 items, in title order) of the library: `{ items, page, total_pages, total }`. */
export async function listLibrary(payload: Payload, customer: Customer, brand: string, query: LibraryQuery) {
  const result = await payload.find({
    collection: 'library-items',
    user: asReader(customer),
    overrideAccess: false,
    where: libraryWhere(query),
    select: SUMMARY_SELECT,
    sort: 'title',
    page: query.page,
    limit: LIBRARY_PAGE_SIZE,
    depth: 0,
  })
  return {
    items: await summaries(payload, customer, brand, result.docs as LibraryItem[]),
    page: result.page ?? query.page,
    total_pages: result.totalPages,
    total: result.totalDocs,
  }
}

/** How many items each tab holds for a search and category (counts only, on indexed fields). */
export async function tabCounts(payload: Payload, customer: Customer, query: Omit<LibraryQuery, 'page' | 'tab'>) {
  const counts = await Promise.all(
    LIBRARY_TABS.map(async (tab) => {
      const { totalDocs } = await payload.count({
        collection: 'library-items',
        user: asReader(customer),
        overrideAccess: false,
        where: libraryWhere({ ...query, tab }),
      })
      return [tab, totalDocs] as const
    }),
  )
  return Object.fromEntries(counts) as Record<LibraryTab, number>
}
