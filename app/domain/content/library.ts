import { canOpenLibraryItem, premiumRequiredDetail, tierName, type Tier } from '../entitlements'

/**
 * The content library's vocabulary (spec doc 1 §2 "Content library", §6, §9).
 * Stored values are stable codes; labels are what customers read.
 */

/** Library categories (doc 1 §9); 'all' is the filter's "no filter". */
export const LIBRARY_CATEGORIES = [
  'education',
  'recordings',
  'training',
  'documents',
  'rtt',
  'mindfulness',
  'medical',
  'nutrition',
  'health',
] as const
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number]
export const CATEGORY_FILTERS = ['all', ...LIBRARY_CATEGORIES] as const

export const CATEGORY_LABELS: Record<LibraryCategory, string> = {
  education: 'Education',
  recordings: 'Recordings',
  training: 'Training',
  documents: 'Documents',
  rtt: 'RTT',
  mindfulness: 'Mindfulness',
  medical: 'Medical',
  nutrition: 'Nutrition',
  health: 'Health',
}

/** The three library tabs beside Personal Content (doc 1 §2). */
export const LIBRARY_TABS = ['training_videos', 'rtt_mindfulness', 'educational_articles'] as const
export type LibraryTab = (typeof LIBRARY_TABS)[number]

export const TAB_LABELS: Record<LibraryTab, string> = {
  training_videos: 'Training Videos',
  rtt_mindfulness: 'RTT & Mindfulness',
  educational_articles: 'Educational Articles',
}

/** What an item holds: a written article (rich text), or an uploaded file. */
export const LIBRARY_FORMATS = ['article', 'video', 'audio', 'document'] as const
export type LibraryFormat = (typeof LIBRARY_FORMATS)[number]

export const FORMAT_LABELS: Record<LibraryFormat, string> = {
  article: 'Written',
  video: 'Video',
  audio: 'Audio',
  document: 'Document',
}

/**
 * The kind of practice an item offers, as cards name it: its format, except
 * that a written script offered with "Listen" is a guided practice.
 */
export const PRACTICE_TYPES = ['article', 'video', 'audio', 'document', 'guided'] as const
export type PracticeType = (typeof PRACTICE_TYPES)[number]

export const PRACTICE_LABELS: Record<PracticeType, string> = { ...FORMAT_LABELS, guided: 'Guided script' }

export function practiceType(item: { format: LibraryFormat; listen_aloud?: boolean | null }): PracticeType {
  return item.format === 'article' && item.listen_aloud ? 'guided' : item.format
}

/** Items a page of the library shows, and the longest search accepted. */
export const LIBRARY_PAGE_SIZE = 12
export const LIBRARY_SEARCH_MAX_LENGTH = 100

/** Ratings are whole stars, 1 to 5, one per customer and item. */
export const RATING_MIN = 1
export const RATING_MAX = 5

/** Whether a customer of `userTier` may open an item of `itemTier` (doc 1 §6). */
export function isLocked(userTier: Tier, itemTier: Tier): boolean {
  return !canOpenLibraryItem(userTier, itemTier)
}

/** The 403 detail for a locked item: '… requires {product}+ subscription'. */
export function lockedDetail(itemTitle: string, brand: string): string {
  return premiumRequiredDetail(`"${itemTitle}"`, brand)
}

/**
 * The access-level banner (doc 1 §6): what the customer's tier gets, and for
 * {product} what {product}+ adds, with an upgrade button.
 */
export function accessBanner(tier: Tier, brand: string): { title: string; text: string; upgrade: string | null } {
  if (tier === 'plus') {
    return {
      title: `${tierName('plus', brand)} access`,
      text: 'You have RTT audio, advanced content, personal documents and priority support, plus everything in the library.',
      upgrade: null,
    }
  }
  return {
    title: `${tierName('base', brand)} access`,
    text: 'You have essential educational content, training videos and basic mindfulness.',
    upgrade: `Upgrade to ${tierName('plus', brand)} for RTT audio, advanced content, personal documents and priority support.`,
  }
}

/** "12 min" / "5 min read", as cards show an item's length. */
export function lengthLabel(item: { format: LibraryFormat; duration_minutes?: number | null; read_time_minutes?: number | null }): string | null {
  if ((item.format === 'video' || item.format === 'audio') && item.duration_minutes) return `${item.duration_minutes} min`
  if (item.format === 'article' && item.read_time_minutes) return `${item.read_time_minutes} min read`
  return null
}

/** Average to one decimal, or null when nobody has rated the item yet. */
export function ratingSummary(sum: number, count: number): { average: number; count: number } | null {
  if (count <= 0) return null
  return { average: Math.round((sum / count) * 10) / 10, count }
}

/** Lower-cased, accent-free, single-spaced text used by the library search index. */
export function normaliseSearchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim()
}
