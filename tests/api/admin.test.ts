import { beforeAll, describe, expect, it } from 'vitest'

import { api, newCustomer, staffRequest, staffToken } from '../support/api'
import { adminLogin, newStaff, superAdminToken } from '../support/admin'
import { STAFF } from '../support/server'

let superAdmin: string
let admin: { email: string; password: string; token: string }
let editor: { email: string; password: string; token: string }

beforeAll(async () => {
  superAdmin = await superAdminToken()
  admin = await newStaff('admin')
  editor = await newStaff('editor')
})

const today = () => new Date().toISOString().slice(0, 10)

/** Every call of the staff API (spec doc 2 §7) with the role group allowed to make it. */
const WELLNESS_CALLS: [string, string][] = [
  ['GET', '/api/admin/dashboard/stats'],
  ['GET', '/api/admin/customers'],
  ['GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000/details'],
  ['GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000/questionnaires'],
  ['GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000/checkins'],
  ['GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000/media'],
  ['GET', '/api/admin/media/distributions'],
  ['POST', '/api/admin/media/distribute'],
]
const LIBRARY_CALLS: [string, string][] = [
  ['GET', '/api/admin/auth/session'],
  ['POST', '/api/admin/auth/change-password'],
  ['GET', '/api/admin/media/library'],
  ['GET', '/api/admin/content/review'],
  ['POST', '/api/admin/media/upload'],
  ['POST', '/api/admin/media/upload-file'],
  ['DELETE', '/api/admin/media/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/admin/auth/logout'],
]

describe('staff API: who may call it', () => {
  it('answers 401 "Admin authentication required" to anonymous callers and to customer tokens, on every call', async () => {
    const customer = await newCustomer()
    for (const [method, path] of [...WELLNESS_CALLS, ...LIBRARY_CALLS]) {
      const anonymous = await api(path, { method, body: method === 'GET' || method === 'DELETE' ? undefined : {} })
      expect([method, path, anonymous.status]).toEqual([method, path, 401])
      expect(anonymous.body.detail).toBe('Admin authentication required')
      const asCustomer = await api(path, { method, token: customer.token, body: method === 'GET' || method === 'DELETE' ? undefined : {} })
      expect([method, path, asCustomer.status]).toEqual([method, path, 401])
    }
  })

  it('refuses customer data to editors (403) but lets them manage the library', async () => {
    for (const [method, path] of WELLNESS_CALLS) {
      const res = await api(path, { method, token: editor.token, body: method === 'GET' ? undefined : {} })
      expect([method, path, res.status]).toEqual([method, path, 403])
      expect(res.body.detail).toBeTruthy()
    }
    const library = await api('/api/admin/media/library', { token: editor.token })
    expect(library.status).toBe(200)
  })

  it('lets admins and super admins read customer data', async () => {
    for (const token of [admin.token, superAdmin]) {
      expect((await api('/api/admin/dashboard/stats', { token })).status).toBe(200)
      expect((await api('/api/admin/customers', { token })).status).toBe(200)
    }
  })

  it('refuses a staff token on the customer API', async () => {
    const res = await api('/api/user/notifications', { token: superAdmin })
    expect(res.status).toBe(401)
  })
})

