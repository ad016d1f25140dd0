import { describe, expect, inject, it } from 'vitest'

import { PASSWORD_RESET_MESSAGES } from '~/domain/auth/messages'
import { PASSWORD_RESET_EMAILS_PER_HOUR } from '~/domain/constants'

import { api, newCustomer, uniqueEmail } from '../support/api'
import { customerColumn, markWithoutOwnPassword, outboxFor, resetTokenIn, setResetLinkExpiry, waitForOutbox } from '../support/mail'

/**
 * Forgotten password (issue 25) on the shared test server, which has no mail
 * server configured: every message is kept in the outbox, "not sent", and
 * read here as a super admin reads it in /admin.
 */
const request = (email: unknown) => api('/api/auth/password-reset', { body: { email } })
const confirm = (body: Record<string, unknown>) => api('/api/auth/password-reset/confirm', { body })

/** Asks for a link and reads it from her newest outbox entry. */
async function resetLinkFor(email: string, already = 0): Promise<string> {
  expect((await request(email)).status).toBe(202)
  const [latest] = await waitForOutbox(email, already + 1, { kind: 'password_reset' })
  return resetTokenIn(latest!.text)
}

describe('POST /api/auth/password-reset', () => {
  it('answers 202 with the same words for an account and for no account, and e-mails only the account', async () => {
    const customer = await newCustomer()
    const nobody = uniqueEmail('nobody')
    const known = await request(customer.email)
    const unknown = await request(nobody)
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(known.body).toEqual({ detail: PASSWORD_RESET_MESSAGES.requested })
    expect(unknown.body).toEqual(known.body)

    const [entry] = await waitForOutbox(customer.email, 1, { kind: 'password_reset' })
    expect(entry).toMatchObject({ status: 'not_sent', kind: 'password_reset', to: customer.email, subject: 'Reset your Liberate password' })
    expect(entry!.text).toContain(`${inject('baseUrl')}/reset-password?token=`)
    expect(entry!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}\b/)
    expect(entry!.html).toContain('Choose a new password')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await outboxFor(nobody)).toEqual([])
  })

  it('answers 400 for a malformed or missing address and 405 for other methods', async () => {
    for (const email of ['not-an-address', '', 42, null, 'a@b', `${'x'.repeat(250)}@example.com`]) {
      const res = await request(email)
      expect(res.status, String(email)).toBe(400)
      expect(res.body.detail).toMatch(/^email: /)
    }
    expect((await api('/api/auth/password-reset', { body: {} })).body.detail).toMatch(/^email/)
    expect((await api('/api/auth/password-reset', { rawBody: '{not json' })).status).toBe(400)
    expect((await api('/api/auth/password-reset')).status).toBe(405)
    expect((await api('/api/auth/password-reset/confirm')).status).toBe(405)
  })

  it(`sends at most ${PASSWORD_RESET_EMAILS_PER_HOUR} reset e-mails to one account an hour, answering the rest the same`, async () => {
    const customer = await newCustomer()
    for (let i = 0; i < PASSWORD_RESET_EMAILS_PER_HOUR + 2; i++) {
      const res = await request(customer.email)
      expect(res.status).toBe(202)
      expect(res.body.detail).toBe(PASSWORD_RESET_MESSAGES.requested)
      await waitForOutbox(customer.email, Math.min(i + 1, PASSWORD_RESET_EMAILS_PER_HOUR), { kind: 'password_reset' })
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await outboxFor(customer.email, { kind: 'password_reset' })).toHaveLength(PASSWORD_RESET_EMAILS_PER_HOUR)
  })
})

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password, ends every session and signs in with the new password only', async () => {
    const customer = await newCustomer()
    const other = await api('/api/auth/login', { body: { email: customer.email, password: customer.password } })
    const token = await resetLinkFor(customer.email)
    expect(token.length).toBeGreaterThanOrEqual(43) // 256 random bits, base64url

    const res = await confirm({ token, new_password: 'a-brand-new-one' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ detail: PASSWORD_RESET_MESSAGES.changed })
    expect((await api('/api/auth/session', { token: customer.token })).status).toBe(401)
    expect((await api('/api/auth/session', { token: other.body.session_token })).status).toBe(401)
    expect((await api('/api/auth/login', { body: { email: customer.email, password: customer.password } })).status).toBe(401)
    expect((await api('/api/auth/login', { body: { email: customer.email, password: 'a-brand-new-one' } })).status).toBe(200)
  })

  it('works once: a used link asks her for a new one', async () => {
    const customer = await newCustomer()
    const token = await resetLinkFor(customer.email)
    expect((await confirm({ token, new_password: 'first-new-one' })).status).toBe(200)
    const again = await confirm({ token, new_password: 'second-new-one' })
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ detail: PASSWORD_RESET_MESSAGES.invalidLink })
    expect((await api('/api/auth/login', { body: { email: customer.email, password: 'first-new-one' } })).status).toBe(200)
  })

  it('refuses an expired link and an unknown one with the same words', async () => {
    const customer = await newCustomer()
    const token = await resetLinkFor(customer.email)
    await setResetLinkExpiry(token, new Date(Date.now() - 1000).toISOString())
    const expired = await confirm({ token, new_password: 'too-late-now' })
    expect(expired.status).toBe(400)
    expect(expired.body.detail).toBe(PASSWORD_RESET_MESSAGES.invalidLink)
    const unknown = await confirm({ token: 'A'.repeat(43), new_password: 'made-up-link' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.detail).toBe(PASSWORD_RESET_MESSAGES.invalidLink)
    expect((await api('/api/auth/login', { body: { email: customer.email, password: customer.password } })).status).toBe(200)
  })

  it('lives 60 minutes from the request', async () => {
    const customer = await newCustomer()
    const token = await resetLinkFor(customer.email)
    // Still valid a moment before the hour is up.
    await setResetLinkExpiry(token, new Date(Date.now() + 60_000).toISOString())
    expect((await confirm({ token, new_password: 'just-in-time' })).status).toBe(200)
  })

  it('ends the older link when a newer one is asked for', async () => {
    const customer = await newCustomer()
    const older = await resetLinkFor(customer.email)
    const newer = await resetLinkFor(customer.email, 1)
    expect(newer).not.toBe(older)
    expect((await confirm({ token: older, new_password: 'from-the-old-link' })).status).toBe(400)
    expect((await confirm({ token: newer, new_password: 'from-the-new-link' })).status).toBe(200)
  })

  it('needs at least 6 characters, the signup rule, and keeps the link for another try', async () => {
    const customer = await newCustomer()
    const token = await resetLinkFor(customer.email)
    const short = await confirm({ token, new_password: '12345' })
    expect(short.status).toBe(400)
    expect(short.body.detail).toMatch(/^new_password: must be at least 6 characters/)
    expect((await confirm({ new_password: 'long-enough' })).body.detail).toMatch(/^token/)
    expect((await confirm({ token, new_password: '123456' })).status).toBe(200)
  })

  it('lets an account made through Google set its first password', async () => {
    const customer = await newCustomer()
    await markWithoutOwnPassword(customer.id)
    expect(Number(await customerColumn(customer.id, 'password_set'))).toBe(0)
    const token = await resetLinkFor(customer.email)
    expect((await confirm({ token, new_password: 'my-own-password' })).status).toBe(200)
    expect(Number(await customerColumn(customer.id, 'password_set'))).toBe(1)
    expect((await api('/api/auth/login', { body: { email: customer.email, password: 'my-own-password' } })).status).toBe(200)
  })

  it('gets her back in when failed sign-ins have locked the account', async () => {
    const customer = await newCustomer()
    const here = { 'X-Forwarded-For': '198.51.100.150' }
    for (let i = 0; i < 5; i++) await api('/api/auth/login', { headers: here, body: { email: customer.email, password: 'wrong-guess' } })
    const locked = await api('/api/auth/login', { headers: here, body: { email: customer.email, password: customer.password } })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0)
    const token = await resetLinkFor(customer.email)
    expect((await confirm({ token, new_password: 'unlocked-again' })).status).toBe(200)
    // From the very address that was locked, at once.
    expect((await api('/api/auth/login', { headers: here, body: { email: customer.email, password: 'unlocked-again' } })).status).toBe(200)
  })

  it('lets two uses of one link race: exactly one sets the password', async () => {
    const customer = await newCustomer()
    const token = await resetLinkFor(customer.email)
    const results = await Promise.all([confirm({ token, new_password: 'racer-number-one' }), confirm({ token, new_password: 'racer-number-two' })])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400])
  })
})

describe('/reset-password', () => {
  it('shows the new-password form for a live link, and the request form for a dead one, keeping the link out of referrers', async () => {
    const customer = await newCustomer()
    const token = await resetLinkFor(customer.email)
    const page = await fetch(`${inject('baseUrl')}/reset-password?token=${token}`)
    expect(page.status).toBe(200)
    // The app's policy, then this page's: browsers follow the last one they know (Referrer Policy §11.1).
    expect(page.headers.get('referrer-policy')?.split(',').at(-1)?.trim()).toBe('no-referrer')
    expect(page.headers.get('cache-control')).toContain('no-store')
    const html = await page.text()
    expect(html).toContain('Choose a new password')
    expect(html).toContain('name="new_password"')

    const dead = await (await fetch(`${inject('baseUrl')}/reset-password?token=${'B'.repeat(43)}`)).text()
    expect(dead).toContain('This link no longer works')
    expect(dead).toContain(PASSWORD_RESET_MESSAGES.invalidLink)
    // Looking at the page did not use the link up.
    expect((await confirm({ token, new_password: 'after-looking' })).status).toBe(200)
  })
})
