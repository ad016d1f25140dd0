import { beforeAll, describe, expect, it } from 'vitest'

import { api, newCustomer, staffRequest, staffToken } from '../support/api'

let staff: string

async function sendNotification(customerId: string, title: string) {
  const res = await staffRequest('/notifications', {
    token: staff,
    body: { customer: customerId, title, message: `About ${title}`, media_type: 'video', media_url: '/media/x.mp4' },
  })
  expect(res.status).toBe(201)
  return res.body.doc.id as string
}

beforeAll(async () => {
  staff = await staffToken()
})

describe('GET /api/user/notifications', () => {
  it('is empty for a new customer', async () => {
    const customer = await newCustomer()
    const res = await api('/api/user/notifications', { token: customer.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ notifications: [], unread_count: 0 })
  })

  it("lists only the customer's own notifications, newest first, with the spec's fields", async () => {
    const ann = await newCustomer()
    const bea = await newCustomer()
    await sendNotification(ann.id, 'First')
    await sendNotification(ann.id, 'Second')
    await sendNotification(bea.id, 'For Bea')

    const res = await api('/api/user/notifications', { token: ann.token })
    expect(res.status).toBe(200)
    expect(res.body.unread_count).toBe(2)
    expect(res.body.notifications.map((n: { title: string }) => n.title)).toEqual(['Second', 'First'])
    expect(res.body.notifications[0]).toEqual({
      id: expect.any(String),
      title: 'Second',
      message: 'About Second',
      media_type: 'video',
      media_url: '/media/x.mp4',
      read: false,
      created_at: expect.stringMatching(/^\d{4}-/),
    })
  })

  it('answers 401 without a session', async () => {
    const res = await api('/api/user/notifications')
    expect(res.status).toBe(401)
    expect(res.body.detail).toBeTruthy()
  })
})

describe('PUT /api/user/notifications/{id}/read', () => {
  it('marks one of the own notifications read and lowers the unread count', async () => {
    const customer = await newCustomer()
    const id = await sendNotification(customer.id, 'Video')
    const res = await api(`/api/user/notifications/${id}/read`, { method: 'PUT', token: customer.token })
    expect(res.status).toBe(200)
    expect(res.body.notification).toMatchObject({ id, read: true })
    const list = await api('/api/user/notifications', { token: customer.token })
    expect(list.body.unread_count).toBe(0)
    // Marking again is harmless.
    expect((await api(`/api/user/notifications/${id}/read`, { method: 'PUT', token: customer.token })).status).toBe(200)
  })

  it("answers 404 for another customer's notification and leaves it unread", async () => {
    const owner = await newCustomer()
    const other = await newCustomer()
    const id = await sendNotification(owner.id, 'Private')
    const res = await api(`/api/user/notifications/${id}/read`, { method: 'PUT', token: other.token })
    expect(res.status).toBe(404)
    const list = await api('/api/user/notifications', { token: owner.token })
    expect(list.body.unread_count).toBe(1)
  })

  it('answers 404 for an unknown or malformed id, 401 without a session, 405 for GET', async () => {
    const customer = await newCustomer()
    expect((await api('/api/user/notifications/00000000-0000-4000-8000-000000000000/read', { method: 'PUT', token: customer.token })).status).toBe(404)
    expect((await api('/api/user/notifications/not-an-id/read', { method: 'PUT', token: customer.token })).status).toBe(404)
    expect((await api('/api/user/notifications/not-an-id/read', { method: 'PUT' })).status).toBe(401)
    expect((await api('/api/user/notifications/x/read', { token: customer.token })).status).toBe(405)
  })
})

describe('Cookie sessions on state-changing calls', () => {
  it('refuses a cross-site request that carries only the cookie', async () => {
    const customer = await newCustomer()
    const id = await sendNotification(customer.id, 'CSRF check')
    const res = await api(`/api/user/notifications/${id}/read`, {
      method: 'PUT',
      headers: { Cookie: `session_token=${customer.token}`, Origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
    const sameSite = await api(`/api/user/notifications/${id}/read`, {
      method: 'PUT',
      headers: { Cookie: `session_token=${customer.token}` },
    })
    expect(sameSite.status).toBe(200)
  })
})

describe('Staff and customers are separate', () => {
  it('a customer token does not open the staff API, and staff cannot sign in as customers', async () => {
    const customer = await newCustomer()
    const res = await staffRequest('/customers', { token: customer.token })
    expect([401, 403]).toContain(res.status)
    const { STAFF } = await import('../support/server')
    const login = await api('/api/auth/login', { body: STAFF })
    expect(login.status).toBe(401)
  })
})
