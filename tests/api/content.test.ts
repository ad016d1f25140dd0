import { beforeAll, describe, expect, it } from 'vitest'

import { markdownToLexical } from '../../cms/collections/LibraryItems/starter/markdown'
import { adminLogin, newStaff } from '../support/admin'
import { api, newCustomer, staffRequest, staffToken, type TestCustomer } from '../support/api'
import { createItem, marker, silentWav, tinyPdf, tinyPng, uploadFile } from '../support/library'

let staff: string
let base: TestCustomer
let plus: TestCustomer

async function makePlus(customer: TestCustomer) {
  const res = await staffRequest(`/customers/${customer.id}`, { method: 'PATCH', token: staff, body: { tier: 'plus' } })
  expect(res.status).toBe(200)
}

beforeAll(async () => {
  staff = await staffToken()
  base = await newCustomer()
  plus = await newCustomer()
  await makePlus(plus)
})

describe('GET /api/content', () => {
  it('answers 401 without a session', async () => {
    const res = await api('/api/content')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'Not authenticated' })
  })

  it('lists the starter library with the fields the spec names, never the content itself', async () => {
    const res = await api('/api/content?tab=educational_articles&search=perimenopause', { token: base.token })
    expect(res.status).toBe(200)
    expect(res.body.page).toBe(1)
    expect(res.body.total_pages).toBeGreaterThanOrEqual(1)
    const item = res.body.items.find((i: { title: string }) => i.title === 'What is perimenopause?')
    expect(item).toEqual({
      id: expect.any(String),
      title: 'What is perimenopause?',
      description: expect.any(String),
      category: 'education',
      tab: 'educational_articles',
      tier: 'Liberate',
      locked: false,
      format: 'article',
      duration: null,
      duration_minutes: null,
      readTime: expect.stringMatching(/^\d+ min read$/),
      read_time_minutes: expect.any(Number),
      author: 'Liberate editorial team',
      thumbnail: null,
      rating: null,
      listen_aloud: false,
    })
    for (const i of res.body.items) {
      expect(i).not.toHaveProperty('body')
      expect(i).not.toHaveProperty('file_url')
    }
  })

  it('finds items by title, description and author, whatever the case', async () => {
    const word = marker()
    const inTitle = await createItem(staff, { title: `Walking ${word} guide` })
    const inDescription = await createItem(staff, { title: 'Plain title', description: `All about ${word.toUpperCase()} and more` })
    const byAuthor = await createItem(staff, { title: 'Another title', author: `Dr ${word}` })
    const res = await api(`/api/content?search=${word}`, { token: base.token })
    expect(res.status).toBe(200)
    expect(res.body.items.map((i: { id: string }) => i.id).sort()).toEqual([inTitle, inDescription, byAuthor].sort())

    const twoWords = await api(`/api/content?search=${encodeURIComponent(`guide ${word}`)}`, { token: base.token })
    expect(twoWords.body.items.map((i: { id: string }) => i.id)).toEqual([inTitle])

    const none = await api(`/api/content?search=${marker()}`, { token: base.token })
    expect(none.body).toEqual({ items: [], page: 1, total_pages: 1 })
  })

  it('filters by category and tab', async () => {
    const word = marker()
    const nutrition = await createItem(staff, { title: `Meals ${word}`, category: 'nutrition' })
    const training = await createItem(staff, { title: `Stretch ${word}`, category: 'training', tab: 'training_videos' })
    const byCategory = await api(`/api/content?search=${word}&category=nutrition`, { token: base.token })
    expect(byCategory.body.items.map((i: { id: string }) => i.id)).toEqual([nutrition])
    const byTab = await api(`/api/content?search=${word}&tab=training_videos`, { token: base.token })
    expect(byTab.body.items.map((i: { id: string }) => i.id)).toEqual([training])
    const all = await api(`/api/content?search=${word}&category=all`, { token: base.token })
    expect(all.body.items).toHaveLength(2)

    const starterMindfulness = await api('/api/content?category=mindfulness', { token: base.token })
    expect(starterMindfulness.body.items.length).toBeGreaterThan(0)
    for (const item of starterMindfulness.body.items) expect(item.category).toBe('mindfulness')
  })

  it('pages through results, 12 to a page, in title order', async () => {
    const word = marker()
    for (let i = 0; i < 14; i++) await createItem(staff, { title: `${String(i).padStart(2, '0')} paging ${word}` })
    const first = await api(`/api/content?search=${word}`, { token: base.token })
    const second = await api(`/api/content?search=${word}&page=2`, { token: base.token })
    expect(first.body.items).toHaveLength(12)
    expect(first.body.total_pages).toBe(2)
    expect(second.body.page).toBe(2)
    expect(second.body.items.map((i: { title: string }) => i.title)).toEqual([`12 paging ${word}`, `13 paging ${word}`])
    const beyond = await api(`/api/content?search=${word}&page=3`, { token: base.token })
    expect(beyond.status).toBe(200)
    expect(beyond.body.items).toEqual([])
  })

  it('answers 400 for a bad page, tab, category or an over-long search', async () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'tab=podcasts', 'category=gossip', `search=${'x'.repeat(101)}`]) {
      const res = await api(`/api/content?${query}`, { token: base.token })
      expect(res.status, query).toBe(400)
      expect(typeof res.body.detail, query).toBe('string')
    }
  })

  it('never shows drafts, in lists, search or by id', async () => {
    const word = marker()
    const draft = await createItem(staff, { title: `Draft ${word}`, status: 'draft' })
    const listed = await api(`/api/content?search=${word}`, { token: plus.token })
    expect(listed.body.items).toEqual([])
    const opened = await api(`/api/content/${draft}`, { token: plus.token })
    expect(opened.status).toBe(404)

    // Published, it appears; a newer draft of it changes nothing customers see.
    await staffRequest(`/library-items/${draft}`, { method: 'PATCH', token: staff, body: { _status: 'published' } })
    const afterPublish = await api(`/api/content?search=${word}`, { token: plus.token })
    expect(afterPublish.body.items.map((i: { id: string }) => i.id)).toEqual([draft])
    await staffRequest(`/library-items/${draft}?draft=true`, { method: 'PATCH', token: staff, body: { title: `Unpublished rename ${word}` } })
    const stillPublished = await api(`/api/content/${draft}`, { token: plus.token })
    expect(stillPublished.body.title).toBe(`Draft ${word}`)
  })
})

