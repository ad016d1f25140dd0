import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PASSWORD_RESET_MESSAGES } from '~/domain/auth/messages'
import { dateIn, timeIn } from '~/domain/time-zone'

import { PNG_1X1 } from '../support/admin'
import { api, newCustomer, type TestCustomer } from '../support/api'
import { outboxFor, resetTokenIn, waitForOutbox } from '../support/mail'
import { nowWithRoomInTheMinute } from '../support/minute'
import { raw } from '../support/raw'
import { STAFF, startServer, type RunningServer } from '../support/server'
import { linksIn, startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../fakes/smtp'

/**
 * Real e-mail (issue 25): a server of its own with `SMTP_URL` pointing at a
 * local SMTP server (tests/fakes/smtp.ts) that signs the app in and receives
 * what it sends. The tests read the messages as they arrived and follow the
 * links in them: the reset link, the one-click unsubscribe of a reminder and
 * of a note about new content, and the admin's own reset link.
 */
let smtp: FakeSmtp
let server: RunningServer
const FROM = 'Liberate Care <care@liberate.example>'

beforeAll(async () => {
  smtp = await startFakeSmtp()
  server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: FROM })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
})

const call = (path: string, options: Parameters<typeof api>[1] = {}) => api(path, { ...options, baseUrl: server.url })
const customer = (name = 'Test Customer') => newCustomer({ name }, server.url)
const to = (address: string, subject?: RegExp) => (mail: ReceivedMail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.subject))

/** What every message must be: from MAIL_FROM, a plain-text and an HTML part, nothing loaded from elsewhere. */
function expectWellFormed(mail: ReceivedMail) {
  expect(mail.headers.from).toBe('Liberate Care <care@liberate.example>')
  expect(mail.from).toBe('care@liberate.example')
  expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/)
  expect(mail.text.trim().length).toBeGreaterThan(50)
  expect(mail.html).toMatch(/^<!doctype html>/i)
  expect(mail.html).toContain('<meta name="viewport"')
  // No tracking pixels and no remote images, fonts or styles: nothing in the HTML loads anything.
  expect(mail.html).not.toMatch(/<img|<link|<script|<iframe|background=|src=|url\(/i)
  // Every link goes to this app.
  for (const href of [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))) expect(href.startsWith(server.url)).toBe(true)
}

