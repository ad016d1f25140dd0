import { describe, expect, inject, it } from 'vitest'

import { api, newCustomer } from '../support/api'

/** Daily check-in reminder settings (issue 25): `GET/PUT /api/user/reminders`. */
const get = (token?: string) => api('/api/user/reminders', { token })
const put = (body: unknown, token?: string) => api('/api/user/reminders', { method: 'PUT', body, token })

const VALID = { enabled: true, time: '07:45', days: ['mon', 'wed', 'fri'], time_zone: 'America/New_York', channels: ['email'] }

describe('GET /api/user/reminders', () => {
  it('answers 401 without a session', async () => {
    const res = await get()
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'Not authenticated' })
    expect((await get('not-a-session')).status).toBe(401)
  })

  it('starts off: evening, every day, e-mail, in UK time', async () => {
    const customer = await newCustomer()
    const res = await get(customer.token)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ enabled: false, time: '20:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], time_zone: 'Europe/London', channels: ['email'] })
  })
})

describe('PUT /api/user/reminders', () => {
  it('answers 401 without a session', async () => {
    expect((await put(VALID)).status).toBe(401)
  })

  it('saves the settings and answers them, days in the week’s order', async () => {
    const customer = await newCustomer()
    const res = await put({ ...VALID, days: ['fri', 'mon', 'wed'] }, customer.token)
    expect(res.status).toBe(200)
    expect(res.body).toEqual(VALID)
    expect((await get(customer.token)).body).toEqual(VALID)
    const off = await put({ ...VALID, enabled: false }, customer.token)
    expect(off.body.enabled).toBe(false)
    expect((await get(customer.token)).body).toEqual({ ...VALID, enabled: false })
  })

  it.each([
    ['a bad time', { time: '25:00' }, /^time: /],
    ['a time without minutes', { time: '7' }, /^time: /],
    ['an unknown day', { days: ['mon', 'someday'] }, /^days/],
    ['a day twice', { days: ['mon', 'mon'] }, /^days: /],
    ['no day while on', { days: [] }, /^days: choose at least one day/],
    ['an unknown time zone', { time_zone: 'Atlantis/Capital' }, /^time_zone: /],
    ['an offset for a zone', { time_zone: '+02:00' }, /^time_zone: /],
    ['a channel that does not exist', { channels: ['sms'] }, /^channels/],
    ['enabled as text', { enabled: 'true' }, /^enabled: /],
    ['a missing field', { time: undefined }, /^time: /],
    ['an unknown field', { sms: true }, /sms/],
  ])('answers 400 for %s, naming the field', async (_label, change, detail) => {
    const customer = await newCustomer()
    const res = await put({ ...VALID, ...change }, customer.token)
    expect(res.status).toBe(400)
    expect(res.body.detail).toMatch(detail)
    expect((await get(customer.token)).body.enabled).toBe(false)
  })

  it('answers 400 for a body that is not a JSON object, and 405 for other methods', async () => {
    const customer = await newCustomer()
    expect((await api('/api/user/reminders', { method: 'PUT', rawBody: 'enabled=true', token: customer.token })).status).toBe(400)
    expect((await api('/api/user/reminders', { method: 'PUT', body: [VALID], token: customer.token })).status).toBe(400)
    expect((await api('/api/user/reminders', { method: 'POST', body: VALID, token: customer.token })).status).toBe(405)
    expect((await api('/api/user/reminders', { method: 'DELETE', token: customer.token })).status).toBe(405)
  })

  it("never reads or changes another customer's settings", async () => {
    const ann = await newCustomer({ name: 'Ann' })
    const bea = await newCustomer({ name: 'Bea' })
    await put(VALID, ann.token)
    await put({ ...VALID, time: '21:30', time_zone: 'Asia/Tokyo', days: ['sun'] }, bea.token)
    expect((await get(ann.token)).body).toEqual(VALID)
    expect((await get(bea.token)).body).toMatchObject({ time: '21:30', time_zone: 'Asia/Tokyo', days: ['sun'] })
  })

  it('takes a cookie session from this site only', async () => {
    const customer = await newCustomer()
    const origin = new URL(inject('baseUrl')).origin
    const cross = await api('/api/user/reminders', { method: 'PUT', body: VALID, headers: { Cookie: `session_token=${customer.token}`, Origin: 'https://evil.example' } })
    expect(cross.status).toBe(403)
    const same = await api('/api/user/reminders', { method: 'PUT', body: VALID, headers: { Cookie: `session_token=${customer.token}`, Origin: origin } })
    expect(same.status).toBe(200)
  })
})