describe('GET /api/content/{id} and its file', () => {
  it('gives a base-tier customer 403 for a plus item, and a plus-tier customer the body', async () => {
    const word = marker()
    const id = await createItem(staff, { title: `Advanced ${word}`, tier: 'plus', body: `Secret advanced text ${word}` })

    const listed = await api(`/api/content?search=${word}`, { token: base.token })
    expect(listed.body.items[0]).toMatchObject({ id, tier: 'Liberate+', locked: true })
    expect(JSON.stringify(listed.body)).not.toContain('Secret advanced text')

    const locked = await api(`/api/content/${id}`, { token: base.token })
    expect(locked.status).toBe(403)
    expect(locked.body).toEqual({ detail: `"Advanced ${word}" requires Liberate+ subscription` })

    const open = await api(`/api/content/${id}`, { token: plus.token })
    expect(open.status).toBe(200)
    expect(open.body).toMatchObject({ id, locked: false, tier: 'Liberate+', file_url: null, my_rating: null })
    expect(JSON.stringify(open.body.body)).toContain(`Secret advanced text ${word}`)
  })

  it("enforces the lock below the routes: Payload's own API gives customers and visitors no plus content or drafts", async () => {
    const word = marker()
    const plusItem = await createItem(staff, { title: `Deep ${word}`, tier: 'plus', body: `Hidden body ${word}` })
    const draft = await createItem(staff, { title: `Draft deep ${word}`, status: 'draft' })
    const baseUrl = (await import('vitest')).inject('baseUrl')
    // Customers have no way into Payload's REST API (tests/api/payload-surface.test.ts proves every door).
    const login = await fetch(`${baseUrl}/cms-api/customers/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: base.email, password: base.password }),
    })
    expect(login.status).toBe(404)
    for (const headers of [{}, { Authorization: `Bearer ${base.token}` }] as Record<string, string>[]) {
      const item = await fetch(`${baseUrl}/cms-api/library-items/${plusItem}`, { headers })
      expect(JSON.stringify(await item.text())).not.toContain(`Hidden body ${word}`)
      const drafts = await fetch(`${baseUrl}/cms-api/library-items/${draft}?draft=true`, { headers })
      expect(drafts.status).not.toBe(200)
    }
  })

  it('answers 404 for an unknown or malformed id, 401 without a session', async () => {
    expect((await api('/api/content/00000000-0000-4000-8000-000000000000', { token: base.token })).status).toBe(404)
    expect((await api('/api/content/not-an-id', { token: base.token })).status).toBe(404)
    expect((await api('/api/content/not-an-id')).status).toBe(401)
  })

  it('streams a plus document only to a plus-tier customer, with range requests', async () => {
    const pdf = tinyPdf()
    const documentId = await uploadFile(staff, 'guide.pdf', 'application/pdf', pdf)
    const thumbnailId = await uploadFile(staff, 'thumb.png', 'image/png', tinyPng())
    const id = await createItem(staff, { title: `Document ${marker()}`, format: 'document', document: documentId, thumbnail: thumbnailId, tier: 'plus', category: 'documents' })
    const baseUrl = (await import('vitest')).inject('baseUrl')

    const detail = await api(`/api/content/${id}`, { token: plus.token })
    expect(detail.body).toMatchObject({ file_url: `/resources/content/${id}/file`, file_type: 'document', thumbnail: `/resources/content/${id}/thumbnail` })

    const denied = await fetch(`${baseUrl}/resources/content/${id}/file`, { headers: { Authorization: `Bearer ${base.token}` } })
    expect(denied.status).toBe(403)
    expect(await denied.json()).toEqual({ detail: expect.stringMatching(/requires Liberate\+ subscription$/) })
    expect((await fetch(`${baseUrl}/resources/content/${id}/file`)).status).toBe(401)

    const whole = await fetch(`${baseUrl}/resources/content/${id}/file`, { headers: { Authorization: `Bearer ${plus.token}` } })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('application/pdf')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(pdf)

    const part = await fetch(`${baseUrl}/resources/content/${id}/file`, { headers: { Authorization: `Bearer ${plus.token}`, Range: 'bytes=0-7' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${pdf.length}`)
    expect(await part.text()).toBe('%PDF-1.4')

    const beyond = await fetch(`${baseUrl}/resources/content/${id}/file`, { headers: { Authorization: `Bearer ${plus.token}`, Range: `bytes=${pdf.length + 10}-` } })
    expect(beyond.status).toBe(416)

    // The thumbnail shows on the locked card, so a base-tier customer may fetch it.
    const thumb = await fetch(`${baseUrl}/resources/content/${id}/thumbnail`, { headers: { Authorization: `Bearer ${base.token}` } })
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/png')
  })

  it('streams audio so players can seek, and keeps the upload itself private', async () => {
    const wav = silentWav()
    const mediaId = await uploadFile(staff, 'calm.wav', 'audio/wav', wav)
    const id = await createItem(staff, { title: `Audio ${marker()}`, format: 'audio', media: mediaId, duration_minutes: 1, tab: 'rtt_mindfulness', category: 'recordings' })
    const baseUrl = (await import('vitest')).inject('baseUrl')
    const detail = await api(`/api/content/${id}`, { token: base.token })
    expect(detail.body).toMatchObject({ format: 'audio', duration: '1 min', file_type: 'audio', file_url: `/resources/content/${id}/file` })
    const tail = await fetch(`${baseUrl}${detail.body.file_url}`, { headers: { Authorization: `Bearer ${base.token}`, Range: 'bytes=-4' } })
    expect(tail.status).toBe(206)
    expect(tail.headers.get('content-range')).toBe(`bytes ${wav.length - 4}-${wav.length - 1}/${wav.length}`)
    expect(tail.headers.get('content-type')).toMatch(/^audio\//)

    const files = await staffRequest(`/library-files/${mediaId}`, { token: staff })
    const direct = await fetch(new URL(files.body.url, baseUrl))
    expect(direct.status).toBe(403)
  })

  it('refuses to publish an item without the content its format needs', async () => {
    const res = await staffRequest('/library-items', {
      token: staff,
      body: { title: 'Empty video', description: 'x', category: 'training', tab: 'training_videos', tier: 'base', format: 'video', _status: 'published' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toBe('The following fields are invalid: Video or audio file, Duration (minutes)')
  })

  it('names every missing field of an item being published by its label, not its internal name', async () => {
    const res = await staffRequest('/library-items', {
      token: staff,
      body: { description: 'Half written', tier: 'base', format: 'article', _status: 'published' },
    })
    expect(res.status).toBe(400)
    const [error] = res.body.errors
    expect(error.message).toMatch(/^The following fields are invalid: /)
    const named = error.message.replace('The following fields are invalid: ', '').split(', ')
    expect(named.sort()).toEqual(['Body', 'Category', 'Tab', 'Title'])

    // A draft may still be incomplete.
    const draft = await staffRequest('/library-items?draft=true', {
      token: staff,
      body: { title: `Draft ${marker()}`, description: 'Half written', category: 'education', tab: 'educational_articles', format: 'article', _status: 'draft' },
    })
    expect(draft.status).toBe(201)
  })
})

describe('review dates (every item says when it was last checked against its sources)', () => {
  const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())

  it('returns reviewed_on as YYYY-MM-DD with an opened item, and only with an opened one', async () => {
    const list = await api('/api/content?search=bleeding', { token: base.token })
    const bleeding = list.body.items.find((i: { title: string }) => i.title === 'Bleeding on HRT: what is expected and when to call your GP')
    expect(bleeding).toBeTruthy()
    expect(bleeding).not.toHaveProperty('reviewed_on')
    const detail = await api(`/api/content/${bleeding.id}`, { token: base.token })
    expect(detail.status).toBe(200)
    expect(detail.body.reviewed_on).toBe('2026-11-25')
    expect(detail.body.sources.length).toBeGreaterThan(0)
  })

  it("dates a new item on the editor's day unless she gives the day, and works out when it is due", async () => {
    const fresh = await createItem(staff, { title: `Fresh ${marker()}` })
    expect((await api(`/api/content/${fresh}`, { token: base.token })).body.reviewed_on).toBe(ukToday())
    const dated = await createItem(staff, { title: `Dated ${marker()}`, reviewed_on: '2026-06-30T23:00:00.000Z', review_interval_months: '6' })
    expect((await api(`/api/content/${dated}`, { token: base.token })).body.reviewed_on).toBe('2026-07-01')
    const stored = await staffRequest(`/library-items/${dated}`, { token: staff })
    expect(stored.body).toMatchObject({ reviewed_on: '2026-07-01T12:00:00.000Z', review_due_on: '2027-01-01T12:00:00.000Z' })
  })

  it('will not publish an item without a review date', async () => {
    const res = await staffRequest('/library-items', {
      token: staff,
      body: { title: 'Undated', description: 'x', category: 'education', tab: 'educational_articles', tier: 'base', format: 'article', reviewed_on: null, _status: 'published', body: markdownToLexical('Words.') },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toBe('The following field is invalid: Last reviewed')
  })

  it('keeps each lasting address to one item', async () => {
    const slug = `guide-${marker()}`
    await createItem(staff, { title: `Addressed ${marker()}`, slug })
    await expect(createItem(staff, { title: `Same address ${marker()}`, slug })).rejects.toThrow(/400/)
    await expect(createItem(staff, { title: `Bad address ${marker()}`, slug: 'Not A Slug' })).rejects.toThrow(/400/)
  })

  it('lists items past their review date for every staff role, longest overdue first, and nobody else', async () => {
    const overdue = await createItem(staff, { title: `Overdue ${marker()}`, reviewed_on: '2024-01-15T12:00:00.000Z', review_interval_months: '12' })
    const older = await createItem(staff, { title: `Older ${marker()}`, reviewed_on: '2023-03-01T12:00:00.000Z', review_interval_months: '6' })
    const current = await createItem(staff, { title: `Current ${marker()}` })
    const draft = await createItem(staff, { title: `Draft ${marker()}`, reviewed_on: '2020-01-01T12:00:00.000Z', status: 'draft' })
    const editor = await newStaff('editor')
    for (const token of [editor.token, await adminLogin('staff@example.com', 'staff-password-1')]) {
      const res = await api('/api/admin/content/review?page=1', { token })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ today: ukToday(), page: 1, changed_starter: [] })
      const ids = res.body.due.map((i: { id: string }) => i.id)
      expect(ids).toContain(overdue)
      expect(ids).not.toContain(current)
      expect(ids).not.toContain(draft)
      expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(overdue))
      expect(res.body.due.find((i: { id: string }) => i.id === overdue)).toEqual({
        id: overdue,
        title: expect.stringMatching(/^Overdue /),
        tab: 'Educational Articles',
        reviewed_on: '2024-01-15',
        review_due_on: '2025-01-15',
        admin_url: `/admin/collections/library-items/${overdue}`,
      })
    }
    expect((await api('/api/admin/content/review')).status).toBe(401)
    expect((await api('/api/admin/content/review', { token: base.token })).status).toBe(401)
    expect((await api('/api/admin/content/review?page=0', { token: editor.token })).status).toBe(400)
  })
})

describe('PUT /api/content/{id}/rating', () => {
  it('accepts one 1–5 rating per customer, changeable, and shows the average and count', async () => {
    const id = await createItem(staff, { title: `Rated ${marker()}` })
    const first = await api(`/api/content/${id}/rating`, { method: 'PUT', token: base.token, body: { rating: 4 } })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ rating: { average: 4, count: 1 }, my_rating: 4 })

    const changed = await api(`/api/content/${id}/rating`, { method: 'PUT', token: base.token, body: { rating: 2 } })
    expect(changed.body).toEqual({ rating: { average: 2, count: 1 }, my_rating: 2 })

    const other = await api(`/api/content/${id}/rating`, { method: 'PUT', token: plus.token, body: { rating: 5 } })
    expect(other.body).toEqual({ rating: { average: 3.5, count: 2 }, my_rating: 5 })

    const detail = await api(`/api/content/${id}`, { token: base.token })
    expect(detail.body.rating).toEqual({ average: 3.5, count: 2 })
    expect(detail.body.my_rating).toBe(2)
  })

  it('answers 400 for anything but a whole number from 1 to 5', async () => {
    const id = await createItem(staff, { title: `Rated badly ${marker()}` })
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '4' }, { rating: null }, {}]) {
      const res = await api(`/api/content/${id}/rating`, { method: 'PUT', token: base.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.detail).toMatch(/rating/)
    }
    const malformed = await api(`/api/content/${id}/rating`, { method: 'PUT', token: base.token, rawBody: '{"rating":' })
    expect(malformed.status).toBe(400)
    const detail = await api(`/api/content/${id}`, { token: base.token })
    expect(detail.body.rating).toBeNull()
  })

  it('needs a session, an item that exists and one the customer can open', async () => {
    const locked = await createItem(staff, { title: `Rated locked ${marker()}`, tier: 'plus' })
    expect((await api(`/api/content/${locked}/rating`, { method: 'PUT', body: { rating: 5 } })).status).toBe(401)
    expect((await api(`/api/content/${locked}/rating`, { method: 'PUT', token: base.token, body: { rating: 5 } })).status).toBe(403)
    expect((await api('/api/content/00000000-0000-4000-8000-000000000000/rating', { method: 'PUT', token: base.token, body: { rating: 5 } })).status).toBe(404)
    expect((await api(`/api/content/${locked}/rating`, { token: base.token })).status).toBe(405)
  })
})

describe('Personal content belongs to its customer', () => {
  it("never lists or marks another customer's personal content", async () => {
    const ann = await newCustomer()
    const bea = await newCustomer()
    const sent = await staffRequest('/notifications', {
      token: staff,
      body: { customer: ann.id, title: 'Your sleep plan', message: 'From the wellness team', media_type: 'document', media_url: '/media/plan.pdf' },
    })
    expect(sent.status).toBe(201)
    const id = sent.body.doc.id
    const beaList = await api('/api/user/notifications', { token: bea.token })
    expect(beaList.body.notifications.map((n: { id: string }) => n.id)).not.toContain(id)
    const beaMark = await api(`/api/user/notifications/${id}/read`, { method: 'PUT', token: bea.token })
    expect(beaMark.status).toBe(404)
    const annList = await api('/api/user/notifications', { token: ann.token })
    expect(annList.body.notifications.find((n: { id: string }) => n.id === id)).toMatchObject({ read: false })
  })
})
