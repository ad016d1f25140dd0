import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { LibraryItem } from '../../types/payload-types'
import type { StarterItem } from '../../cms/collections/LibraryItems/starter/types'

/**
 * A database seeded with the first starter library (before 25 November 2026),
 * in which editors changed some items, brought up to date at start-up: items
 * nobody changed get the current text; edited ones stay exactly as they are
 * and are listed for review; deleted ones stay deleted; new topics arrive.
 * Real Payload on SQLite, in this process.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liberate-starter-update-'))
const NOW = new Date('2026-11-25T10:00:00Z')
const v1 = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/starter-library-v1.json'), 'utf8')) as StarterItem[]
let payload: Payload

beforeAll(async () => {
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = 'starter-update-test'
  process.env.JOBS_AUTORUN = 'false'
  delete process.env.DATABASE_URL
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  payload = await getPayload({ config, cron: false })
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dataDir, { recursive: true, force: true })
})

async function byTitle(title: string): Promise<LibraryItem> {
  const { docs } = await payload.find({ collection: 'library-items', overrideAccess: true, where: { title: { equals: title } }, limit: 1, depth: 0 })
  if (!docs[0]) throw new Error(`no item titled ${title}`)
  return docs[0]
}

async function bySlug(slug: string): Promise<LibraryItem | null> {
  const { docs } = await payload.find({ collection: 'library-items', overrideAccess: true, where: { slug: { equals: slug } }, limit: 1, depth: 0 })
  return docs[0] ?? null
}

const v1Item = (key: string) => v1.find((i) => i.key === key)!

/** The library as version 1 left it: its items as it seeded them, with no key and no review date (the columns the migration added are empty). */
async function seedVersion1(): Promise<void> {
  const { markdownToLexical } = await import('../../cms/collections/LibraryItems/starter/markdown')
  await payload.delete({ collection: 'library-items', overrideAccess: true, where: { id: { exists: true } } })
  for (const item of v1) {
    await payload.create({
      collection: 'library-items',
      overrideAccess: true,
      data: {
        title: item.title,
        description: item.description,
        category: item.category,
        tab: item.tab,
        tier: item.tier,
        format: 'article',
        author: 'Liberate editorial team',
        body: markdownToLexical(item.body) as unknown as LibraryItem['body'],
        listen_aloud: item.listenAloud ?? false,
        sources: item.sources,
        // The migration gave existing rows the default interval.
        review_interval_months: '12',
        _status: 'published',
      },
    })
  }
  const client = createClient({ url: `file:${path.join(dataDir, 'liberate.db')}` })
  try {
    await client.execute('UPDATE library_items SET slug = NULL, reviewed_on = NULL, review_due_on = NULL')
  } finally {
    client.close()
  }
  await payload.updateGlobal({ slug: 'library-state', overrideAccess: true, data: { starter_version: null, starter_review: [] } })
}

describe('a fresh database', () => {
  it('gets the current starter library with keys and review dates', async () => {
    const { STARTER_LIBRARY } = await import('../../cms/collections/LibraryItems/starter')
    const { STARTER_VERSION } = await import('../../cms/collections/LibraryItems/starter/history')
    const state = await payload.findGlobal({ slug: 'library-state', overrideAccess: true })
    expect(state.starter_version).toBe(STARTER_VERSION)
    const bleeding = await bySlug('bleeding-on-hrt')
    expect(bleeding).toMatchObject({ title: 'Bleeding on HRT: what is expected and when to call your GP', _status: 'published' })
    expect(bleeding?.reviewed_on).toBe('2026-11-25T12:00:00.000Z')
    expect(bleeding?.review_due_on).toBe('2027-11-25T12:00:00.000Z')
    const total = await payload.count({ collection: 'library-items', overrideAccess: true })
    expect(total.totalDocs).toBe(STARTER_LIBRARY.length)
  })
})

