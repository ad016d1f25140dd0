import { describe, expect, it } from 'vitest'

import { scrubText, serializeError } from '~/lib/logger.server'
import { newRequestId, SANE_REQUEST_ID, withReference } from '~/lib/request-context.server'

import { loggedPath } from '../../server/access-log'

describe('request ids', () => {
  it('are 16 URL-safe characters, sane, and not repeated', () => {
    const ids = Array.from({ length: 5000 }, newRequestId)
    for (const id of ids.slice(0, 50)) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/)
      expect(SANE_REQUEST_ID.test(id)).toBe(true)
    }
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('a proxy id is sane with letters, digits and -_.: up to 128 characters', () => {
    expect(SANE_REQUEST_ID.test('lb-1_2.3:4')).toBe(true)
    expect(SANE_REQUEST_ID.test('a'.repeat(128))).toBe(true)
    for (const odd of ['', 'a'.repeat(129), 'a b', 'a/b', 'a\nb', 'é']) expect(SANE_REQUEST_ID.test(odd), odd).toBe(false)
  })

  it('a 5xx detail quotes the id', () => {
    expect(withReference('Something went wrong.', 'abc')).toBe('Something went wrong. Reference: abc')
    expect(withReference('Something went wrong.', undefined)).toBe('Something went wrong.')
  })
})

describe('the access line path', () => {
  it('drops the query string and the fragment', () => {
    expect(loggedPath('/api/checkin/history?limit=5&email=a@b.com')).toBe('/api/checkin/history')
    expect(loggedPath('/dashboard#session_id=abc')).toBe('/dashboard')
  })

  it('masks a postcode and token-like segments, keeps ids', () => {
    expect(loggedPath('/api/grocery/postcode/SW1A%201AA')).toBe('/api/grocery/postcode/:postcode')
    expect(loggedPath(`/reset-password/${'Zk3_'.repeat(11)}`)).toBe('/reset-password/:token')
    const id = '0b8f6f0e-6d3c-4a0b-9a53-2f1f7e1f9a10'
    expect(loggedPath(`/api/content/${id}/rating`)).toBe(`/api/content/${id}/rating`)
  })
})

describe('what an error line keeps', () => {
  it("cuts a database error's values and any e-mail address", () => {
    const drizzle = new Error('Failed query: insert into "customers" ("email", "name") values (?, ?)\nparams: jo@example.com,Jo Bloggs')
    const mongo = new Error('E11000 duplicate key error collection: liberate.customers index: email_1 dup key: { email: "jo@example.com" }')
    for (const error of [drizzle, mongo]) {
      const line = JSON.stringify(serializeError(error))
      expect(line).not.toContain('jo@example.com')
      expect(line).not.toContain('Jo Bloggs')
    }
    expect(scrubText('sent to ann.other+x@mail.example.org today')).toBe('sent to [email] today')
  })

  it('keeps the type, message, stack, code and cause', () => {
    const cause = new Error('socket hang up')
    const error = Object.assign(new Error('Stripe request failed', { cause }), { code: 'ECONNRESET', secretThing: 'sk_live_123' })
    const serialized = serializeError(error) as Record<string, unknown>
    expect(serialized).toMatchObject({ type: 'Error', message: 'Stripe request failed', code: 'ECONNRESET', cause: { message: 'socket hang up' } })
    expect(String(serialized.stack)).toMatch(/\n\s+at /)
    expect(JSON.stringify(serialized)).not.toContain('sk_live_123')
  })
})

describe('error reports (Sentry)', () => {
  it('leave out who she is, what she sent and what she did before', async () => {
    const { scrubEvent } = await import('~/lib/error-scrub')
    const event = scrubEvent({
      message: 'Sign-in failed for jo@example.com',
      user: { email: 'jo@example.com', ip_address: '203.0.113.5' },
      request: { method: 'POST', url: 'https://app.example/api/auth/login?email=jo@example.com', data: { password: 'secret-pass' }, cookies: { session_token: 'tok' }, headers: { Authorization: 'Bearer tok' }, query_string: 'email=jo' },
      exception: { values: [{ type: 'Error', value: 'insert failed\nparams: jo@example.com,Hot flushes at night' }] },
      breadcrumbs: [{ message: 'clicked journal' }],
      extra: { body: 'journal text' },
      tags: { request_id: 'abc123', email: 'jo@example.com' },
      contexts: { runtime: { name: 'node' }, profile: { name: 'Jo' } },
    })
    const text = JSON.stringify(event)
    for (const secret of ['jo@example.com', 'secret-pass', 'tok', 'Hot flushes', 'journal', 'Jo"', '203.0.113.5', 'email=']) expect(text, secret).not.toContain(secret)
    expect(event.request).toEqual({ method: 'POST', url: 'https://app.example/api/auth/login' })
    expect(event.tags).toEqual({ request_id: 'abc123' })
    expect(event.contexts).toMatchObject({ runtime: { name: 'node' } })
  })

  it('nothing is loaded without SENTRY_DSN', async () => {
    const { startSentry } = await import('~/lib/sentry.server')
    expect(await startSentry({ SENTRY_DSN: undefined, SENTRY_ENVIRONMENT: undefined, NODE_ENV: 'production' })).toBe(false)
  })
})
