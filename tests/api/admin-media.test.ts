import { beforeAll, describe, expect, inject, it } from 'vitest'

import { api, newCustomer, staffRequest, staffToken, type TestCustomer } from '../support/api'
import { newStaff, PDF_DOC, PNG_1X1, superAdminToken, uploadFile } from '../support/admin'

let admin: string
let editor: string

beforeAll(async () => {
  admin = (await newStaff('admin')).token
  editor = (await newStaff('editor')).token
})

async function uploadPng(token = admin, title = 'Breathing guide') {
  const res = await uploadFile(token, { name: 'breathing-guide.png', bytes: PNG_1X1, type: 'image/png' }, { title, description: 'A calm picture', category: 'Mindfulness', tags: 'calm, sleep, ' })
  expect(res.status).toBe(201)
  return res.body.media as { id: string; file_url: string; title: string }
}

async function distribute(body: Record<string, unknown>, token = admin) {
  return api('/api/admin/media/distribute', { token, body })
}

async function fileAs(path: string, headers: Record<string, string> = {}) {
  return fetch(`${inject('baseUrl')}${path}`, { headers, redirect: 'manual' })
}

describe('POST /api/admin/media/upload-file', () => {
  it('stores an accepted file, takes its type and size from the content, and lists it in the library', async () => {
    const media = await uploadPng()
    expect(media).toMatchObject({ title: 'Breathing guide', description: 'A calm picture', file_type: 'image', category: 'Mindfulness', tags: ['calm', 'sleep'], file_size: PNG_1X1.length })
    expect(media.file_url).toBe(`/api/media/${media.id}/file`)
    const library = await api('/api/admin/media/library?page=1', { token: admin })
    expect(library.status).toBe(200)
    expect(library.body.total_pages).toBeGreaterThanOrEqual(1)
    expect(library.body.media_content[0]).toMatchObject({ id: media.id, title: 'Breathing guide', created_at: expect.any(String) })
  })

  it('accepts a PDF and a text document, also from an editor', async () => {
    const pdf = await uploadFile(editor, { name: 'Guide.PDF', bytes: PDF_DOC }, { title: 'Guide' })
    expect(pdf.status).toBe(201)
    expect(pdf.body.media.file_type).toBe('document')
    const txt = await uploadFile(editor, { name: 'notes.txt', bytes: new TextEncoder().encode('Drink water. Sleep well. ✓') }, { title: 'Notes' })
    expect(txt.status).toBe(201)
  })

  it('refuses a file whose content is not what its name says (checked from the bytes)', async () => {
    const fake = await uploadFile(admin, { name: 'photo.png', bytes: new TextEncoder().encode('just some text pretending to be an image'), type: 'image/png' })
    expect(fake.status).toBe(400)
    expect(fake.body.detail).toMatch(/content/)
    const exe = await uploadFile(admin, { name: 'video.mp4', bytes: Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]) })
    expect(exe.status).toBe(400)
    const wrongExt = await uploadFile(admin, { name: 'tool.exe', bytes: PNG_1X1 })
    expect(wrongExt.status).toBe(400)
    expect(wrongExt.body.detail).toMatch(/not accepted/)
  })

  it('answers 413 for an image over 10 MB, and keeps nothing', async () => {
    const before = (await api('/api/admin/media/library?limit=100', { token: admin })).body.media_content.length
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PNG_1X1.subarray(0, 16))
    const res = await uploadFile(admin, { name: 'huge.png', bytes: big }, { title: 'Huge' })
    expect(res.status).toBe(413)
    expect(res.body.detail).toContain('10 MB')
    const after = (await api('/api/admin/media/library?limit=100', { token: admin })).body.media_content.length
    expect(after).toBe(before)
  })

  it('needs a file and a title', async () => {
    const noTitle = await uploadFile(admin, { name: 'a.png', bytes: PNG_1X1 }, { title: '' })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.detail).toMatch(/title/)
    const form = new FormData()
    form.set('title', 'No file')
    const noFile = await fetch(`${inject('baseUrl')}/api/admin/media/upload-file`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form })
    expect(noFile.status).toBe(400)
    expect(((await noFile.json()) as { detail: string }).detail).toBe('Please select a file to upload')
  })
})

