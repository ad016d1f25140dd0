import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { api, giveAiConsent, newCustomer, type TestCustomer } from '../support/api'
import { startServer, type RunningServer } from '../support/server'

const DAY = 24 * 60 * 60 * 1000
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10)

interface Day {
  mood: number
  journal?: string | null
  good?: boolean
}

/** One check-in a day ending today (UTC), newest first as given. */
async function checkIns(customer: TestCustomer, days: Day[], baseUrl?: string) {
  for (const [i, day] of days.entries()) {
    const good = day.good ?? day.mood >= 6
    const res = await api('/api/checkin/submit', {
      token: customer.token,
      baseUrl,
      body: {
        date: utcDay(-i),
        energy_level: good ? 8 : 3,
        sleep_quality: good ? 8 : 3,
        stress_level: good ? 3 : 9,
        mood: day.mood,
        journal_entry: day.journal ?? null,
      },
    })
    if (res.status >= 300) throw new Error(`check-in failed: ${res.status} ${JSON.stringify(res.body)}`)
  }
}

const support = (customer: TestCustomer, query = `?today=${utcDay(0)}`, baseUrl?: string) =>
  api(`/api/user/wellbeing-support${query}`, { token: customer.token, baseUrl })

const lowWeek: Day[] = Array.from({ length: 7 }, () => ({ mood: 2 }))

describe('GET /api/user/wellbeing-support', () => {
  let low: TestCustomer

  beforeAll(async () => {
    low = await newCustomer({ name: 'Lena Low' })
    await checkIns(low, lowWeek)
  })

  it('offers support when 7 check-ins have mood 2, with the contacts and their links', async () => {
    const res = await support(low)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body.show).toBe(true)
    expect(res.body.reason).toBe('low_mood')
    const contacts = res.body.contacts as { id: string; href: string | null; action: { label: string } | null }[]
    expect(contacts.map((c) => c.id)).toEqual(['gp', 'samaritans', 'shout', 'nhs_111', 'emergency'])
    expect(contacts.find((c) => c.id === 'samaritans')).toMatchObject({ href: 'tel:116123', action: { label: 'Call Samaritans on 116 123' } })
    expect(contacts.find((c) => c.id === 'shout')!.href).toBe('sms:85258?&body=SHOUT')
    expect(contacts.find((c) => c.id === 'emergency')!.href).toBe('tel:999')
  })

  it('works out her day in Europe/London when the caller does not send one', async () => {
    const res = await support(low, '')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ show: true, reason: 'low_mood' })
  })

  it('offers support for "I don\'t want to be here anymore" in yesterday’s journal, even with good ratings', async () => {
    const customer = await newCustomer()
    await checkIns(customer, [{ mood: 8 }, { mood: 8, journal: "I don't want to be here anymore" }, { mood: 7 }])
    const res = await support(customer)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ show: true, reason: 'journal' })
    expect(res.body.contacts).toHaveLength(5)
  })

  it('does not read "I could kill for a coffee" as distress', async () => {
    const customer = await newCustomer()
    await checkIns(customer, [{ mood: 8, journal: 'I could kill for a coffee' }, { mood: 7 }, { mood: 8 }])
    const res = await support(customer)
    expect(res.status).toBe(200)
    expect(res.body.show).toBe(false)
    expect(res.body.reason).toBeNull()
    // The contacts are always there, for the support page and any client.
    expect(res.body.contacts.map((c: { id: string }) => c.id)).toContain('samaritans')
  })

  it('offers nothing for good ratings, or for no check-ins yet', async () => {
    const good = await newCustomer()
    await checkIns(good, [{ mood: 7 }, { mood: 8 }, { mood: 6 }, { mood: 9 }, { mood: 7 }, { mood: 8 }, { mood: 7 }])
    expect((await support(good)).body).toMatchObject({ show: false, reason: null })
    const fresh = await newCustomer()
    expect((await support(fresh)).body).toMatchObject({ show: false, reason: null })
  })

  it('counts only her own check-ins: another customer’s low week never shows for her', async () => {
    const other = await newCustomer()
    const res = await support(other)
    expect(res.body.show).toBe(false)
    await checkIns(other, [{ mood: 8 }, { mood: 8 }, { mood: 8 }])
    expect((await support(other)).body.show).toBe(false)
    // And the low customer still sees hers.
    expect((await support(low)).body.reason).toBe('low_mood')
  })

  it('answers 401 without a session and 405 to other methods', async () => {
    const res = await api('/api/user/wellbeing-support')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'Not authenticated' })
    expect((await api('/api/user/wellbeing-support', { token: low.token, method: 'POST', body: {} })).status).toBe(405)
  })

  it('answers 400 naming `today` when it is not a real day near the current one', async () => {
    for (const today of ['2026-02-30', 'yesterday', utcDay(-5)]) {
      const res = await support(low, `?today=${today}`)
      expect(res.status).toBe(400)
      expect(res.body.detail).toMatch(/today/)
    }
  })

  it('stores nothing and tells no one: no notification is written for her', async () => {
    await support(low)
    const notifications = await api('/api/user/notifications', { token: low.token })
    expect(notifications.body).toEqual({ notifications: [], unread_count: 0 })
  })

  it('opens the built-in progress summary’s advice with the signposting instead of lifestyle tips', async () => {
    const res = await api('/api/ai/progress-summary', { token: low.token, method: 'POST' })
    expect(res.status).toBe(200)
    expect(res.body.source).toBe('builtin')
    const paragraphs = (res.body.summary as string).split('\n\n')
    expect(paragraphs[0]).toMatch(/^Hi Lena/)
    expect(paragraphs[1]).toMatch(/^You've told us your mood has been very low\. You don't have to manage this on your own\./)
    expect(res.body.summary).toContain('116 123')
    expect(res.body.summary).toContain('85258')
    expect(res.body.summary).not.toContain('Something to focus on next')
  })
})

