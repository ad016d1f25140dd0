import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays } from '~/domain/checkins'
import { trendStart } from '~/domain/symptoms-over-time/trends'

import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { api, failedWith, giveAiConsent, newCustomer, setTier, type TestCustomer } from '../support/api'
import { startServer, type RunningServer } from '../support/server'

const DAY = 24 * 60 * 60 * 1000
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10)

const TOO_FEW = 'Complete at least 7 check-ins to generate your progress summary.'

/** `count` daily check-ins ending today; sleep and mood rise together over the period. */
async function seedCheckins(customer: TestCustomer, count: number, baseUrl?: string, journal?: (i: number) => string) {
  for (let i = 0; i < count; i++) {
    const good = i % 2 === 0
    const res = await api('/api/checkin/submit', {
      token: customer.token,
      baseUrl,
      body: {
        date: utcDay(-i),
        energy_level: good ? 8 : 4,
        sleep_quality: good ? 8 : 3,
        stress_level: good ? 3 : 8,
        mood: good ? 8 : 4,
        journal_entry: journal?.(i) ?? null,
      },
    })
    if (res.status >= 300) throw new Error(`seed failed: ${res.status} ${JSON.stringify(res.body)}`)
  }
}

describe('GET /progress: what the page carries', () => {
  const PAGE_DATA = '/progress?_data=' + encodeURIComponent('routes/_app+/progress')

  it('carries her ratings over the 12 weeks, newest first, and nothing older or anyone else’s; her 10 newest check-ins in full', async () => {
    const her = await newCustomer()
    const other = await newCustomer()
    // Today and the five days before, a day at the 12 weeks' far edge, one just past it, and one long ago.
    const offsets = [0, -1, -2, -3, -4, -5, -12, -40, -83, -84, -85, -200]
    for (const [i, offset] of offsets.entries()) {
      const res = await api('/api/checkin/submit', {
        token: her.token,
        body: { date: utcDay(offset), energy_level: 1 + (i % 10), sleep_quality: 10 - (i % 10), stress_level: 2, mood: 3 + (i % 7), journal_entry: `day ${offset}` },
      })
      expect(res.status).toBeLessThan(300)
    }
    await api('/api/checkin/submit', { token: other.token, body: { date: utcDay(-1), energy_level: 9, sleep_quality: 9, stress_level: 9, mood: 9 } })

    const res = await api(PAGE_DATA, { token: her.token })
    expect(res.status).toBe(200)
    const today: string = res.body.overTime.today
    const first = addDays(trendStart(today), -1)
    const last = addDays(today, 1)
    const expected = offsets
      .map((offset, i) => ({ date: utcDay(offset), energy_level: 1 + (i % 10), sleep_quality: 10 - (i % 10), stress_level: 2, mood: 3 + (i % 7) }))
      .filter((c) => c.date >= first && c.date <= last)
      .sort((a, b) => b.date.localeCompare(a.date))
    expect(expected.length).toBeGreaterThanOrEqual(9)
    expect(res.body.overTime.checkins).toEqual(expected)
    // The month is not sent twice: the 30-day chart reads these ratings.
    expect(res.body.window).toBeUndefined()
    expect(res.body.total_checkins).toBe(offsets.length)
    expect(res.body.recent.map((c: { date: string }) => c.date)).toEqual(offsets.slice(0, 10).map((offset) => utcDay(offset)))
    expect(res.body.recent[0]).toMatchObject({ journal_entry: 'day 0', energy_level: 1 })
  })

  it('sends a visitor without her session to the landing page, with no one’s data', async () => {
    const res = await api(PAGE_DATA)
    // Remix answers a data request's redirect as 204 naming where to go.
    expect(res.status).toBe(204)
    expect(res.headers.get('X-Remix-Redirect')).toBe('/')
    expect(res.body).toBeNull()
  })
})

describe('POST /api/ai/progress-summary with no OpenAI key (built-in summariser)', () => {
  it('answers 400 with the spec’s message below 7 check-ins', async () => {
    const customer = await newCustomer()
    await seedCheckins(customer, 6)
    const res = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ detail: TOO_FEW })
  })

  it('writes a summary from the customer’s own data at 7 check-ins', async () => {
    const customer = await newCustomer({ name: 'Grace Hopper' })
    await seedCheckins(customer, 7, undefined, (i) => (i === 0 ? 'Yoga in the morning and an early night' : ''))
    const res = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST' })
    expect(res.status).toBe(200)
    expect(res.body.source).toBe('builtin')
    expect(res.body.checkin_count).toBe(7)
    const summary: string = res.body.summary
    expect(summary).toContain('Hi Grace')
    expect(summary).toContain('7 days')
    // Averages of the seeded ratings: energy (4×8 + 3×4)/7 = 6.3, sleep 5.9, mood 6.3, stress 5.1.
    expect(summary).toContain('energy 6.3/10')
    expect(summary).toContain('sleep 5.9/10')
    expect(summary).toContain('stress 5.1/10')
    // Good-sleep days had mood 8, the others 4.
    expect(summary).toMatch(/rated your sleep 7 or more, your mood averaged 8, compared with 4/)
    expect(summary).toContain('Yoga in the morning and an early night')
  })

  it('changes with the data: two customers with different check-ins get different summaries', async () => {
    const ann = await newCustomer({ name: 'Ann' })
    const bea = await newCustomer({ name: 'Ann' })
    await seedCheckins(ann, 7)
    // Mood 4: hard days, not the very low mood that opens the advice with support instead (tests/api/wellbeing-support.test.ts).
    for (let i = 0; i < 8; i++) {
      await api('/api/checkin/submit', {
        token: bea.token,
        body: { date: utcDay(-i), energy_level: 3, sleep_quality: 2, stress_level: 9, mood: 4 },
      })
    }
    const a = await api('/api/ai/progress-summary', { token: ann.token, method: 'POST' })
    const b = await api('/api/ai/progress-summary', { token: bea.token, method: 'POST' })
    expect(a.body.summary).not.toEqual(b.body.summary)
    expect(b.body.summary).toContain('stress 9/10')
    expect(b.body.summary).toMatch(/focus on next/)
  })

  it('answers 401 without a session and 405 to GET', async () => {
    expect((await api('/api/ai/progress-summary', { method: 'POST' })).status).toBe(401)
    const customer = await newCustomer()
    expect((await api('/api/ai/progress-summary', { token: customer.token })).status).toBe(405)
  })

  it('counts only the caller’s check-ins towards the 7', async () => {
    const ann = await newCustomer()
    const bea = await newCustomer()
    await seedCheckins(ann, 7)
    const res = await api('/api/ai/progress-summary', { token: bea.token, method: 'POST' })
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe(TOO_FEW)
  })
})

