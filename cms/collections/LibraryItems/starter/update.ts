import type { Payload, Where } from 'payload'

import type { LibraryItem } from '../../../../types/payload-types'

import { dayIn, EDITORS_TIME_ZONE, reviewDay, storedReviewDate } from '../../../../app/domain/content/review'
import { env } from '../../../../app/lib/env.server'
import { contentFingerprint } from './fingerprint'
import { PAST_VERSIONS, STARTER_VERSION, type PastStarterItem, type PastVersion } from './history'
import { STARTER_LIBRARY, starterContent, starterItemData } from './index'
import { markdownToLexical } from './markdown'
import type { StarterItem } from './types'

/** What an update did, by starter key. */
export interface StarterUpdateReport {
  /** Unchanged by editors: now hold the current starter text. */
  updated: string[]
  /** New starter items added to the library. */
  added: string[]
  /** Changed by editors: left as they are (listed for review when the starter text changed). */
  kept: string[]
  /** Not found: deleted or rewritten beyond recognition by editors; not brought back. */
  missing: string[]
}

const CURRENT = new Map(STARTER_LIBRARY.map((item) => [item.key, item]))

function currentFingerprint(item: StarterItem, brand: string): string {
  const content = starterContent(item, brand)
  return contentFingerprint({ ...content, body: markdownToLexical(item.body) })
}

/** The item already holds what the current version would write: its content, key, review date and reviewer. */
function upToDate(doc: LibraryItem, item: StarterItem, brand: string): boolean {
  const target = starterContent(item, brand)
  return (
    contentFingerprint({ ...doc, format: doc.format ?? 'article' }) === currentFingerprint(item, brand) &&
    doc.slug === item.key &&
    reviewDay(doc.reviewed_on) === item.reviewedOn &&
    doc.reviewer_role === target.reviewer_role &&
    doc.reviewer_name === target.reviewer_name
  )
}

/** What changed in an item since `past`, one sentence group per later version. */
function changesSince(past: PastVersion, from: number, key: string): string {
  return past.changesSince
    .flatMap((changes, i) => (changes[key] ? [`Version ${from + i + 1}: ${changes[key]}`] : []))
    .join(' ')
}

async function findOne(payload: Payload, where: Where): Promise<LibraryItem | null> {
  const { docs } = await payload.find({ collection: 'library-items', overrideAccess: true, where, limit: 1, depth: 0 })
  return (docs[0] as LibraryItem | undefined) ?? null
}

/** An item an older version seeded: by its key, else by the title or description that version gave it. */
async function findPastItem(payload: Payload, key: string, past: PastStarterItem, taken: Set<string>): Promise<LibraryItem | null> {
  const wheres: Where[] = [{ slug: { equals: key } }, { title: { equals: past.title } }, { description: { equals: past.description } }]
  for (const where of wheres) {
    const doc = await findOne(payload, where)
    if (doc && !taken.has(doc.id)) return doc
  }
  return null
}

/** Editors have a draft of the item they have not published yet. */
async function hasUnpublishedDraft(payload: Payload, id: string): Promise<boolean> {
  const { docs } = await payload.findVersions({
    collection: 'library-items',
    overrideAccess: true,
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
  })
  return docs[0]?.version?._status === 'draft'
}

/**
 * Brings a database seeded with an older starter library up to the current
 * one, once (remembered as `starter_version` in the `library-state` global):
 *
 * - a starter item nobody changed (same content as first seeded, no
 *   unpublished draft) gets the current text, review date and key;
 * - an item editors changed is left exactly as it is; where the starter text
 *   changed since, it is listed for review in /admin/content-review with what
 *   changed;
 * - items editors deleted stay deleted; new starter items are added, unless
 *   the database never took the starter library.
 *
 * Safe to run again after an interruption: items already up to date are
 * recognised and skipped.
 */
export async function updateStarterLibrary(payload: Payload, now = new Date()): Promise<StarterUpdateReport | null> {
  const state = await payload.findGlobal({ slug: 'library-state', overrideAccess: true, depth: 0 })
  if (!state.starter_seeded_at) return null
  const from = state.starter_version ?? 1
  if (from === 0 || from >= STARTER_VERSION) return null
  const past = PAST_VERSIONS[from]
  if (!past) return null
  const brand = env().BRAND_NAME

  const report: StarterUpdateReport = { updated: [], added: [], kept: [], missing: [] }
  const review: Array<{ item: string; key: string; listed_on: string; changes: string }> = []
  const listedOn = storedReviewDate(dayIn(now, EDITORS_TIME_ZONE))
  const taken = new Set<string>()

  for (const [key, seeded] of Object.entries(past.items)) {
    const current = CURRENT.get(key)
    if (!current) continue
    const doc = await findPastItem(payload, key, seeded, taken)
    if (!doc) {
      report.missing.push(key)
      continue
    }
    taken.add(doc.id)
    if (upToDate(doc, current, brand)) continue
    // Untouched: the content and review date that version seeded, and no draft waiting. A changed
    // review date means an editor checked it since, so it is theirs too (its reviewer is theirs to name).
    // Version 1 gave no date, and any save since gave one by default, so there the date tells nothing.
    const untouched =
      contentFingerprint({ ...doc, format: doc.format ?? 'article' }) === seeded.fingerprint &&
      (past.reviewedOn === null || reviewDay(doc.reviewed_on) === past.reviewedOn) &&
      !(await hasUnpublishedDraft(payload, doc.id))
    if (untouched) {
      await payload.update({
        collection: 'library-items',
        id: doc.id,
        overrideAccess: true,
        depth: 0,
        data: { ...starterContent(current, brand), _status: 'published' },
      })
      report.updated.push(key)
    } else {
      report.kept.push(key)
      const changes = changesSince(past, from, key)
      if (changes) review.push({ item: doc.id, key, listed_on: listedOn, changes })
    }
  }

  // A library that never took the starter content (editors had their own) gets none of it now either.
  const tookStarter = taken.size > 0
  if (tookStarter) {
    for (const item of STARTER_LIBRARY) {
      if (past.items[item.key] || (await findOne(payload, { slug: { equals: item.key } }))) continue
      await payload.create({ collection: 'library-items', overrideAccess: true, depth: 0, data: starterItemData(item, now, brand) })
      report.added.push(item.key)
    }
  }

  const earlier = (state.starter_review ?? []).flatMap((entry) => {
    const item = typeof entry.item === 'string' ? entry.item : entry.item?.id
    return item ? [{ item, key: entry.key, listed_on: entry.listed_on, changes: entry.changes }] : []
  })
  const listed = new Set(earlier.map((entry) => entry.item))
  await payload.updateGlobal({
    slug: 'library-state',
    overrideAccess: true,
    data: {
      starter_version: tookStarter ? STARTER_VERSION : 0,
      starter_review: [...earlier, ...review.filter((entry) => !listed.has(entry.item))],
    },
  })
  payload.logger.info(
    `Starter library updated to version ${STARTER_VERSION}: ${report.updated.length} updated, ${report.added.length} added, ` +
      `${report.kept.length} kept as editors changed them${review.length ? ` (${review.length} listed for review)` : ''}, ${report.missing.length} not found.`,
  )
  return report
}