describe('POST /api/admin/auth/login, session, logout', () => {
  it('answers { session_token, admin } with the e-mail and role', async () => {
    const res = await api('/api/admin/auth/login', { body: { email: STAFF.email, password: STAFF.password } })
    expect(res.status).toBe(200)
    expect(typeof res.body.session_token).toBe('string')
    expect(res.body.admin).toMatchObject({ email: STAFF.email, role: 'super_admin' })
    const session = await api('/api/admin/auth/session', { token: res.body.session_token })
    expect(session.status).toBe(200)
    expect(session.body.admin).toMatchObject({ email: STAFF.email, role: 'super_admin' })
  })

  it('refuses a wrong password and a customer account with 401 {detail}', async () => {
    const wrong = await api('/api/admin/auth/login', { body: { email: STAFF.email, password: 'nope' } })
    expect(wrong.status).toBe(401)
    expect(wrong.body.detail).toBeTruthy()
    const customer = await newCustomer()
    const asCustomer = await api('/api/admin/auth/login', { body: { email: customer.email, password: customer.password } })
    expect(asCustomer.status).toBe(401)
  })

  it('answers 400 for a malformed body', async () => {
    const res = await api('/api/admin/auth/login', { body: { email: 'not-an-email' } })
    expect(res.status).toBe(400)
    expect(res.body.detail).toMatch(/email|password/)
  })

  it('ends the session at logout: the token then gets 401', async () => {
    const token = await adminLogin(admin.email, admin.password)
    expect((await api('/api/admin/auth/session', { token })).status).toBe(200)
    const out = await api('/api/admin/auth/logout', { method: 'POST', token })
    expect(out.status).toBe(200)
    const after = await api('/api/admin/auth/session', { token })
    expect(after.status).toBe(401)
    expect(after.body.detail).toBe('Admin authentication required')
    // Other sessions of the same person stay valid.
    expect((await api('/api/admin/auth/session', { token: admin.token })).status).toBe(200)
  })
})

