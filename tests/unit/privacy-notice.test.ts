import { describe, expect, it } from 'vitest'

import { COOKIES } from '../../app/domain/privacy/cookies'
import {
  ICO,
  noticeFacts,
  noticeFingerprint,
  noticeText,
  PRIVACY_NOTICE,
  privacyNotice,
  readingMinutes,
  segments,
  wordCount,
} from '../../app/domain/privacy/notice'
import { PROCESSORS, processorsInUse } from '../../app/domain/privacy/processors'
import { RETENTION_DAYS } from '../../app/domain/retention'

/** Every service configured, and everything about the controller given: the longest notice there can be. */
const FULL = {
  BRAND_NAME: 'Liberate',
  CONTROLLER_NAME: 'Liberate Health Ltd',
  CONTROLLER_CONTACT: 'privacy@liberate.example',
  DPO_CONTACT: 'dpo@liberate.example',
  HOSTING_PROVIDER: 'Example Hosting Ltd',
  HOSTING_LOCATION: 'United Kingdom',
  OPENAI_API_KEY: 'k',
  STRIPE_SECRET_KEY: 'k',
  GOOGLE_CLIENT_ID: 'i',
  GOOGLE_CLIENT_SECRET: 's',
  SMTP_URL: 'smtp://smtp.example:587',
  VAPID_PUBLIC_KEY: 'k',
  S3_BUCKET: 'b',
  SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
}

const full = privacyNotice(noticeFacts(FULL))
const text = noticeText(full)

describe('the privacy notice is kept to its version', () => {
  it('its words match the pinned fingerprint: a change needs a new version, date and fingerprint', () => {
    const fingerprint = noticeFingerprint(full.slice(0, -1))
    expect(
      fingerprint,
      `The notice's words changed. Raise PRIVACY_NOTICE.version, set PRIVACY_NOTICE.updated to today and its fingerprint to ${fingerprint} (app/domain/privacy/notice.ts).`,
    ).toBe(PRIVACY_NOTICE.fingerprint)
  })

  it('says its version, date and this copy’s fingerprint', () => {
    expect(text).toContain(`This is version ${PRIVACY_NOTICE.version}, last updated on 28 November 2026.`)
    expect(text).toContain(noticeFingerprint(full.slice(0, -1)))
  })

  it('changes fingerprint with the services this copy uses', () => {
    const fewer = privacyNotice(noticeFacts({ ...FULL, SENTRY_DSN: '' }))
    expect(noticeFingerprint(fewer.slice(0, -1))).not.toBe(noticeFingerprint(full.slice(0, -1)))
  })
})

describe('the privacy notice reads as a person would want (plain English, headings, short)', () => {
  it('takes under ten minutes to read, even with every service configured', () => {
    expect(wordCount(full)).toBeLessThan(2000)
    expect(readingMinutes(full)).toBeLessThan(10)
  })

  it('has a heading for each thing a reader looks for', () => {
    expect(full.map((s) => s.heading)).toEqual([
      'Who we are',
      'What we collect and why',
      'AI: only with your say-so',
      'Who else handles your data',
      'How long we keep it',
      'Cookies and tracking',
      'Your rights, and how to use them',
      'How to complain',
      'Changes to this notice',
    ])
    expect(new Set(full.map((s) => s.id)).size).toBe(full.length)
  })

  it('uses short sentences and no legal jargon', () => {
    const prose = full.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : b.kind === 'list' ? b.items : [])))
    const sentences = prose.flatMap((p) => p.split(/(?<=[.!?;])\s+/))
    const words = sentences.map((s) => s.split(/\s+/).length)
    expect(words.reduce((a, b) => a + b, 0) / words.length).toBeLessThan(22)
    expect(Math.max(...words)).toBeLessThan(50)
    expect(text).not.toMatch(/\b(herein|hereinafter|hereby|pursuant|aforementioned|data subject|notwithstanding|whereas)\b/i)
  })
})