describe('a database seeded with the first starter library', () => {
  it('updates what editors left alone, keeps and lists what they changed, and adds the new topics', async () => {
    const { updateStarterLibrary } = await import('../../cms/collections/LibraryItems/starter/update')
    const { listContentReview } = await import('../../app/services/admin/content-review.server')
    await seedVersion1()

    // Editors at work: an edited article, a retitled one, an unpublished draft, a deleted item, a save with no change.
    const risks = await byTitle(v1Item('hrt-risks').title)
    const { markdownToLexical } = await import('../../cms/collections/LibraryItems/starter/markdown')
    const editedBody = markdownToLexical(`${v1Item('hrt-risks').body}\n\nOur clinic adds its own note here.`) as unknown as LibraryItem['body']
    await payload.update({ collection: 'library-items', id: risks.id, overrideAccess: true, data: { body: editedBody, _status: 'published', reviewed_on: '2026-01-10T12:00:00.000Z' } })
    const bones = await byTitle(v1Item('bone-health').title)
    await payload.update({ collection: 'library-items', id: bones.id, overrideAccess: true, data: { title: 'Bones: our guide', _status: 'published', reviewed_on: '2026-01-10T12:00:00.000Z' } })
    const sleep = await byTitle(v1Item('sleep').title)
    await payload.update({ collection: 'library-items', id: sleep.id, overrideAccess: true, draft: true, data: { title: 'Sleep (being rewritten)' } })
    const scan = await byTitle(v1Item('body-scan').title)
    await payload.update({ collection: 'library-items', id: scan.id, overrideAccess: true, data: { description: 'Our own description.', _status: 'published', reviewed_on: '2026-01-10T12:00:00.000Z' } })
    const heart = await byTitle(v1Item('heart-health').title)
    await payload.delete({ collection: 'library-items', id: heart.id, overrideAccess: true })
    const symptoms = await byTitle(v1Item('symptoms').title)
    await payload.update({ collection: 'library-items', id: symptoms.id, overrideAccess: true, data: { title: symptoms.title } })

    const report = await updateStarterLibrary(payload, NOW)
    expect(report).not.toBeNull()
    expect(report!.kept.sort()).toEqual(['body-scan', 'bone-health', 'hrt-risks', 'sleep'])
    expect(report!.missing).toEqual(['heart-health'])
    expect(report!.updated).toContain('hrt-options')
    expect(report!.updated).toContain('symptoms')
    expect(report!.updated).toHaveLength(v1.length - 5)
    expect(report!.added.sort()).toEqual(
      [
        'bioidentical-hormones',
        'bleeding-on-hrt',
        'early-menopause',
        'hrt-prepayment-certificate',
        'menopause-after-breast-cancer',
        'menopause-at-work',
        'non-hormonal-treatments',
        'testosterone',
        'vaginal-and-urinary-symptoms',
      ].sort(),
    )

    // Unchanged items now say what current guidance says, with their key and review date.
    const options = await bySlug('hrt-options')
    expect(options?.id).toBe((await byTitle('HRT: the options in plain words')).id)
    expect(JSON.stringify(options?.body)).toContain('3-month review')
    expect(options?.reviewed_on).toBe('2026-11-25T12:00:00.000Z')
    expect(options?._status).toBe('published')

    // Edited items are exactly as the editors left them.
    const keptRisks = await payload.findByID({ collection: 'library-items', id: risks.id, overrideAccess: true, depth: 0 })
    expect(JSON.stringify(keptRisks.body)).toContain('Our clinic adds its own note here.')
    expect(JSON.stringify(keptRisks.body)).toContain('little or no change in the risk of breast cancer')
    expect(keptRisks.slug ?? null).toBeNull()
    const keptSleep = await payload.findByID({ collection: 'library-items', id: sleep.id, overrideAccess: true, depth: 0, draft: true })
    expect(keptSleep.title).toBe('Sleep (being rewritten)')
    expect((await payload.findByID({ collection: 'library-items', id: sleep.id, overrideAccess: true, depth: 0 })).title).toBe(v1Item('sleep').title)
    expect((await payload.find({ collection: 'library-items', overrideAccess: true, where: { title: { equals: v1Item('heart-health').title } }, limit: 1 })).totalDocs).toBe(0)

    // The admin lists the edited items whose starter text changed, with what changed, until reviewed.
    const review = await listContentReview(payload, { page: 1 }, NOW)
    expect(review.today).toBe('2026-11-25')
    expect(review.changed_starter.map((i) => i.title).sort()).toEqual(['Bones: our guide', 'HRT: benefits and risks, weighed honestly', v1Item('sleep').title].sort())
    const listedRisks = review.changed_starter.find((i) => i.id === risks.id)!
    expect(listedRisks).toMatchObject({ listed_on: '2026-11-25', reviewed_on: '2026-01-10', admin_url: `/admin/collections/library-items/${risks.id}` })
    expect(listedRisks.changes).toMatch(/MHRA/)
    // Items never reviewed are due now; updated ones are not.
    expect(review.due.map((i) => i.id)).toContain(sleep.id)
    expect(review.due.map((i) => i.id)).not.toContain(options!.id)

    await payload.update({ collection: 'library-items', id: risks.id, overrideAccess: true, data: { reviewed_on: '2026-11-25T12:00:00.000Z' } })
    const after = await listContentReview(payload, { page: 1 }, NOW)
    expect(after.changed_starter.map((i) => i.id)).not.toContain(risks.id)
    expect(after.due.map((i) => i.id)).not.toContain(risks.id)

    // Once done, it does not run again; run again after an interruption, it changes nothing twice.
    expect(await updateStarterLibrary(payload, NOW)).toBeNull()
    await payload.updateGlobal({ slug: 'library-state', overrideAccess: true, data: { starter_version: 1 } })
    const again = await updateStarterLibrary(payload, NOW)
    expect(again).toMatchObject({ updated: [], added: [] })
    const state = await payload.findGlobal({ slug: 'library-state', overrideAccess: true, depth: 0 })
    expect(state.starter_review).toHaveLength(3)
  })

  it('adds nothing to a library that never took the starter content', async () => {
    const { updateStarterLibrary } = await import('../../cms/collections/LibraryItems/starter/update')
    await payload.delete({ collection: 'library-items', overrideAccess: true, where: { id: { exists: true } } })
    await payload.create({
      collection: 'library-items',
      overrideAccess: true,
      data: { title: 'Our own article', description: 'd', category: 'education', tab: 'educational_articles', tier: 'base', format: 'article', review_interval_months: '12', _status: 'draft' },
    })
    await payload.updateGlobal({ slug: 'library-state', overrideAccess: true, data: { starter_version: null, starter_review: [] } })
    const report = await updateStarterLibrary(payload, NOW)
    expect(report?.added).toEqual([])
    expect((await payload.count({ collection: 'library-items', overrideAccess: true })).totalDocs).toBe(1)
    expect((await payload.findGlobal({ slug: 'library-state', overrideAccess: true })).starter_version).toBe(0)
  })
})