describe('POST /api/admin/auth/change-password', () => {
  it('needs the right current password and a new one of at least 4 characters', async () => {
    const person = await newStaff('admin')
    const short = await api('/api/admin/auth/change-password', { token: person.token, body: { current_password: person.password, new_password: 'abc' } })
    expect(short.status).toBe(400)
    expect(short.body.detail).toContain('New password must be at least 4 characters')
    const wrong = await api('/api/admin/auth/change-password', { token: person.token, body: { current_password: 'wrong', new_password: 'abcd' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.detail).toBe('Current password is incorrect')
    const ok = await api('/api/admin/auth/change-password', { token: person.token, body: { current_password: person.password, new_password: 'abcd' } })
    expect(ok.status).toBe(200)
    expect(ok.body.message).toBe('Password updated successfully')
    expect((await api('/api/admin/auth/login', { body: { email: person.email, password: person.password } })).status).toBe(401)
    expect((await api('/api/admin/auth/login', { body: { email: person.email, password: 'abcd' } })).status).toBe(200)
  })
})

describe('GET /api/admin/dashboard/stats', () => {
  it('counts new customers, recent signups, active users and tiers', async () => {
    const before = (await api('/api/admin/dashboard/stats', { token: admin.token })).body
    expect(Object.keys(before.tier_distribution)).toEqual(['Liberate', 'Liberate+'])

    const quiet = await newCustomer()
    const active = await newCustomer()
    const plus = await newCustomer()
    expect((await api('/api/checkin/submit', { token: active.token, body: { date: today(), energy_level: 5, sleep_quality: 5, stress_level: 5, mood: 5 } })).status).toBeLessThan(300)
    const upgraded = await staffRequest(`/customers/${plus.id}`, { method: 'PATCH', token: await staffToken(), body: { tier: 'plus' } })
    expect(upgraded.status).toBe(200)
    expect(quiet.id).toBeTruthy()

    const after = (await api('/api/admin/dashboard/stats', { token: admin.token })).body
    expect(after.total_customers - before.total_customers).toBe(3)
    expect(after.recent_registrations - before.recent_registrations).toBe(3)
    expect(after.active_users - before.active_users).toBe(1)
    expect(after.tier_distribution['Liberate+'] - before.tier_distribution['Liberate+']).toBe(1)
    expect(after.tier_distribution.Liberate - before.tier_distribution.Liberate).toBe(2)
    expect(after.tier_distribution.Liberate + after.tier_distribution['Liberate+']).toBe(after.total_customers)
    expect(after.questionnaire_completion_rate).toBeGreaterThanOrEqual(0)
    expect(after.questionnaire_completion_rate).toBeLessThanOrEqual(100)
  })
})

describe('GET /api/admin/customers', () => {
  it('searches by name or e-mail and pages 20 at a time', async () => {
    const tag = `zq${Date.now().toString(36)}`
    const made: { id: string; email: string }[] = []
    for (let i = 0; i < 21; i++) {
      const email = `paging-${tag}-${i}@example.com`
      const res = await api('/api/auth/register', { body: { name: `Paging ${tag} ${i}`, email, password: 'paging-1' } })
      made.push({ id: res.body.user.id, email })
    }
    const first = await api(`/api/admin/customers?search=${tag}&page=1`, { token: admin.token })
    expect(first.status).toBe(200)
    expect(first.body.customers).toHaveLength(20)
    expect(first.body.pages).toBe(2)
    const second = await api(`/api/admin/customers?search=${tag}&page=2`, { token: admin.token })
    expect(second.body.customers).toHaveLength(1)
    const row = first.body.customers[0]
    expect(row).toEqual({ id: expect.any(String), name: expect.stringContaining(tag), email: expect.any(String), tier: 'Liberate', created_at: expect.any(String), profile_completed: false, data_sharing_withdrawn_at: null })
    // Newest first.
    expect(row.id).toBe(made[20]!.id)

    const byEmail = await api(`/api/admin/customers?search=${encodeURIComponent(made[5]!.email)}`, { token: admin.token })
    expect(byEmail.body.customers.map((c: { id: string }) => c.id)).toEqual([made[5]!.id])
    const none = await api(`/api/admin/customers?search=nobody-${tag}`, { token: admin.token })
    expect(none.body).toMatchObject({ customers: [], pages: 1 })
  })

  it('answers 400 for a bad page', async () => {
    const res = await api('/api/admin/customers?page=0', { token: admin.token })
    expect(res.status).toBe(400)
  })
})

describe('customer details, questionnaires, check-ins and media', () => {
  it('answers the details with counts and progress, and writes an audit entry super admins can read', async () => {
    const customer = await newCustomer({ name: 'Audit Subject' })
    await api('/api/checkin/submit', { token: customer.token, body: { date: today(), energy_level: 6, sleep_quality: 6, stress_level: 3, mood: 7 } })
    const details = await api(`/api/admin/customers/${customer.id}/details`, { token: admin.token })
    expect(details.status).toBe(200)
    expect(details.body).toMatchObject({
      user: { id: customer.id, email: customer.email, tier: 'Liberate' },
      questionnaire_count: 0,
      checkin_count: 1,
      progress_summary: { recent_streak: 1, avg_mood: 7 },
    })
    expect(details.body.last_activity).toMatch(/^\d{4}-/)

    const checkins = await api(`/api/admin/customers/${customer.id}/checkins`, { token: admin.token })
    expect(checkins.body).toHaveLength(1)
    expect(checkins.body[0]).toMatchObject({ mood: 7, date: today() })
    const questionnaires = await api(`/api/admin/customers/${customer.id}/questionnaires`, { token: admin.token })
    expect(questionnaires.body).toEqual([])
    const media = await api(`/api/admin/customers/${customer.id}/media`, { token: admin.token })
    expect(media.body).toEqual({ media_content: [], unread_count: 0 })

    const audit = await staffRequest(`/audit-log?where[subject][equals]=${customer.id}&sort=createdAt&limit=10`, { token: await staffToken() })
    expect(audit.status).toBe(200)
    expect(audit.body.docs.map((d: { action: string }) => d.action)).toEqual(['customer_details', 'customer_checkins', 'customer_assessments', 'customer_media'])
    expect(audit.body.docs[0]).toMatchObject({ staff_email: admin.email, subject_email: customer.email })
  })

  it("keeps customers' records from editors in Payload's own API too", async () => {
    const res = await fetch(`${(await import('vitest')).inject('baseUrl')}/cms-api/customers`, { headers: { Authorization: `JWT ${editor.token}` } })
    expect(res.status).toBe(403)
  })

  it('keeps the audit log from admins and editors', async () => {
    for (const person of [admin, editor]) {
      const res = await fetch(`${(await import('vitest')).inject('baseUrl')}/cms-api/audit-log`, { headers: { Authorization: `JWT ${person.token}` } })
      expect(res.status).toBe(403)
    }
  })

  it('answers 404 for an unknown customer and for a malformed id', async () => {
    expect((await api('/api/admin/customers/00000000-0000-4000-8000-000000000000/details', { token: admin.token })).status).toBe(404)
    expect((await api('/api/admin/customers/nope/details', { token: admin.token })).status).toBe(404)
  })
})
