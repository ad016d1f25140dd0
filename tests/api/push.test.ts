import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dateIn, timeIn } from '~/domain/time-zone'

import { api, newCustomer } from '../support/api'
import { nowWithRoomInTheMinute } from '../support/minute'
import { startFakePushService, type FakePushService } from '../fakes/push-service'

/**
 * Reminders by push (docs/features/phone-app.md): the server key, her
 * browsers' subscriptions, and a reminder delivered through a local push
 * service (tests/fakes/push-service.ts) that checks the VAPID signature and
 * decrypts the message as a browser would.
 */
let push: FakePushService

beforeAll(async () => {
  push = await startFakePushService()
})

afterAll(async () => {
  await push?.stop()
})

const subscribe = (body: unknown, token?: string) => api('/api/user/push-subscriptions', { method: 'POST', body, token })
const unsubscribe = (body: unknown, token?: string) => api('/api/user/push-subscriptions', { method: 'DELETE', body, token })

describe('GET /api/push/vapid-public-key', () => {
  it('answers the same P-256 public key to anyone, signed in or not', async () => {
    const first = await api('/api/push/vapid-public-key')
    expect(first.status).toBe(200)
    expect(first.body.key).toMatch(/^B[A-Za-z0-9_-]{86}$/)
    expect(Buffer.from(first.body.key, 'base64url')).toHaveLength(65)
    const customer = await newCustomer()
    expect((await api('/api/push/vapid-public-key', { token: customer.token })).body).toEqual(first.body)
    expect((await api('/api/push/vapid-public-key', { method: 'POST', body: {} })).status).toBe(405)
  })
})

describe('POST and DELETE /api/user/push-subscriptions', () => {
  it('answers 401 without a session', async () => {
    const subscription = push.subscribe()
    expect(await subscribe(subscription)).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } })
    expect((await unsubscribe({ endpoint: subscription.endpoint })).status).toBe(401)
    expect((await subscribe(subscription, 'not-a-session')).status).toBe(401)
  })

  it('keeps a browser (201), again is 200, and forgets it (204), then 404', async () => {
    const customer = await newCustomer()
    const subscription = push.subscribe()
    expect(await subscribe(subscription, customer.token)).toMatchObject({ status: 201, body: { success: true } })
    expect((await subscribe(subscription, customer.token)).status).toBe(200)
    const gone = await unsubscribe({ endpoint: subscription.endpoint }, customer.token)
    expect(gone.status).toBe(204)
    expect((await unsubscribe({ endpoint: subscription.endpoint }, customer.token)).status).toBe(404)
  })

  it.each([
    ['no endpoint', (s: Record<string, unknown>) => ({ ...s, endpoint: undefined }), /^endpoint: /],
    ['an endpoint that is not a URL', (s: Record<string, unknown>) => ({ ...s, endpoint: 'not a url' }), /^endpoint: /],
    ['a push service elsewhere', (s: Record<string, unknown>) => ({ ...s, endpoint: 'https://attacker.example/push/1' }), /^endpoint: must be an https URL of a browser push service/],
    ['an internal address', (s: Record<string, unknown>) => ({ ...s, endpoint: 'http://10.0.0.5/admin' }), /^endpoint: /],
    ['a javascript: URL', (s: Record<string, unknown>) => ({ ...s, endpoint: 'javascript:alert(1)' }), /^endpoint: /],
    ['no keys', (s: Record<string, unknown>) => ({ ...s, keys: undefined }), /^keys: /],
    ['a short p256dh', (s: { keys: object }) => ({ ...s, keys: { ...s.keys, p256dh: 'BAAA' } }), /^keys\.p256dh: /],
    ['a p256dh that is not base64url', (s: { keys: object }) => ({ ...s, keys: { ...s.keys, p256dh: 'not base64!' } }), /^keys\.p256dh: /],
    ['an auth of the wrong length', (s: { keys: object }) => ({ ...s, keys: { ...s.keys, auth: 'AAAA' } }), /^keys\.auth: /],
    ['an unknown field', (s: Record<string, unknown>) => ({ ...s, extra: 1 }), /extra/],
  ])('answers 400 for %s, naming the field', async (_label, change, detail) => {
    const customer = await newCustomer()
    const res = await subscribe(change(push.subscribe() as never), customer.token)
    expect(res.status).toBe(400)
    expect(res.body.detail).toMatch(detail)
  })

  it('answers 400 for a body that is not a JSON object, and for a DELETE without an endpoint', async () => {
    const customer = await newCustomer()
    expect((await api('/api/user/push-subscriptions', { method: 'POST', rawBody: 'endpoint=x', token: customer.token })).status).toBe(400)
    expect((await subscribe([push.subscribe()], customer.token)).status).toBe(400)
    const res = await unsubscribe({}, customer.token)
    expect(res.status).toBe(400)
    expect(res.body.detail).toMatch(/^endpoint: /)
    expect((await api('/api/user/push-subscriptions', { token: customer.token })).status).toBe(405)
  })

  it("never forgets another customer's browser: 404; the same browser signed in as someone else moves to her", async () => {
    const ann = await newCustomer({ name: 'Ann' })
    const bea = await newCustomer({ name: 'Bea' })
    const annPhone = push.subscribe()
    expect((await subscribe(annPhone, ann.token)).status).toBe(201)
    expect((await unsubscribe({ endpoint: annPhone.endpoint }, bea.token)).status).toBe(404)
    // Bea signs in on Ann's phone and turns reminders on there: Ann's reminders no longer go to it.
    expect((await subscribe(annPhone, bea.token)).status).toBe(201)
    expect((await unsubscribe({ endpoint: annPhone.endpoint }, ann.token)).status).toBe(404)
    expect((await unsubscribe({ endpoint: annPhone.endpoint }, bea.token)).status).toBe(204)
  })

  it('push is a reminder channel', async () => {
    const customer = await newCustomer()
    const settings = { enabled: true, time: '08:00', days: ['mon'], time_zone: 'Europe/London', channels: ['email', 'push'] }
    const put = await api('/api/user/reminders', { method: 'PUT', body: settings, token: customer.token })
    expect(put.status).toBe(200)
    expect(put.body.channels).toEqual(['email', 'push'])
  })
})

