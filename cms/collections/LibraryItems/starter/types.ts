import type { LibraryCategory, LibraryTab } from '../../../../app/domain/content/library'
import type { Tier } from '../../../../app/domain/entitlements'

export interface Source {
  title: string
  url: string
}

/** One item of the starter library, written in the markdown subset of ./markdown.ts. */
export interface StarterItem {
  /** Stable key, so a later start can tell which starter items exist. */
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
  sources: Source[]
  body: string
}