describe('the OpenAI progress summary when she may need support', () => {
  let fake: FakeOpenAI
  let server: RunningServer

  beforeAll(async () => {
    fake = await startFakeOpenAI(() => ({
      summary: 'You checked in every day this week and your numbers have been hard.\n\nYour sleep was short on most nights.',
    }))
    server = await startServer({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'gpt-test' })
  })

  afterAll(async () => {
    await server?.stop()
    await fake?.stop()
  })

  it('tells the model to give no lifestyle tips and puts the app’s own contacts after its first paragraph', async () => {
    const customer = await newCustomer({ name: 'Nora Night' }, server.url)
    await giveAiConsent(customer, server.url)
    await checkIns(customer, lowWeek, server.url)
    const res = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST', baseUrl: server.url })
    expect(res.status).toBe(200)
    expect(res.body.source).toBe('openai')
    const paragraphs = (res.body.summary as string).split('\n\n')
    // The app's greeting (the model is never told her name), the model's first paragraph, then the app's own contacts.
    expect(paragraphs[0]).toBe('Hi Nora,')
    expect(paragraphs[1]).toBe('You checked in every day this week and your numbers have been hard.')
    expect(paragraphs[2]).toContain("You've told us your mood has been very low.")
    expect(paragraphs[2]).toContain('116 123')
    expect(paragraphs[3]).toBe('Your sleep was short on most nights.')
    const system = fake.requests.at(-1)!.messages[0].content
    expect(system).toMatch(/no lifestyle tips/)
    expect(system).toMatch(/support contacts/)
    // The reason is not sent: nothing new about her leaves the app.
    expect(JSON.stringify(fake.requests.at(-1)!.messages)).not.toMatch(/low_mood|wellbeing/)
  })

  it('sends the usual prompt when she does not', async () => {
    const customer = await newCustomer({ name: 'Olive Okay' }, server.url)
    await giveAiConsent(customer, server.url)
    await checkIns(customer, Array.from({ length: 7 }, () => ({ mood: 7 })), server.url)
    const res = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST', baseUrl: server.url })
    expect(res.status).toBe(200)
    expect(res.body.summary).not.toContain('116 123')
    expect(fake.requests.at(-1)!.messages[0].content).not.toMatch(/support contacts/)
  })
})
