import { beforeAll, describe, expect, inject, it } from 'vitest'

import { api, newCustomer, staffRequest, staffToken, type TestCustomer } from '../support/api'
import { createItem, marker } from '../support/library'

/**
 * The library read as a pharmacist would (issue 46): the corrections to
 * current UK guidance reach her through GET /api/content, each item says
 * when and by whom it was reviewed, and the new topics are there with their
 * sources. Against the shared server, whose library the starter content seeded.
 */
let base: TestCustomer
let staff: string

beforeAll(async () => {
  base = await newCustomer()
  staff = await staffToken()
})

interface TextNode {
  type?: string
  text?: string
  fields?: { url?: string }
  children?: TextNode[]
}

/** The words of a body as she reads them, one block a line; links as "[text](url)". */
function plain(node: TextNode | undefined): string {
  if (!node) return ''
  if (typeof node.text === 'string') return node.text
  const inner = (node.children ?? []).map(plain).join(node.type === 'root' || node.type === 'list' ? '\n' : '')
  return node.type === 'link' ? `[${inner}](${node.fields?.url ?? ''})` : inner
}

/** Where the body's links go: real link nodes only, not link-like text. */
function links(node: TextNode | undefined): string[] {
  if (!node) return []
  return [...(node.type === 'link' && node.fields?.url ? [node.fields.url] : []), ...(node.children ?? []).flatMap(links)]
}

/** The opened starter item with this title, found through the library's search as she would find it. */
async function opened(search: string, title: string) {
  const list = await api(`/api/content?search=${encodeURIComponent(search)}`, { token: base.token })
  expect(list.status).toBe(200)
  const found = list.body.items.find((i: { title: string }) => i.title === title)
  expect(found, title).toBeTruthy()
  const detail = await api(`/api/content/${found.id}`, { token: base.token })
  expect(detail.status).toBe(200)
  const root = (detail.body.body as { root: TextNode }).root
  return { ...detail.body, text: plain(root), links: links(root) }
}

const TEAM = { role: 'content editors, not clinicians', name: 'Liberate editorial team' }

describe('the corrected starter items, through GET /api/content', () => {
  it('the 52 mg coil protects the womb for 5 years as part of HRT, then must be replaced (FSRH)', async () => {
    const item = await opened('options', 'HRT: the options in plain words')
    expect(item.text).toMatch(/52 mg levonorgestrel intrauterine system .*For protecting the womb as part of HRT it lasts 5 years, then must be replaced \(FSRH\)/)
    expect(item.text).toMatch(/up to 8 years/)
    expect(item.sources.map((s: { url: string }) => s.url)).toContain('https://www.fsrh.org/documents/fsrh-ceu-statement-mirena-8-years-contraception-jan-2024/')
    expect(item).toMatchObject({ reviewed_on: '2026-11-28', reviewer: TEAM })
    const perimenopause = await opened('perimenopause', 'What is perimenopause?')
    expect(perimenopause.text).toMatch(/As part of HRT it protects the womb for 5 years and must then be replaced/)
  })

  it('fezolinetant: liver tests before starting, monthly for the first 3 months, then periodically, and the signs to stop for (MHRA 2025)', async () => {
    const item = await opened('hormones', 'Treatments without hormones')
    expect(item.text).toMatch(/liver blood tests are needed before starting, then monthly for the first 3 months, then from time to time/)
    expect(item.text).toMatch(/Stop taking it and get medical advice straight away if you have signs of liver problems: yellowing of the skin/i)
    expect(item.text).not.toMatch(/liver blood tests are advised before starting and during treatment/)
    expect(item.text).toMatch(/Elinzanetant[\s\S]*must not be taken if you are pregnant or might be/)
    expect(item.text).toMatch(/SSRIs, SNRIs and clonidine should not be routinely offered as the first treatment for hot flushes and night sweats on their own/)
    const sources = item.sources.map((s: { url: string }) => s.url)
    expect(sources).toContain('https://www.gov.uk/drug-safety-update/fezolinetantv-veoza-risk-of-liver-injury-new-recommendations-to-minimise-risk')
    expect(item.reviewed_on).toBe('2026-11-28')
  })

  it('testosterone gel: kept off children and partners by washing hands, covering the area and avoiding skin contact (MHRA)', async () => {
    const item = await opened('testosterone', 'Testosterone for low sex drive')
    expect(item.text).toMatch(/Keep it off other people's skin, especially children's/)
    expect(item.text).toMatch(/The MHRA warns that children/)
    expect(item.text).toMatch(/wash your hands with soap and water/)
    expect(item.text).toMatch(/cover the area with clothing/)
    expect(item.text).toMatch(/avoid skin contact between the treated area and anyone else, above all children/)
    expect(item.sources.map((s: { url: string }) => s.url)).toContain(
      'https://www.gov.uk/drug-safety-update/topical-testosterone-testogel-risk-of-harm-to-children-following-accidental-exposure',
    )
  })

  it('the symptoms article links to Need support now? and the new low mood article', async () => {
    const item = await opened('symptoms', 'Perimenopause and menopause symptoms')
    expect(item.text).toContain('[Need support now?](/support)')
    expect(item.links).toEqual(expect.arrayContaining(['/support', '/content/low-mood-and-anxiety']))
  })

  it('every mindfulness and exercise item ends with its not-medical-advice line', async () => {
    for (const tab of ['rtt_mindfulness', 'training_videos']) {
      const list = await api(`/api/content?tab=${tab}`, { token: base.token })
      // Base-tier customer: the Plus practices stay locked to her (the unit tests read every one).
      const starter = list.body.items.filter((i: { author: string | null; locked: boolean }) => i.author === 'Liberate editorial team' && !i.locked)
      expect(starter.length, tab).toBeGreaterThan(0)
      for (const summary of starter) {
        const detail = await api(`/api/content/${summary.id}`, { token: base.token })
        expect(plain(detail.body.body.root).trim(), summary.title).toMatch(/This practice is not medical advice and does not replace care from a GP or other health professional\.$/)
      }
    }
  })
})