describe('POST /api/ai/progress-summary with OpenAI configured', () => {
  let fake: FakeOpenAI
  let server: RunningServer
  let failing: FakeOpenAI
  let failingServer: RunningServer

  beforeAll(async () => {
    fake = await startFakeOpenAI(() => ({
      summary: 'Your sleep and mood rose together this month, and your calmer days followed your best nights.',
    }))
    failing = await startFakeOpenAI(() => ({ summary: 'never used' }), { failFirst: 100 })
    ;[server, failingServer] = await Promise.all([
      startServer({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'gpt-test' }),
      startServer({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: failing.url }),
    ])
  })

  afterAll(async () => {
    await Promise.all([server?.stop(), failingServer?.stop()])
    await Promise.all([fake?.stop(), failing?.stop()])
  })

  it('sends the customer’s 30-day statistics and check-ins (with her consent), and stores the model’s summary greeted by her first name', async () => {
    const customer = await newCustomer({ name: 'Iris Murdoch' }, server.url)
    await giveAiConsent(customer, server.url, true)
    await seedCheckins(customer, 8, server.url, (i) => (i === 2 ? 'Swimming helped' : ''))
    const res = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST', baseUrl: server.url })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      summary: 'Hi Iris,\n\nYour sleep and mood rose together this month, and your calmer days followed your best nights.',
      source: 'openai',
      checkin_count: 8,
    })
    const request = fake.requests.at(-1)!
    expect(request.model).toBe('gpt-test')
    expect(request.response_format?.type).toBe('json_schema')
    const sent = JSON.parse(request.messages.find((m) => m.role === 'user')!.content)
    expect(JSON.stringify(sent)).not.toContain('Iris')
    expect(sent.check_ins).toHaveLength(8)
    expect(sent.check_ins[0].days_ago).toBe(7)
    expect(sent.statistics.averages).toEqual({ energy_level: 6, sleep_quality: 5.5, stress_level: 5.5, mood: 6 })
    expect(JSON.stringify(sent)).toContain('Swimming helped')
    expect(request.messages[0].content).toMatch(/medical advice/)
  })

  it('sends how her sleep relates to her next days when she logs sleep', async () => {
    const customer = await newCustomer({}, server.url)
    await setTier(customer, 'Liberate+', server.url)
    await giveAiConsent(customer, server.url)
    await seedCheckins(customer, 8, server.url)
    for (let i = 1; i <= 7; i++) {
      const night = await api('/api/wearable-data', {
        token: customer.token,
        baseUrl: server.url,
        body: { data_type: 'sleep', value: i % 2 === 0 ? 8 : 5, unit: 'hours', recorded_at: `${utcDay(-i)}T06:00:00+00:00`, source: 'manual' },
      })
      expect(night.status).toBe(201)
    }
    const res = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST', baseUrl: server.url })
    expect(res.status).toBe(200)
    const sent = JSON.parse(fake.requests.at(-1)!.messages.find((m) => m.role === 'user')!.content)
    expect(sent.sleep_and_next_day).toMatchObject({ ready: true, pairs: 7, long_nights: 3, short_nights: 4 })
    expect(sent.sleep_and_next_day.comparisons[0]).toEqual({ outcome: 'energy_level', after_long: 8, after_short: 4 })
    expect(fake.requests.at(-1)!.messages[0].content).toMatch(/sleep_and_next_day/)
  })

  it('does not call the model below 7 check-ins', async () => {
    const customer = await newCustomer({}, server.url)
    await giveAiConsent(customer, server.url)
    await seedCheckins(customer, 3, server.url)
    const before = fake.requests.length
    const res = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST', baseUrl: server.url })
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe(TOO_FEW)
    expect(fake.requests.length).toBe(before)
  })

  it('answers 502 with the spec’s failure message when the model keeps failing', async () => {
    const customer = await newCustomer({}, failingServer.url)
    await giveAiConsent(customer, failingServer.url)
    await seedCheckins(customer, 7, failingServer.url)
    const res = await api('/api/ai/progress-summary', { token: customer.token, method: 'POST', baseUrl: failingServer.url })
    expect(res.status).toBe(502)
    expect(res.body).toEqual(failedWith('Failed to generate progress summary'))
  })
})