describe('the privacy notice says what the code does', () => {
  it('says where her internet address is counted: the server’s memory, or the database as a digest', () => {
    expect(text).toContain('Kept in the server’s memory for at most')
    expect(text).not.toContain('scrambled digest, for its')
    const shared = noticeText(privacyNotice(noticeFacts({ ...FULL, RATE_LIMIT_STORE: 'database' })))
    expect(shared).toContain('Kept only as a scrambled digest, for its')
    expect(shared).toContain('and deleted within 1 day after it')
    expect(shared).not.toContain('Kept in the server’s memory')
  })

  it('names who runs the service and how to reach them and the DPO', () => {
    expect(text).toContain('Liberate Health Ltd runs Liberate and is responsible for your data')
    expect(text).toContain('Write to us at privacy@liberate.example')
    expect(text).toContain('Our data protection officer: dpo@liberate.example.')
  })

  it('says plainly when the operator has not named itself or a contact, and points to what she can do herself', () => {
    const bare = noticeText(privacyNotice(noticeFacts({ BRAND_NAME: 'Liberate' })))
    expect(bare).toContain('The organisation that runs this copy of Liberate runs Liberate')
    expect(bare).toContain('It has not yet given its name here.')
    expect(bare).toContain('It has not yet published a contact address here.')
    expect(bare).not.toContain('data protection officer')
  })

  it('lists every processor in use, with what it receives and where it is, and only those', () => {
    for (const p of processorsInUse(FULL)) {
      expect(text).toContain(p.name)
      expect(text).toContain(p.where)
    }
    const table = full.find((s) => s.id === 'processors')!.blocks.find((b) => b.kind === 'table')!
    expect(table.kind === 'table' && table.rows).toHaveLength(processorsInUse(FULL).length)
    const none = noticeText(privacyNotice(noticeFacts({ BRAND_NAME: 'Liberate' })))
    expect(none).not.toContain('Stripe')
    expect(none).not.toContain('OpenAI (only with your consent)')
    expect(none).toContain('OpenStreetMap’s Overpass service')
    expect(PROCESSORS.length).toBeGreaterThanOrEqual(11)
  })

  it('states the lawful basis: explicit consent for health data and for AI', () => {
    expect(text).toMatch(/health information[^\n]*\| Your explicit consent/)
    expect(text).toMatch(/sent to OpenAI[^\n]*\| Your explicit consent, asked for separately/)
  })

  it('explains AI as asked only with consent, or that there is none', () => {
    expect(text).toContain('but only if you say yes')
    expect(text).toContain('We never send your name, e-mail address or date of birth')
    const noAi = noticeText(privacyNotice(noticeFacts({ ...FULL, OPENAI_API_KEY: '' })))
    expect(noAi).toContain('has no AI service set up')
    expect(noAi).not.toContain('If you say yes, we send OpenAI')
  })

  it('states every retention period of the housekeeping table', () => {
    expect(text).toContain(`deleted ${RETENTION_DAYS.endedSessions} days after they end`)
    expect(text).toContain(`deleted ${RETENTION_DAYS.usedSignInTokens} day after they are used`)
    expect(text).toContain(`deleted ${RETENTION_DAYS.finishedJobs} days after they finish`)
    expect(text).toContain(`deleted after ${RETENTION_DAYS.outboxMessages} days`)
    expect(text).toContain(`deleted after ${RETENTION_DAYS.staffAuditLog / 365} years`)
  })

  it('lists every cookie with its lifetime, and says there are no trackers', () => {
    for (const cookie of Object.values(COOKIES)) expect(text).toContain(cookie.name)
    expect(text).toMatch(/session_token \| [^\n]* \| 30 days/)
    expect(text).toContain('There are no advertising or analytics trackers')
  })

  it('tells her how to use her rights in the product and how to complain to the ICO', () => {
    const rights = full.find((s) => s.id === 'rights')!
    expect(JSON.stringify(rights)).toContain('(/account)')
    expect(text).toMatch(/download everything we hold about you/)
    expect(text).toMatch(/Delete your data: delete your account/)
    expect(text).toMatch(/Withdraw consent/)
    expect(text).toContain('ico.org.uk/make-a-complaint')
    expect(text).toContain(ICO.phone)
    expect(text).toContain('Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF')
  })
})

describe('links in the notice', () => {
  it('become link segments for this site, https, mailto and tel only', () => {
    expect(segments('See [your account](/account) or [ICO](https://ico.org.uk/).')).toEqual([
      { text: 'See ' },
      { text: 'your account', href: '/account' },
      { text: ' or ' },
      { text: 'ICO', href: 'https://ico.org.uk/' },
      { text: '.' },
    ])
    expect(segments('[call](tel:03031231113)')).toEqual([{ text: 'call', href: 'tel:03031231113' }])
    expect(segments('[x](javascript:alert(1))')[0]).toEqual({ text: 'x' })
    expect(segments('[x](http://insecure.example)')[0]).toEqual({ text: 'x' })
  })

  it('turns a contact that is an e-mail address into a mailto link', () => {
    const who = full.find((s) => s.id === 'who')!
    expect(JSON.stringify(who)).toContain('[privacy@liberate.example](mailto:privacy@liberate.example)')
  })
})