describe('the four new topics, through GET /api/content', () => {
  const NEW = [
    { search: 'anxiety', title: 'Low mood and anxiety in the menopause', says: [/\[Need support now\?\]\(\/support\)/, /call 999 or go to A&E/, /menopause-specific CBT/] },
    {
      search: 'contraception',
      title: 'Contraception in perimenopause, and when you can stop',
      says: [/no periods for 1 year if you are 50 or over, or for 2 years if you are under 50/, /stop contraception at 55/, /HRT does not stop you getting pregnant/],
    },
    { search: 'surgical', title: 'Surgical menopause: when an operation brings on the menopause', says: [/both ovaries are removed/, /NICE guideline NG23/] },
    {
      search: 'stock',
      title: 'When your HRT is out of stock: shortages and switching safely',
      says: [/Serious Shortage Protocol \(SSP\)/, /without you needing a new prescription/, /Do not stop your HRT, or change how you take it, on your own/],
    },
  ]

  it.each(NEW)('$title exists with its review date, reviewer and sources', async ({ search, title, says }) => {
    const item = await opened(search, title)
    expect(item).toMatchObject({ reviewed_on: '2026-11-28', reviewer: TEAM, locked: false, format: 'article' })
    expect(item.sources.length).toBeGreaterThan(1)
    for (const source of item.sources) expect(source.url).toMatch(/^https:\/\/\S+$/)
    for (const pattern of says) expect(item.text).toMatch(pattern)
    if (search === 'anxiety') expect(item.links.filter((url: string) => url === '/support')).toHaveLength(2)
  })

  it('opens only with a session', async () => {
    const list = await api('/api/content?search=contraception', { token: base.token })
    const id = list.body.items[0].id
    expect((await api(`/api/content/${id}`)).status).toBe(401)
  })
})

describe('who reviewed an item (a role and a name in the CMS, beside the review date)', () => {
  it('returns the reviewer staff record, and null while nobody is named', async () => {
    const named = await createItem(staff, { title: `Reviewed ${marker()}` })
    const patched = await staffRequest(`/library-items/${named}`, {
      method: 'PATCH',
      token: staff,
      body: { reviewer_role: 'menopause specialist', reviewer_name: 'Alex Example' },
    })
    expect(patched.status).toBe(200)
    expect((await api(`/api/content/${named}`, { token: base.token })).body.reviewer).toEqual({ role: 'menopause specialist', name: 'Alex Example' })

    const unnamed = await createItem(staff, { title: `Unreviewed ${marker()}` })
    expect((await api(`/api/content/${unnamed}`, { token: base.token })).body.reviewer).toBeNull()
  })

  it('refuses half a reviewer and keeps what was there', async () => {
    const id = await createItem(staff, { title: `Half ${marker()}` })
    await staffRequest(`/library-items/${id}`, { method: 'PATCH', token: staff, body: { reviewer_role: 'GP', reviewer_name: 'Sam Example' } })
    const nameOnly = await staffRequest(`/library-items/${id}`, { method: 'PATCH', token: staff, body: { reviewer_role: '', reviewer_name: 'Someone Else' } })
    expect(nameOnly.status).toBe(400)
    expect(JSON.stringify(nameOnly.body)).toContain('Reviewer role')
    const roleOnly = await staffRequest(`/library-items/${id}`, { method: 'PATCH', token: staff, body: { reviewer_role: 'pharmacist', reviewer_name: null } })
    expect(roleOnly.status).toBe(400)
    expect((await api(`/api/content/${id}`, { token: base.token })).body.reviewer).toEqual({ role: 'GP', name: 'Sam Example' })
  })

  it('is written by staff only', async () => {
    const id = await createItem(staff, { title: `Staff only ${marker()}` })
    const asCustomer = await fetch(`${inject('baseUrl')}/cms-api/library-items/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${base.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reviewer_role: 'GP', reviewer_name: 'Not Real' }),
    })
    expect(asCustomer.status).toBeGreaterThanOrEqual(401)
    expect(asCustomer.status).toBeLessThan(500)
    expect((await api(`/api/content/${id}`, { token: base.token })).body.reviewer).toBeNull()
  })
})
