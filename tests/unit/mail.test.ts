import { describe, expect, it } from 'vitest'

import { defaultSender, parseSender } from '~/domain/mail/address'
import { escapeHtml, renderMail } from '~/domain/mail/layout'
import { checkinReminderMail, contentNoticeMail, greetingName, passwordResetMail, staffPasswordResetMail } from '~/domain/mail/messages'
import { redactSecrets, REDACTED, textFromHtml } from '~/domain/mail/text'
import { listUnsubscribeHeaders } from '~/domain/mail/unsubscribe'
import { signToken, verifySignedToken } from '~/lib/crypto.server'

const APP = 'https://app.example'
const reset = () => passwordResetMail({ brand: 'Liberate', name: 'Rosa Lind', email: 'rosa@example.com', resetUrl: `${APP}/reset-password?token=abc_DEF-123` })
const reminder = (streak: number) =>
  checkinReminderMail({
    brand: 'Liberate',
    name: 'Maya',
    streak,
    checkinUrl: `${APP}/checkin`,
    accountUrl: `${APP}/account#reminders`,
    unsubscribeUrl: `${APP}/unsubscribe?token=sig.ned`,
    days: ['mon', 'wed', 'fri'],
    time: '07:30',
  })
const notice = () => contentNoticeMail({ brand: 'Liberate', name: 'Ann', contentUrl: `${APP}/content`, accountUrl: `${APP}/account#reminders`, unsubscribeUrl: `${APP}/unsubscribe?token=x.y` })
const staff = () => staffPasswordResetMail({ brand: 'Liberate', email: 'coach@example.com', resetUrl: `${APP}/admin/reset/0123456789abcdef`, minutes: 60 })

