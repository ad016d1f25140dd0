import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays } from '~/domain/checkins'
import { SUBMISSION_MESSAGES } from '~/domain/questionnaire/messages'
import { PASSWORD_RESET_MESSAGES } from '~/domain/auth/messages'
import { dateIn, timeIn } from '~/domain/time-zone'

import { markdownToLexical } from '../../cms/collections/LibraryItems/starter/markdown'

import { api, newCustomer, setTier, staffRequest, staffToken, type TestCustomer } from '../support/api'
import { validAnswers } from '../support/comprehensive-answers'
import { storedFigures } from '../support/db'
import { outboxFor, resetTokenIn, waitForOutbox } from '../support/mail'
import { nowWithRoomInTheMinute } from '../support/minute'
import { rawDatabase } from '../support/test-database'
import { startTwoServers, type TwoServers } from '../support/two-servers'

/**
 * Two app servers on one database (tests/support/two-servers.ts), requests
 * split across them and sent at once: the rules that once held only inside
 * one process (rating totals, the reset link's single use, her check-in
 * figures, the retake rule, a reminder sent once) hold between processes.
 * Both run the job queue, as two processes might by mistake.
 */
let servers: TwoServers
const LONDON = 'Europe/London'

beforeAll(async () => {
  servers = await startTwoServers({ JOBS_AUTORUN: 'true' })
}, 240_000)

afterAll(async () => {
  await servers?.stop()
})

/** The URL of the server that takes request `i`. */
const on = (i: number) => servers.urls[i % 2]!

