import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { LIBRARY_TABS, type LibraryCategory, type LibraryTab } from '../../domain/content/library'
import { libraryQuerySchema } from '../../domain/content/schemas'
import { listNotifications } from '../notifications.server'
import { featuredThisWeek } from './featured-this-week.server'
import { listLibrary, tabCounts } from './list-library.server'

export type PageTab = 'personal' | LibraryTab

/**
 * Everything the /content page shows, in one place. A bad query string never
 * fails the page: values that do not parse are ignored.
 */
export async function libraryPage(payload: Payload, customer: Customer, brand: string, url: URL, unread: number) {
  const params = Object.fromEntries(url.searchParams.entries())
  const { tab: requestedTab, ...rest } = params
  const parsed = libraryQuerySchema.safeParse(requestedTab === 'personal' ? rest : params)
  const query = parsed.success ? parsed.data : { page: 1, search: undefined, category: undefined as LibraryCategory | undefined, tab: undefined }
  const filtering = Boolean(query.search || query.category)
  const counts = await tabCounts(payload, customer, { search: query.search, category: query.category })

  let tab: PageTab
  if (requestedTab === 'personal') tab = 'personal'
  else if (query.tab) tab = query.tab
  else if (filtering) tab = LIBRARY_TABS.find((t) => counts[t] > 0) ?? 'educational_articles'
  else tab = unread > 0 ? 'personal' : 'educational_articles'

  const [featured, list, personal] = await Promise.all([
    featuredThisWeek(payload, customer, brand),
    tab === 'personal' ? null : listLibrary(payload, customer, brand, { ...query, tab }),
    tab === 'personal' ? listNotifications(payload, customer.id) : null,
  ])
  return {
    query: { search: query.search ?? '', category: query.category ?? 'all' },
    filtering,
    tab,
    counts,
    featured,
    list,
    personal: personal?.notifications ?? null,
  }
}