describe('a daily check-in reminder by push', () => {
  it(
    'reaches her browser through the push service, signed and encrypted; a browser the service reports gone is forgotten',
    async () => {
      const ZONE = 'Asia/Kolkata'
      const her = await newCustomer({ name: 'Maya Reed' })
      const phone = push.subscribe()
      const oldTablet = push.subscribe()
      expect((await subscribe(oldTablet, her.token)).status).toBe(201)
      expect((await subscribe(phone, her.token)).status).toBe(201)
      push.markGone(oldTablet.endpoint)
      // Her time is this minute on her clock, so the reminder job's next run (each minute) finds it due.
      const now = await nowWithRoomInTheMinute()
      const settings = { enabled: true, time: timeIn(now, ZONE), days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], time_zone: ZONE, channels: ['push'] }
      expect((await api('/api/user/reminders', { method: 'PUT', body: settings, token: her.token })).status).toBe(200)
      expect(dateIn(now, ZONE)).toMatch(/^\d{4}-\d{2}-\d{2}$/)

      const delivered = await push.waitFor((p) => p.endpoint === phone.endpoint, 100_000)
      expect(delivered.message).toEqual({ title: 'Liberate', body: 'How are you today, Maya? Your check-in takes a minute.', url: '/checkin', tag: 'checkin-reminder' })
      expect(delivered.vapid.aud).toBe(push.url)
      expect(delivered.vapid.sub).toMatch(/^mailto:/)
      expect(delivered.vapid.publicKey).toBe((await api('/api/push/vapid-public-key')).body.key)
      expect(Number(delivered.ttl)).toBeGreaterThan(0)
      // The gone one was tried once and answered 410: it is no longer hers to forget.
      await expect.poll(() => push.requests.filter((r) => r.endpoint === oldTablet.endpoint).map((r) => r.status), { timeout: 10_000 }).toEqual([410])
      await expect.poll(async () => (await unsubscribe({ endpoint: oldTablet.endpoint }, her.token)).status, { timeout: 10_000 }).toBe(404)
      // One reminder a day: nothing more came in the meantime.
      expect(push.received.filter((p) => p.endpoint === phone.endpoint)).toHaveLength(1)
      expect((await unsubscribe({ endpoint: phone.endpoint }, her.token)).status).toBe(204)
    },
    130_000,
  )
})