describe('two servers on one database', () => {
  it('counts all of 30 customers rating one item at once: total 30 and the exact mean', async () => {
    const staff = await staffToken(servers.a.url)
    const created = await staffRequest('/library-items', {
      token: staff,
      baseUrl: servers.a.url,
      body: {
        title: 'Sleep and the menopause',
        description: 'A test item.',
        category: 'education',
        tab: 'educational_articles',
        tier: 'base',
        format: 'article',
        body: markdownToLexical('A short article about sleep.'),
        _status: 'published',
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id as string

    const customers: TestCustomer[] = []
    for (let i = 0; i < 30; i++) customers.push(await newCustomer({}, on(i)))
    const ratings = customers.map((_, i) => (i % 5) + 1)
    const answers = await Promise.all(
      customers.map((customer, i) => api(`/api/content/${id}/rating`, { method: 'PUT', token: customer.token, body: { rating: ratings[i] }, baseUrl: on(i) })),
    )
    expect(answers.map((res) => res.status)).toEqual(ratings.map(() => 200))

    const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length
    for (const url of servers.urls) {
      const item = await api(`/api/content/${id}`, { token: customers[0]!.token, baseUrl: url })
      expect(item.body.rating.count).toBe(30)
      expect(item.body.rating.average).toBeCloseTo(mean, 1)
    }
    const db = await rawDatabase(servers.databaseUrl)
    try {
      const [total] = (await db.rows('library_rating_totals')).filter((row) => String(row.item_id ?? row.item) === id)
      expect(total).toMatchObject({ count: 30, sum: ratings.reduce((sum, r) => sum + r, 0) })
      expect(await db.rows('leases')).toEqual([])
    } finally {
      await db.close()
    }
  })

  it('never shows a session signed out on one server from the other, though the other kept her record', async () => {
    const customer = await newCustomer({}, servers.a.url)
    const other = (await api('/api/auth/login', { body: { email: customer.email, password: customer.password }, baseUrl: servers.a.url })).body.session_token
    for (const url of servers.urls) {
      for (const token of [customer.token, other]) {
        for (let i = 0; i < 2; i++) expect((await api('/api/auth/session', { token, baseUrl: url })).status).toBe(200)
      }
    }
    // Signed out on A: B answers 401 at once.
    expect((await api('/api/auth/logout', { method: 'POST', token: customer.token, baseUrl: servers.a.url })).status).toBe(200)
    expect((await api('/api/auth/session', { token: customer.token, baseUrl: servers.b.url })).status).toBe(401)
    expect((await api('/api/auth/session', { token: other, baseUrl: servers.b.url })).status).toBe(200)
    // Her tier changed on B: A shows it at once.
    await setTier({ ...customer, token: other }, 'Liberate+', servers.b.url)
    expect((await api('/api/auth/session', { token: other, baseUrl: servers.a.url })).body.user).toMatchObject({ tier: 'Liberate+' })
    // Signed out everywhere on B: A answers 401 at once.
    expect((await api('/api/auth/logout-all', { method: 'POST', token: other, baseUrl: servers.b.url })).status).toBe(200)
    expect((await api('/api/auth/session', { token: other, baseUrl: servers.a.url })).status).toBe(401)
  })

  it('lets one reset link sent to both servers at once work once', async () => {
    const customer = await newCustomer({}, servers.a.url)
    expect((await api('/api/auth/password-reset', { body: { email: customer.email }, baseUrl: servers.b.url })).status).toBe(202)
    const [mail] = await waitForOutbox(customer.email, 1, { baseUrl: servers.a.url, kind: 'password_reset' })
    const token = resetTokenIn(mail!.text)

    const passwords = ['first-new-password-1', 'second-new-password-2', 'third-new-password-3', 'fourth-new-password-4']
    const answers = await Promise.all(
      passwords.map((new_password, i) => api('/api/auth/password-reset/confirm', { body: { token, new_password }, baseUrl: on(i) })),
    )
    const won = answers.map((res, i) => ({ status: res.status, password: passwords[i]!, body: res.body }))
    expect(won.filter((r) => r.status === 200)).toHaveLength(1)
    for (const lost of won.filter((r) => r.status !== 200)) expect(lost).toMatchObject({ status: 400, body: { detail: PASSWORD_RESET_MESSAGES.invalidLink } })

    // The winner's password is the one that signs in, on either server.
    const winner = won.find((r) => r.status === 200)!
    for (const [i, password] of passwords.entries()) {
      const signIn = await api('/api/auth/login', { body: { email: customer.email, password }, baseUrl: on(i) })
      expect(signIn.status, password).toBe(password === winner.password ? 200 : 401)
    }
  })

  it('gives one customer 20 check-ins for 20 days, split across both servers at once: total 20 and a streak of 20', async () => {
    const customer = await newCustomer({}, servers.a.url)
    const today = dateIn(new Date(), LONDON)
    const days = Array.from({ length: 20 }, (_, i) => addDays(today, -i))
    const answers = await Promise.all(
      days.map((date, i) =>
        api('/api/checkin/submit', {
          token: customer.token,
          baseUrl: on(i),
          body: { date, energy_level: 6, sleep_quality: 7, stress_level: 4, mood: 8, journal_entry: '' },
        }),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual(days.map(() => 201))
    for (const url of servers.urls) {
      const dashboard = await api('/api/user/dashboard', { token: customer.token, baseUrl: url })
      expect(dashboard.body).toMatchObject({ total_checkins: 20, streak: 20 })
    }
    expect(await storedFigures(customer.id, servers.databaseUrl)).toMatchObject({ checkin_count: 20, checkin_run_length: 20, checkin_run_latest: today })
  })

  it('stores one of two submissions of the same comprehensive assessment sent at once, one to each server', async () => {
    const customer = await newCustomer({}, servers.a.url)
    const body = { assessment_type: 'comprehensive_menopause_assessment', ...validAnswers() }
    const answers = await Promise.all(servers.urls.map((baseUrl) => api('/api/questionnaire/submit', { token: customer.token, body, baseUrl })))
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409])
    expect(answers.find((res) => res.status === 409)!.body).toEqual({ detail: SUBMISSION_MESSAGES.retakeTooEarly })
    const history = await api('/api/questionnaire/history', { token: customer.token, baseUrl: servers.b.url })
    expect(history.status).toBe(200)
    const stored = history.body as Array<{ assessment_type: string; is_baseline: boolean }>
    expect(stored.filter((a) => a.assessment_type === 'comprehensive_menopause_assessment')).toMatchObject([{ is_baseline: true }])
  })

  it(
    'e-mails a reminder due with the job queue running on both servers once',
    async () => {
      const customer = await newCustomer({ name: 'Maya Reed' }, servers.a.url)
      const now = await nowWithRoomInTheMinute()
      const settings = { enabled: true, time: timeIn(now, LONDON), days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], time_zone: LONDON, channels: ['email'] }
      expect((await api('/api/user/reminders', { method: 'PUT', body: settings, token: customer.token, baseUrl: servers.b.url })).status).toBe(200)
      await waitForOutbox(customer.email, 1, { baseUrl: servers.a.url, kind: 'checkin_reminder', timeoutMs: 100_000 })
      // Both servers' runs of this minute (and the next) have had their turn.
      await new Promise((resolve) => setTimeout(resolve, 15_000))
      expect(await outboxFor(customer.email, { baseUrl: servers.b.url, kind: 'checkin_reminder' })).toHaveLength(1)
    },
    180_000,
  )
})
