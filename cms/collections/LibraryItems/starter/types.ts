import type { ReviewIntervalMonths } from '../../../../app/domain/content/review'
import type { LibraryCategory, LibraryTab } from '../../../../app/domain/content/library'
import type { Tier } from '../../../../app/domain/entitlements'

export interface Source {
  title: string
  url: string
}

/** One item of the starter library, written in the markdown subset of ./markdown.ts. */
export interface StarterItem {
  /**
   * Stable key, stored as the item's slug: other pages link to
   * `/content/{key}`, and later updates of the starter library find the item by it.
   */
  key: string
  title: string
  description: string
  category: LibraryCategory
  tab: LibraryTab
  tier: Tier
  /** Offered with "Listen": read aloud by the device's speech synthesis. */
  listenAloud?: boolean
  /** Featured this many weeks after the first start (0 = the first week). */
  featureInWeek?: number
  /** The day the team last checked it against its sources (YYYY-MM-DD). */
  reviewedOn: string
  /** How long until it is due for its next review. */
  reviewIntervalMonths: ReviewIntervalMonths
  sources: Source[]
  body: string
}
