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
const v2 = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/starter-library-v2.json'), 'utf8')) as StarterItem[]
/** The topics version 3 added (issue 46). */
const NEW_IN_V3 = ['contraception-in-perimenopause', 'hrt-supply-problems', 'low-mood-and-anxiety', 'surgical-menopause']
const TEAM = { reviewer_role: 'content editors, not clinicians', reviewer_name: 'Liberate editorial team' }
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
    // Waits for the running server's write lock, as its own connections do.
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute('UPDATE library_items SET slug = NULL, reviewed_on = NULL, review_due_on = NULL')
  } finally {
    client.close()
  }
  await payload.updateGlobal({ slug: 'library-state', overrideAccess: true, data: { starter_version: null, starter_review: [] } })
}

/** The library as version 2 left it: its items with their keys and review dates, and no reviewer (the migration's new columns are empty). */
async function seedVersion2(): Promise<void> {
  const { markdownToLexical } = await import('../../cms/collections/LibraryItems/starter/markdown')
  await payload.delete({ collection: 'library-items', overrideAccess: true, where: { id: { exists: true } } })
  for (const item of v2) {
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
        slug: item.key,
        reviewed_on: `${item.reviewedOn}T12:00:00.000Z`,
        review_interval_months: String(item.reviewIntervalMonths) as LibraryItem['review_interval_months'],
        _status: 'published',
      },
    })
  }
  await payload.updateGlobal({ slug: 'library-state', overrideAccess: true, data: { starter_version: 2, starter_review: [] } })
}

