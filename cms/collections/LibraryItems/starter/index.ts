import type { Payload } from 'payload'

import type { LibraryItem } from '../../../../types/payload-types'

import { storedReviewDate } from '../../../../app/domain/content/review'
import { weekAfter } from '../../../../app/domain/content/featured'
import { env } from '../../../../app/lib/env.server'
import { ARTICLES } from './articles'
import { CARE_ARTICLES } from './care'
import { STARTER_VERSION } from './history'
import { LIFE_STAGE_ARTICLES } from './life-stages'
import { markdownToLexical } from './markdown'
import { STARTER_REVIEWER_ROLE, starterReviewerName } from './sources'
import { MINDFULNESS, TRAINING } from './practices'
import { TREATMENT_ARTICLES } from './treatments'
import type { StarterItem } from './types'

/** The whole starter library, in the order it is created. */
export const STARTER_LIBRARY: readonly StarterItem[] = [
  ...ARTICLES,
  ...TREATMENT_ARTICLES,
  ...LIFE_STAGE_ARTICLES,
  ...CARE_ARTICLES,
  ...MINDFULNESS,
  ...TRAINING,
]

/** What a starter item says, where it sits, when it was reviewed and by whom: what an update of the starter library may rewrite. */
export function starterContent(item: StarterItem, brand: string) {
  return {
    title: item.title,
    description: item.description,
    category: item.category,
    tab: item.tab,
    tier: item.tier,
    format: 'article' as const,
    body: markdownToLexical(item.body) as unknown as LibraryItem['body'],
    listen_aloud: item.listenAloud ?? false,
    sources: item.sources.map((s) => ({ title: s.title, url: s.url })),
    slug: item.key,
    reviewed_on: storedReviewDate(item.reviewedOn),
    review_interval_months: String(item.reviewIntervalMonths) as LibraryItem['review_interval_months'],
    reviewer_role: STARTER_REVIEWER_ROLE,
    reviewer_name: starterReviewerName(brand),
  }
}

/** The data Payload stores for one starter item (published, featured for its week). */
export function starterItemData(item: StarterItem, now: Date, brand: string) {
  return {
    ...starterContent(item, brand),
    author: `${brand} editorial team`,
    featured: item.featureInWeek !== undefined,
    featured_week: item.featureInWeek !== undefined ? weekAfter(now, item.featureInWeek) : null,
    _status: 'published' as const,
  }
}

/**
 * First start: fill the empty library with the starter content, published and
 * featured over the coming weeks. Runs once per database (remembered in the
 * `library-state` global), so items editors later delete never come back; a
 * database that already has library items is left alone. Later versions of
 * the starter content reach existing databases through ./update.ts.
 */
export async function seedStarterLibrary(payload: Payload, now = new Date()): Promise<void> {
  const state = await payload.findGlobal({ slug: 'library-state', overrideAccess: true })
  if (state.starter_seeded_at) return
  const existing = await payload.count({ collection: 'library-items', overrideAccess: true })
  const seeding = existing.totalDocs === 0
  if (seeding) {
    const brand = env().BRAND_NAME
    for (const item of STARTER_LIBRARY) {
      await payload.create({ collection: 'library-items', overrideAccess: true, data: starterItemData(item, now, brand) })
    }
    payload.logger.info(`Seeded the starter library (${STARTER_LIBRARY.length} items).`)
  }
  await payload.updateGlobal({
    slug: 'library-state',
    overrideAccess: true,
    data: { starter_seeded_at: now.toISOString(), starter_version: seeding ? STARTER_VERSION : 0 },
  })
}