describe('every message', () => {
  const all = { reset: reset(), reminder: reminder(4), notice: notice(), staff: staff() }

  it.each(Object.entries(all))('%s has a plain-text part and an HTML part that works on a phone', (_name, mail) => {
    expect(mail.text.length).toBeGreaterThan(80)
    expect(mail.html).toMatch(/^<!doctype html>/)
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(mail.html).toContain('max-width:560px')
    expect(mail.html).toContain('lang="en"')
  })

  it.each(Object.entries(all))('%s loads nothing from anywhere: no images, pixels, fonts, scripts or frames', (_name, mail) => {
    expect(mail.html).not.toMatch(/<img|<link|<script|<iframe|<object|<video|<audio|src=|background=|url\(|@import/i)
  })

  it.each(Object.entries(all))('%s carries every link of the HTML in its text too', (_name, mail) => {
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(mail.text).toContain(href)
  })
})

describe('the words', () => {
  it('greets her by her first name, or "there"', () => {
    expect(greetingName('Rosa Maria Lind')).toBe('Rosa')
    expect(greetingName('  ')).toBe('there')
    expect(greetingName(null)).toBe('there')
  })

  it('the reset e-mail says how long the link works and what to do if she did not ask', () => {
    const mail = reset()
    expect(mail.subject).toBe('Reset your Liberate password')
    expect(mail.text).toContain('Hello Rosa,')
    expect(mail.text).toContain('Choose a new password:\nhttps://app.example/reset-password?token=abc_DEF-123')
    expect(mail.text).toContain('The link works once, for the next 60 minutes.')
    expect(mail.text).toContain('If you did not ask for this, you can ignore this e-mail.')
  })

  it('the reminder names her streak when she has one, and how to stop it', () => {
    expect(reminder(4).subject).toBe('Keep your 4-day streak going')
    expect(reminder(4).text).toContain('You have checked in 4 days in a row.')
    expect(reminder(1).text).toContain('You checked in yesterday.')
    expect(reminder(0).subject).toBe('A minute for your check-in today?')
    expect(reminder(0).text).not.toMatch(/streak|in a row/)
    const mail = reminder(0)
    expect(mail.text).toContain('Check in now:\nhttps://app.example/checkin')
    expect(mail.text).toContain('a check-in reminder on Monday, Wednesday and Friday at 07:30')
    expect(mail.text).toContain('Turn off reminders (https://app.example/unsubscribe?token=sig.ned)')
    expect(mail.html).toContain('>Turn off reminders</a>')
  })

  it('the content note says nothing about what was sent', () => {
    const mail = notice()
    expect(mail.subject).toBe('Your wellness team has shared something with you')
    expect(mail.text).toContain('https://app.example/content')
    expect(mail.text).toContain('Stop these e-mails (https://app.example/unsubscribe?token=x.y)')
  })
})

describe('safety of what goes into a message', () => {
  it('escapes what a customer typed (her name) in the HTML', () => {
    const mail = passwordResetMail({ brand: 'Liberate', name: '<script>alert(1)</script>', email: 'x@example.com', resetUrl: `${APP}/reset-password?token=t` })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;')
    expect(escapeHtml(`"&'<>`)).toBe('&quot;&amp;&#39;&lt;&gt;')
  })

  it('refuses any link that is not http(s)', () => {
    expect(() =>
      renderMail({ subject: 's', preheader: 'p', heading: 'h', paragraphs: [], action: { label: 'x', href: 'javascript:alert(1)' }, footer: [] }, 'Liberate'),
    ).toThrow(/javascript/)
  })

  it('removes reset, admin reset and unsubscribe links from what is stored and logged', () => {
    const text = `${reset().text}\n${staff().text}\n${reminder(2).text}`
    const redacted = redactSecrets(text)
    expect(redacted).not.toMatch(/token=|admin\/reset\/0123/)
    expect(redacted).toContain(REDACTED)
    expect(redacted).toContain('https://app.example/checkin')
  })

  it('makes a readable text part from HTML-only mail (Payload’s staff reset)', () => {
    const text = textFromHtml(staff().html)
    expect(text).toContain('Choose a new admin password')
    expect(text).toContain('Choose a new password (https://app.example/admin/reset/0123456789abcdef)')
    expect(text).not.toMatch(/<|style=|doctype/i)
    expect(textFromHtml('<p>A &amp; B &lt;3 &#8211; &#x2014;</p>')).toBe('A & B <3 – —\n')
  })
})

describe('senders and headers', () => {
  it('reads MAIL_FROM as a name and an address, or an address alone', () => {
    expect(parseSender('Liberate <care@example.com>', 'Brand')).toEqual({ name: 'Liberate', address: 'care@example.com' })
    expect(parseSender('"Liberate Care" <care@example.com>', 'Brand')).toEqual({ name: 'Liberate Care', address: 'care@example.com' })
    expect(parseSender('care@example.com', 'Brand')).toEqual({ name: 'Brand', address: 'care@example.com' })
    expect(parseSender('not an address', 'Brand')).toBeNull()
    expect(parseSender('Two <a@b.c>, <d@e.f>', 'Brand')).toBeNull()
    expect(defaultSender('Liberate', 'https://liberate.example')).toEqual({ name: 'Liberate', address: 'no-reply@liberate.example' })
    expect(defaultSender('Liberate', 'http://localhost:3000').address).toBe('no-reply@localhost.localdomain')
  })

  it('offers the one-click unsubscribe of RFC 8058', () => {
    expect(listUnsubscribeHeaders('https://app.example/unsubscribe?token=a.b')).toEqual({
      'List-Unsubscribe': '<https://app.example/unsubscribe?token=a.b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})

describe('signed single-purpose tokens', () => {
  const secret = 'test-secret'
  it('name their subject for their purpose only', () => {
    const token = signToken(secret, 'unsubscribe', 'reminders:1234')
    expect(verifySignedToken(secret, 'unsubscribe', token)).toBe('reminders:1234')
    expect(verifySignedToken(secret, 'sign-in', token)).toBeNull()
    expect(verifySignedToken('another-secret', 'unsubscribe', token)).toBeNull()
  })

  it('cannot be changed to name someone else', () => {
    const token = signToken(secret, 'unsubscribe', 'reminders:1234')
    const [, signature] = token.split('.')
    const forged = `${Buffer.from('reminders:5678').toString('base64url')}.${signature}`
    expect(verifySignedToken(secret, 'unsubscribe', forged)).toBeNull()
    expect(verifySignedToken(secret, 'unsubscribe', `${token}x`)).toBeNull()
    expect(verifySignedToken(secret, 'unsubscribe', '')).toBeNull()
  })
})