describe('a forgotten password, by real e-mail', () => {
  it('e-mails the link; following it sets the new password; the link then no longer works', async () => {
    const her = await customer('Rosa Lind')
    expect((await call('/api/auth/password-reset', { body: { email: her.email.toUpperCase() } })).status).toBe(202)
    const mail = await smtp.waitFor(to(her.email, /password/))
    expectWellFormed(mail)
    expect(mail.subject).toBe('Reset your Liberate password')
    expect(mail.text).toContain('Hello Rosa,')
    expect(mail.text).toContain('60 minutes')

    const [link] = linksIn(mail.text).filter((l) => l.includes('/reset-password?token='))
    expect(link).toBeDefined()
    expect(link!.startsWith(`${server.url}/reset-password?token=`)).toBe(true)
    expect(mail.html).toContain(link!.replace(/&/g, '&amp;'))

    // Open it as she would: the page offers the new-password form.
    const page = await fetch(link!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Choose a new password')

    const token = new URL(link!).searchParams.get('token')!
    const done = await call('/api/auth/password-reset/confirm', { body: { token, new_password: 'from-the-e-mail' } })
    expect(done.status).toBe(200)
    expect((await call('/api/auth/session', { token: her.token })).status).toBe(401)
    expect((await call('/api/auth/login', { body: { email: her.email, password: 'from-the-e-mail' } })).status).toBe(200)
    const again = await call('/api/auth/password-reset/confirm', { body: { token, new_password: 'second-time' } })
    expect(again.status).toBe(400)
    expect(again.body.detail).toBe(PASSWORD_RESET_MESSAGES.invalidLink)
  })

  it('keeps a sent message in the outbox with its plain text only and the secret link removed', async () => {
    const her = await customer()
    await call('/api/auth/password-reset', { body: { email: her.email } })
    const mail = await smtp.waitFor(to(her.email, /password/))
    const [entry] = await waitForOutbox(her.email, 1, { baseUrl: server.url, kind: 'password_reset' })
    expect(entry).toMatchObject({ status: 'sent', from: '"Liberate Care" <care@liberate.example>', subject: mail.subject })
    expect(entry!.text).toContain('[link removed once sent]')
    expect(entry!.text).not.toContain(resetTokenIn(mail.text))
    expect(entry!.html ?? null).toBeNull()
  })

  it('signs in to the mail server with the user and password SMTP_URL names', () => {
    expect(smtp.refusedLogins).toBe(0)
    expect(smtp.messages.length).toBeGreaterThan(0)
  })
})

describe('the staff "forgot password" of the admin, by real e-mail', () => {
  it("sends Payload's reset link built from APP_URL; following it sets the staff member's new password", async () => {
    const staff = await newStaffOn(server.url)
    // Asked with another Host: the link must still be this app's (APP_URL).
    const asked = await raw({
      method: 'POST',
      path: '/cms-api/users/forgot-password',
      headers: { 'Content-Type': 'application/json', Host: 'evil.example' },
      body: JSON.stringify({ email: staff.email }),
      baseUrl: server.url,
    })
    expect(asked.status).toBe(200)
    const mail = await smtp.waitFor(to(staff.email, /admin password/))
    expectWellFormed(mail)
    expect(mail.text).toContain('Choose a new admin password')
    const [link] = linksIn(mail.text).filter((l) => l.includes('/admin/reset/'))
    expect(link!.startsWith(`${server.url}/admin/reset/`)).toBe(true)
    const token = link!.split('/admin/reset/')[1]!
    const reset = await fetch(`${server.url}/cms-api/users/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: 'new-staff-password-1' }),
    })
    expect(reset.status).toBe(200)
    const login = await call('/api/admin/auth/login', { body: { email: staff.email, password: 'new-staff-password-1' } })
    expect(login.status).toBe(200)
    const [entry] = await waitForOutbox(staff.email, 1, { baseUrl: server.url, kind: 'staff_password_reset' })
    expect(entry).toMatchObject({ status: 'sent' })
    expect(entry!.text).not.toContain(token)
  })
})

/** A staff member on this server (the shared helpers talk to the shared server). */
async function newStaffOn(baseUrl: string): Promise<{ email: string; password: string }> {
  const login = await fetch(`${baseUrl}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
  const { token } = (await login.json()) as { token: string }
  const email = `staff-${Date.now()}@example.com`
  const created = await fetch(`${baseUrl}/cms-api/users`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'old-staff-password-1', role: 'admin', name: 'Reset Test' }),
  })
  expect(created.status).toBe(201)
  return { email, password: 'old-staff-password-1' }
}

describe('daily check-in reminders, by real e-mail', () => {
  const ZONE = 'Pacific/Auckland'
  let nudged: TestCustomer
  let checkedIn: TestCustomer

  it(
    'arrive at her time on her clock, with a one-click unsubscribe that works without signing in; none once she has checked in',
    async () => {
      nudged = await customer('Maya Reed')
      checkedIn = await customer('Jo Banks')
      // Her time is this minute on her clock, so the scheduler's next run (each minute) finds it due.
      const now = await nowWithRoomInTheMinute()
      const settings = { enabled: true, time: timeIn(now, ZONE), days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], time_zone: ZONE, channels: ['email'] }
      const today = dateIn(now, ZONE)
      const checkin = await call('/api/checkin/submit', {
        token: checkedIn.token,
        body: { date: today, energy_level: 6, sleep_quality: 6, stress_level: 4, mood: 7, journal_entry: '' },
      })
      expect(checkin.status).toBe(201)
      expect((await call('/api/user/reminders', { method: 'PUT', body: settings, token: nudged.token })).status).toBe(200)
      expect((await call('/api/user/reminders', { method: 'PUT', body: settings, token: checkedIn.token })).status).toBe(200)

      const mail = await smtp.waitFor(to(nudged.email), 100_000)
      expectWellFormed(mail)
      expect(mail.subject).toBe('A minute for your check-in today?')
      expect(mail.text).toContain('How are you today, Maya?')
      expect(mail.text).toContain(`${server.url}/checkin`)
      // Both were due in the same run: the one who had checked in got nothing.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      expect(smtp.messages.filter(to(checkedIn.email))).toEqual([])

      // RFC 8058: the header names the link, and says a POST to it unsubscribes.
      const header = mail.headers['list-unsubscribe']
      expect(header).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\?token=[^>]+>$/)
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      const url = header!.slice(1, -1)
      expect(url.startsWith(`${server.url}/unsubscribe?token=`)).toBe(true)
      // The same link is in the body, in words.
      expect(mail.text).toContain(`Turn off reminders (${url})`)

      // Opening the link only asks (mail scanners open links too).
      const page = await fetch(url)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Turn off daily check-in reminders by e-mail?')
      expect((await call('/api/user/reminders', { token: nudged.token })).body.enabled).toBe(true)

      // A tampered link does nothing.
      const tampered = await fetch(url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
      expect(tampered.status).toBe(400)
      expect((await call('/api/user/reminders', { token: nudged.token })).body.enabled).toBe(true)

      // The mail app's one-click POST, with no session or cookie.
      const oneClick = await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
      expect(oneClick.status).toBe(200)
      expect(await oneClick.text()).toContain('Check-in reminders by e-mail are off.')
      const after = await call('/api/user/reminders', { token: nudged.token })
      expect(after.body).toMatchObject({ enabled: false, time: settings.time, time_zone: ZONE })
      expect((await call('/api/user/reminders', { token: checkedIn.token })).body.enabled).toBe(true)

      // The outbox has the reminder, its unsubscribe link removed.
      const [entry] = await outboxFor(nudged.email, { baseUrl: server.url, kind: 'checkin_reminder' })
      expect(entry).toMatchObject({ status: 'sent' })
      expect(entry!.text).not.toContain(url)
    },
    130_000,
  )
})

describe('the note when the wellness team sends her something, by real e-mail', () => {
  it('says only that something is waiting, links to /content, and its one-click link stops these e-mails', async () => {
    const staff = await newStaffSession()
    const ann = await customer('Ann Shaw')
    const bea = await customer('Bea Cole')
    const media = await upload(staff, 'Hot flush plan for Ann')
    const sent = await distribute(staff, { media_id: media, recipient_type: 'individual', recipient_ids: [ann.email, bea.email], title: 'Your hot flush plan', message: 'Private words about her symptoms' })
    expect(sent.status).toBe(200)

    const mail = await smtp.waitFor(to(ann.email, /shared something/))
    expectWellFormed(mail)
    expect(mail.subject).toBe('Your wellness team has shared something with you')
    expect(mail.text).toContain(`${server.url}/content`)
    // No health details: not the title, not the message, not the file.
    for (const secret of ['hot flush', 'Private words', 'symptoms', 'Hot flush plan']) {
      expect(mail.text.toLowerCase()).not.toContain(secret.toLowerCase())
      expect(mail.html.toLowerCase()).not.toContain(secret.toLowerCase())
      expect(mail.subject.toLowerCase()).not.toContain(secret.toLowerCase())
    }
    await smtp.waitFor(to(bea.email, /shared something/))

    // Ann stops them with the one-click link; Bea keeps them.
    const url = mail.headers['list-unsubscribe']!.slice(1, -1)
    const oneClick = await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(oneClick.status).toBe(200)
    const second = await distribute(staff, { media_id: media, recipient_type: 'individual', recipient_ids: [ann.email, bea.email], title: 'Another one' })
    expect(second.status).toBe(200)
    await smtp.waitFor((m) => to(bea.email)(m) && smtp.messages.filter(to(bea.email)).length >= 2)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(smtp.messages.filter(to(ann.email, /shared something/))).toHaveLength(1)
    // Her library still has both.
    const notes = await call('/api/user/notifications', { token: ann.token })
    expect(notes.body.notifications.map((n: { title: string }) => n.title).sort()).toEqual(['Another one', 'Your hot flush plan'])
  })
})

async function newStaffSession(): Promise<string> {
  const login = await call('/api/admin/auth/login', { body: STAFF })
  expect(login.status).toBe(200)
  return login.body.session_token as string
}

async function upload(token: string, title: string): Promise<string> {
  const form = new FormData()
  form.set('title', title)
  form.set('file', new Blob([PNG_1X1 as BlobPart], { type: 'image/png' }), 'plan.png')
  const res = await fetch(`${server.url}/api/admin/media/upload-file`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
  expect(res.status).toBe(201)
  return ((await res.json()) as { media: { id: string } }).media.id
}

function distribute(token: string, body: Record<string, unknown>) {
  return call('/api/admin/media/distribute', { token, body })
}

describe('when the mail server cannot be reached', () => {
  it('still answers her the same, and the outbox says the message failed', async () => {
    const her = await customer()
    await smtp.stop()
    const res = await call('/api/auth/password-reset', { body: { email: her.email } })
    expect(res.status).toBe(202)
    const [entry] = await waitForOutbox(her.email, 1, { baseUrl: server.url, kind: 'password_reset', timeoutMs: 40_000 })
    expect(entry).toMatchObject({ status: 'failed' })
    expect(entry!.error).toBeTruthy()
    expect(entry!.text).toContain('[link removed once sent]')
  }, 60_000)
})
