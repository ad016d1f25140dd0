import { tierName, type Tier } from '../entitlements'
import { isLocked, lengthLabel, type LibraryCategory, type LibraryFormat, type LibraryTab } from './library'
import { reviewDay, reviewerOf, type Reviewer } from './review'
import type { RichText } from './rich-text'

/** A library item as the database holds it (the fields the library reads). */
export interface LibraryItemRecord {
  id: string
  title: string
  description: string
  category: LibraryCategory
  tab: LibraryTab
  tier: Tier
  format: LibraryFormat
  author?: string | null
  thumbnail?: string | { id: string } | null
  body?: unknown
  listen_aloud?: boolean | null
  media?: string | { id: string } | null
  document?: string | { id: string } | null
  duration_minutes?: number | null
  read_time_minutes?: number | null
  sources?: Array<{ title: string; url: string }> | null
  featured?: boolean | null
  featured_week?: string | null
  reviewed_on?: string | null
  reviewer_role?: string | null
  reviewer_name?: string | null
  updatedAt?: string
}

export interface Rating {
  average: number
  count: number
}

/** One item in a list: never the content itself (doc 1 §2 "Static sample library items carry"). */
export interface LibraryItemSummary {
  id: string
  title: string
  description: string
  category: LibraryCategory
  tab: LibraryTab
  /** `{product}` or `{product}+`. */
  tier: string
  locked: boolean
  format: LibraryFormat
  /** Video or audio length, e.g. '12 min'; null for other formats. */
  duration: string | null
  duration_minutes: number | null
  /** Article reading time, e.g. '4 min read'; null for other formats. */
  readTime: string | null
  read_time_minutes: number | null
  author: string | null
  /** Where the thumbnail image is served, or null when the item has none. */
  thumbnail: string | null
  rating: Rating | null
  listen_aloud: boolean
}

/** An opened item: the content, only ever built for a customer it is unlocked for. */
export interface LibraryItemDetail extends LibraryItemSummary {
  body: RichText | null
  /** Where the video, audio or document streams from; null for articles. */
  file_url: string | null
  file_type: 'video' | 'audio' | 'document' | null
  sources: Array<{ title: string; url: string }>
  /** The day the team last checked it against its sources (YYYY-MM-DD), or null if it never was. */
  reviewed_on: string | null
  /** Who checked it (role and name), or null when nobody is named yet. */
  reviewer: Reviewer | null
  my_rating: number | null
}

const hasFile = (value: LibraryItemRecord['media']) => value !== null && value !== undefined && value !== ''

export function itemPaths(id: string) {
  return { page: `/content/${id}`, file: `/resources/content/${id}/file`, thumbnail: `/resources/content/${id}/thumbnail` }
}

export function toSummary(item: LibraryItemRecord, customerTier: Tier, brand: string, rating: Rating | null): LibraryItemSummary {
  const minutes = {
    duration_minutes: item.format === 'video' || item.format === 'audio' ? (item.duration_minutes ?? null) : null,
    read_time_minutes: item.format === 'article' ? (item.read_time_minutes ?? null) : null,
  }
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    category: item.category,
    tab: item.tab,
    tier: tierName(item.tier, brand),
    locked: isLocked(customerTier, item.tier),
    format: item.format,
    duration: minutes.duration_minutes ? lengthLabel({ format: item.format, duration_minutes: minutes.duration_minutes }) : null,
    ...minutes,
    readTime: minutes.read_time_minutes ? lengthLabel({ format: 'article', read_time_minutes: minutes.read_time_minutes }) : null,
    author: item.author ?? null,
    thumbnail: hasFile(item.thumbnail) ? itemPaths(item.id).thumbnail : null,
    rating,
    listen_aloud: item.format === 'article' && Boolean(item.listen_aloud),
  }
}

/**
 * The opened item. Returns null when the customer's tier does not unlock it:
 * a locked item's body, file and file URL never leave the server.
 */
export function toDetail(
  item: LibraryItemRecord,
  customerTier: Tier,
  brand: string,
  rating: Rating | null,
  myRating: number | null,
): LibraryItemDetail | null {
  const summary = toSummary(item, customerTier, brand, rating)
  if (summary.locked) return null
  const file = item.format === 'document' ? item.document : item.format === 'article' ? null : item.media
  return {
    ...summary,
    body: item.format === 'article' ? ((item.body as RichText | undefined) ?? null) : null,
    file_url: hasFile(file) ? itemPaths(item.id).file : null,
    file_type: item.format === 'article' || !hasFile(file) ? null : item.format,
    sources: (item.sources ?? []).map(({ title, url }) => ({ title, url })),
    reviewed_on: reviewDay(item.reviewed_on),
    reviewer: reviewerOf(item.reviewer_role, item.reviewer_name),
    my_rating: myRating,
  }
}