describe('a fresh database', () => {
  it('gets the current starter library with keys, review dates and who reviewed them', async () => {
    const { STARTER_LIBRARY } = await import('../../cms/collections/LibraryItems/starter')
    const { STARTER_VERSION } = await import('../../cms/collections/LibraryItems/starter/history')
    const state = await payload.findGlobal({ slug: 'library-state', overrideAccess: true })
    expect(state.starter_version).toBe(STARTER_VERSION)
    const bleeding = await bySlug('bleeding-on-hrt')
    expect(bleeding).toMatchObject({ title: 'Bleeding on HRT: what is expected and when to call your GP', _status: 'published' })
    expect(bleeding?.reviewed_on).toBe('2026-11-25T12:00:00.000Z')
    expect(bleeding?.review_due_on).toBe('2027-11-25T12:00:00.000Z')
    expect(bleeding).toMatchObject(TEAM)
    for (const key of NEW_IN_V3) expect(await bySlug(key), key).toMatchObject({ _status: 'published', reviewed_on: '2026-11-28T12:00:00.000Z', ...TEAM })
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
        ...NEW_IN_V3,
      ].sort(),
    )

    // Unchanged items now say what current guidance says, with their key and review date.
    const options = await bySlug('hrt-options')
    expect(options?.id).toBe((await byTitle('HRT: the options in plain words')).id)
    expect(JSON.stringify(options?.body)).toContain('3-month review')
    expect(JSON.stringify(options?.body)).toContain('it lasts 5 years, then must be replaced')
    expect(options?.reviewed_on).toBe('2026-11-28T12:00:00.000Z')
    expect(options).toMatchObject(TEAM)
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
    expect(review.changed_starter.map((i) => i.title).sort()).toEqual(
      ['Bones: our guide', 'HRT: benefits and risks, weighed honestly', v1Item('sleep').title, v1Item('body-scan').title].sort(),
    )
    // Body scan changed only in version 3 (its not-medical-advice line): listed with that change alone.
    expect(review.changed_starter.find((i) => i.id === scan.id)?.changes).toBe('Version 3: A closing line added: this practice is not medical advice.')
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
    expect(state.starter_review).toHaveLength(4)
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

describe('a database seeded with the second starter library', () => {
  it('corrects what editors left alone, names who reviewed it, keeps what they changed or re-reviewed, and adds the four new topics', async () => {
    const { updateStarterLibrary } = await import('../../cms/collections/LibraryItems/starter/update')
    const { listContentReview } = await import('../../app/services/admin/content-review.server')
    const { markdownToLexical } = await import('../../cms/collections/LibraryItems/starter/markdown')
    await seedVersion2()
    const now = new Date('2026-11-28T10:00:00Z')
    const v2Item = (key: string) => v2.find((i) => i.key === key)!

    // Editors at work: their own note in one article the update corrects; a fresh review of one it does not change.
    const treatments = (await bySlug('non-hormonal-treatments'))!
    const edited = markdownToLexical(`${v2Item('non-hormonal-treatments').body}\n\nOur clinic adds its own note here.`) as unknown as LibraryItem['body']
    await payload.update({ collection: 'library-items', id: treatments.id, overrideAccess: true, data: { body: edited, _status: 'published' } })
    const bones = (await bySlug('bone-health'))!
    await payload.update({ collection: 'library-items', id: bones.id, overrideAccess: true, data: { reviewed_on: '2026-11-27T12:00:00.000Z', _status: 'published' } })

    const report = await updateStarterLibrary(payload, now)
    expect(report!.kept.sort()).toEqual(['bone-health', 'non-hormonal-treatments'])
    expect(report!.missing).toEqual([])
    expect(report!.added.sort()).toEqual(NEW_IN_V3)
    expect(report!.updated).toEqual(expect.arrayContaining(['testosterone', 'hrt-options', 'what-is-perimenopause', 'symptoms', 'calm-breathing', 'heart-health']))
    expect(report!.updated).toHaveLength(v2.length - 2)

    // Corrected where nobody changed it: the new text, its review day and who reviewed it.
    const testosterone = await bySlug('testosterone')
    expect(JSON.stringify(testosterone?.body)).toContain('MHRA warns that children')
    expect(testosterone).toMatchObject({ reviewed_on: '2026-11-28T12:00:00.000Z', ...TEAM })
    expect(testosterone?.sources?.map((s) => s.url)).toContain(
      'https://www.gov.uk/drug-safety-update/topical-testosterone-testogel-risk-of-harm-to-children-following-accidental-exposure',
    )
    // An item whose text did not change keeps its review day and gains its reviewer.
    expect(await bySlug('heart-health')).toMatchObject({ reviewed_on: '2026-11-25T12:00:00.000Z', ...TEAM })

    // Editors' versions are theirs: the old fezolinetant wording stays until they act, and no reviewer is claimed for them.
    const keptTreatments = await payload.findByID({ collection: 'library-items', id: treatments.id, overrideAccess: true, depth: 0 })
    expect(JSON.stringify(keptTreatments.body)).toContain('Our clinic adds its own note here.')
    expect(JSON.stringify(keptTreatments.body)).toContain('liver blood tests are advised before starting and during treatment')
    expect(keptTreatments.reviewer_name ?? null).toBeNull()
    const keptBones = await payload.findByID({ collection: 'library-items', id: bones.id, overrideAccess: true, depth: 0 })
    expect(keptBones).toMatchObject({ reviewed_on: '2026-11-27T12:00:00.000Z' })
    expect(keptBones.reviewer_role ?? null).toBeNull()

    // Listed for review with what version 3 changed; the re-reviewed item, whose text did not change, is not.
    const review = await listContentReview(payload, { page: 1 }, now)
    expect(review.changed_starter.map((i) => i.id)).toEqual([treatments.id])
    expect(review.changed_starter[0].changes).toMatch(/^Version 3: .*monthly for the first 3 months/)

    // Done once; run again after an interruption, it changes nothing twice.
    expect(await updateStarterLibrary(payload, now)).toBeNull()
    await payload.updateGlobal({ slug: 'library-state', overrideAccess: true, data: { starter_version: 2 } })
    expect(await updateStarterLibrary(payload, now)).toMatchObject({ updated: [], added: [] })
    expect((await payload.findGlobal({ slug: 'library-state', overrideAccess: true, depth: 0 })).starter_review).toHaveLength(1)
  })
})