describe('POST /api/admin/media/upload (from a URL)', () => {
  it('adds an item that points at the outside address', async () => {
    const res = await api('/api/admin/media/upload', {
      token: admin,
      body: { title: 'Yoga video', description: 'Gentle stretches', file_type: 'video', file_url: 'https://videos.example.com/yoga.mp4', category: 'Movement', tags: ['yoga'] },
    })
    expect(res.status).toBe(201)
    expect(res.body.media).toMatchObject({ title: 'Yoga video', file_type: 'video', file_url: 'https://videos.example.com/yoga.mp4', tags: ['yoga'] })
  })

  it('refuses a missing title, an unknown type and a non-http address', async () => {
    for (const body of [
      { file_type: 'video', file_url: 'https://x.example.com/a.mp4' },
      { title: 'T', file_type: 'hologram', file_url: 'https://x.example.com/a.mp4' },
      { title: 'T', file_type: 'video', file_url: 'javascript:alert(1)' },
    ]) {
      const res = await api('/api/admin/media/upload', { token: admin, body })
      expect(res.status).toBe(400)
      expect(res.body.detail).toBeTruthy()
    }
  })
})

describe('distributions and the customer side', () => {
  let ann: TestCustomer
  let bea: TestCustomer

  beforeAll(async () => {
    ann = await newCustomer({ name: 'Ann Receiver' })
    bea = await newCustomer({ name: 'Bea Bystander' })
  })

  it('sends to individual customers: one notification each, read by opening it, counted as a view', async () => {
    const media = await uploadPng(admin, 'Personal plan')
    const sent = await distribute({ media_id: media.id, recipient_type: 'individual', recipient_ids: [` ${ann.email.toUpperCase()} `, ''], title: 'Your plan', message: 'Made for you' })
    expect(sent.status).toBe(200)
    expect(sent.body.recipient_count).toBe(1)
    expect(sent.body.message).toBe('Media distributed to 1 user')

    const list = await api('/api/user/notifications', { token: ann.token })
    const item = list.body.notifications.find((n: { title: string }) => n.title === 'Your plan')
    expect(item).toMatchObject({ message: 'Made for you', media_type: 'image', media_url: media.file_url, read: false })
    expect(list.body.unread_count).toBeGreaterThanOrEqual(1)
    expect((await api('/api/user/notifications', { token: bea.token })).body.notifications.some((n: { title: string }) => n.title === 'Your plan')).toBe(false)

    // The file: the receiver gets it (bearer token or page cookie); others do not.
    const asAnn = await fileAs(media.file_url, { Authorization: `Bearer ${ann.token}` })
    expect(asAnn.status).toBe(200)
    expect(asAnn.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await asAnn.arrayBuffer())).toEqual(PNG_1X1)
    expect((await fileAs(media.file_url, { Cookie: `session_token=${ann.token}` })).status).toBe(200)
    expect((await fileAs(media.file_url, { Authorization: `Bearer ${bea.token}` })).status).toBe(404)
    expect((await fileAs(media.file_url)).status).toBe(401)
    expect((await fileAs(media.file_url, { Authorization: `Bearer ${admin}` })).status).toBe(200)

    // Ranges, as players ask for them.
    const part = await fileAs(media.file_url, { Authorization: `Bearer ${ann.token}`, Range: 'bytes=0-7' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${PNG_1X1.length}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(PNG_1X1.subarray(0, 8))
    expect((await fileAs(media.file_url, { Authorization: `Bearer ${ann.token}`, Range: 'bytes=9999-' })).status).toBe(416)

    const history = async () => (await api('/api/admin/media/distributions', { token: admin })).body.distributions.find((d: { title: string }) => d.title === 'Your plan')
    expect(await history()).toMatchObject({ media_title: 'Personal plan', media_type: 'image', recipient_type: 'individual', recipient_ids: [ann.email], view_count: 0, sent_at: expect.any(String), scheduled_for: null })

    const opened = await api(`/api/user/notifications/${item.id}/read`, { method: 'PUT', token: ann.token })
    expect(opened.status).toBe(200)
    expect(opened.body.notification.read).toBe(true)
    expect((await history()).view_count).toBe(1)

    const customerMedia = await api(`/api/admin/customers/${ann.id}/media`, { token: admin })
    expect(customerMedia.body.media_content[0]).toMatchObject({
      media: { title: 'Personal plan', file_type: 'image', file_url: media.file_url },
      notification: { title: 'Your plan', message: 'Made for you' },
      viewed: true,
      viewed_at: expect.any(String),
      received_at: expect.any(String),
    })
  })

  it('reports unknown e-mails instead of dropping them, and sends nothing', async () => {
    const media = await uploadPng(admin, 'Unknown test')
    const res = await distribute({ media_id: media.id, recipient_type: 'individual', recipient_ids: `${ann.email}, ghost-${Date.now()}@example.com`, title: 'Ghost' })
    expect(res.status).toBe(400)
    expect(res.body.detail).toContain('ghost-')
    expect((await api('/api/user/notifications', { token: ann.token })).body.notifications.some((n: { title: string }) => n.title === 'Ghost')).toBe(false)
  })

  it('sends to a tier and to all users with the right counts', async () => {
    const plus = await newCustomer({ name: 'Plus Person' })
    await staffRequest(`/customers/${plus.id}`, { method: 'PATCH', token: await staffToken(), body: { tier: 'plus' } })
    const stats = (await api('/api/admin/dashboard/stats', { token: admin })).body
    const media = await uploadPng(admin, 'Tier test')

    const tier = await distribute({ media_id: media.id, recipient_type: 'tier_specific', recipient_ids: ['Liberate+'], title: 'Plus only' })
    expect(tier.status).toBe(200)
    expect(tier.body.recipient_count).toBe(stats.tier_distribution['Liberate+'])
    const plusList = await api('/api/user/notifications', { token: plus.token })
    expect(plusList.body.notifications.some((n: { title: string }) => n.title === 'Plus only')).toBe(true)
    expect((await api('/api/user/notifications', { token: bea.token })).body.notifications.some((n: { title: string }) => n.title === 'Plus only')).toBe(false)

    const all = await distribute({ media_id: media.id, recipient_type: 'all_users', title: 'Everyone' })
    expect(all.status).toBe(200)
    expect(all.body.recipient_count).toBe(stats.total_customers)
    expect((await api('/api/user/notifications', { token: bea.token })).body.notifications.some((n: { title: string }) => n.title === 'Everyone')).toBe(true)

    const badTier = await distribute({ media_id: media.id, recipient_type: 'tier_specific', recipient_ids: ['Gold'], title: 'Gold' })
    expect(badTier.status).toBe(400)
    const noRecipients = await distribute({ media_id: media.id, recipient_type: 'tier_specific', recipient_ids: [], title: 'None' })
    expect(noRecipients.status).toBe(400)
    const noTitle = await distribute({ media_id: media.id, recipient_type: 'all_users', title: ' ' })
    expect(noTitle.status).toBe(400)
    const unknownMedia = await distribute({ media_id: '00000000-0000-4000-8000-000000000000', recipient_type: 'all_users', title: 'X' })
    expect(unknownMedia.status).toBe(404)
  })

  it('queues a scheduled distribution and sends it at its time', async () => {
    const media = await uploadPng(admin, 'Scheduled item')
    const at = new Date(Date.now() + 3000).toISOString()
    const res = await distribute({ media_id: media.id, recipient_type: 'individual', recipient_ids: [bea.email], title: 'Later on', scheduled_for: at })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ recipient_count: 1, scheduled: true })
    const find = async () => (await api('/api/admin/media/distributions', { token: admin })).body.distributions.find((d: { title: string }) => d.title === 'Later on')
    expect(await find()).toMatchObject({ sent_at: null, scheduled_for: at })
    expect((await api('/api/user/notifications', { token: bea.token })).body.notifications.some((n: { title: string }) => n.title === 'Later on')).toBe(false)

    const deadline = Date.now() + 45_000
    let row = await find()
    while (!row.sent_at && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000))
      row = await find()
    }
    expect(row.sent_at).toEqual(expect.any(String))
    expect(new Date(row.sent_at).getTime()).toBeGreaterThanOrEqual(new Date(at).getTime())
    expect((await api('/api/user/notifications', { token: bea.token })).body.notifications.some((n: { title: string }) => n.title === 'Later on')).toBe(true)
  }, 60_000)
})

describe('DELETE /api/admin/media/{id}', () => {
  it('deletes an item that was never sent (200) and refuses one that was (409)', async () => {
    const fresh = await uploadPng(admin, 'To delete')
    const ok = await api(`/api/admin/media/${fresh.id}`, { method: 'DELETE', token: admin })
    expect(ok.status).toBe(200)
    expect(ok.body.message).toBe('Media deleted successfully')
    expect((await api(`/api/admin/media/${fresh.id}`, { method: 'DELETE', token: admin })).status).toBe(404)

    const customer = await newCustomer()
    const sent = await uploadPng(admin, 'Sent item')
    await distribute({ media_id: sent.id, recipient_type: 'individual', recipient_ids: [customer.email], title: 'Keep me' })
    const refused = await api(`/api/admin/media/${sent.id}`, { method: 'DELETE', token: await superAdminToken() })
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toBe('Cannot delete media that has been distributed to users')
    expect((await fileAs(sent.file_url, { Authorization: `Bearer ${customer.token}` })).status).toBe(200)
  })
})
