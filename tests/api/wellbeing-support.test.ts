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

describe('her words, however she puts them: show and level per phrasing (fresh customers)', () => {
  it.each([
    ['I feel sucidal', 'support'],
    ["life isn't worth living", 'support'],
    ["I'm a burden to everyone", 'support'],
    ['i cant go on like this', 'support'],
    ['I self-harmed again', 'urgent'],
    ['I took an overdose', 'urgent'],
    ["I've been stockpiling my pills", 'urgent'],
    ['gonna kms tonight', 'urgent'],
    ['This is goodbye, I love you all', 'urgent'],
  ])('%j → %s', async (journal, level) => {
    const customer = await newCustomer({ name: 'Phrasing Test' })
    await checkIns(customer, [{ mood: 7, journal }])
    const res = await support(customer)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ show: true, reason: 'journal', level })
  })

  it.each(['These flushes are killing me', 'We watched a documentary about suicide prevention', "I'm dying for a cup of tea", 'I cut myself chopping onions'])(
    'a figure of speech does not raise the card: %j',
    async (journal) => {
      const customer = await newCustomer({ name: 'Figure Test' })
      await checkIns(customer, [{ mood: 7, journal }])
      const res = await support(customer)
      expect(res.body).toMatchObject({ show: false, reason: null, level: null })
    },
  )
})

describe('PUT /api/user/wellbeing-support { region }', () => {
  const put = (customer: TestCustomer | null, body: unknown) =>
    api('/api/user/wellbeing-support', { method: 'PUT', token: customer?.token, body })

  it('is England by default for a customer on UK time, and sets and reads back her region', async () => {
    const customer = await newCustomer({ name: 'Nia Belfast' })
    expect((await support(customer)).body.region).toBe('england')
    const res = await put(customer, { region: 'northern_ireland' })
    expect(res.status).toBe(200)
    expect(res.body.region).toBe('northern_ireland')
    const read = await support(customer)
    expect(read.body.region).toBe('northern_ireland')
    const contacts = read.body.contacts as { id: string; href: string | null }[]
    // Lifeline, and no NHS 111 (its mental health option does not exist there).
    expect(contacts.find((c) => c.id === 'lifeline')!.href).toBe('tel:08088088000')
    expect(contacts.some((c) => c.href === 'tel:111')).toBe(false)
  })

  it('gives Scotland NHS 24 on 111 and Breathing Space; Wales NHS 111 Wales', async () => {
    const customer = await newCustomer({ name: 'Morag Scot' })
    const scot = await put(customer, { region: 'scotland' })
    expect((scot.body.contacts as { id: string }[]).map((c) => c.id)).toEqual(expect.arrayContaining(['nhs_24', 'breathing_space', 'samaritans', 'shout']))
    const wales = await put(customer, { region: 'wales' })
    expect((wales.body.contacts as { id: string }[]).map((c) => c.id)).toContain('nhs_111_wales')
  })

  it('offers a customer elsewhere no UK number as hers: her local emergency number first and a directory', async () => {
    const customer = await newCustomer({ name: 'Toronto Tess' })
    const res = await put(customer, { region: 'elsewhere' })
    const contacts = res.body.contacts as { id: string; href: string | null; url?: string }[]
    expect(contacts[0].id).toBe('local_emergency')
    expect(contacts.filter((c) => c.href)).toEqual([])
    expect(contacts.find((c) => c.id === 'find_a_helpline')!.url).toMatch(/^https:\/\//)
  })

  it('refuses an unknown region with 400 and keeps hers', async () => {
    const customer = await newCustomer({ name: 'Wrong Region' })
    await put(customer, { region: 'wales' })
    for (const body of [{ region: 'france' }, { region: '' }, {}, { region: 'wales', extra: 1 }]) {
      const res = await put(customer, body)
      expect(res.status).toBe(400)
      expect(typeof res.body.detail).toBe('string')
    }
    expect((await support(customer)).body.region).toBe('wales')
  })

  it('needs a session', async () => {
    expect((await put(null, { region: 'wales' })).status).toBe(401)
  })
})
