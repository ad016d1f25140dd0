import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { AI_MESSAGES, aiConsentSentence } from '../../app/domain/account/ai-consent'
import { WITHDRAW_MESSAGES } from '../../app/domain/account/consents'
import { PRIVACY_NOTICE } from '../../app/domain/privacy/notice'
import { processorsInUse } from '../../app/domain/privacy/processors'
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from '../fakes/openai'
import { mealPlanResponder } from '../fakes/meal-plan-responder'
import { api, newCustomer, type TestCustomer } from '../support/api'
import { startServer, type RunningServer } from '../support/server'
import { validSimplifiedAnswers } from '../support/simplified-answers'
import { readZip } from '../support/zip'

/**
 * A privacy notice that stays true, and AI only with her say-so (issue 35).
 * `/privacy` is read from a server with every service this copy can use
 * configured, and from the shared one with none. The AI consent is tested
 * against the local OpenAI fake, which
 * records every request it receives: without consent nothing reaches it and
 * the app's own writers answer; with consent it receives her ratings, her
 * journal only when she asked for that, and never her name, e-mail, date of
 * birth, id or a date; after withdrawal nothing again.
 */
const DAY = 24 * 60 * 60 * 1000
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10)
const JOURNAL = 'Long walk with Bramble the dog, then an early night'

let fake: FakeOpenAI
let server: RunningServer
/** How long the fake takes to answer: a test that must act while a plan is being written slows it down. */
let answerDelayMs = 0

beforeAll(async () => {
  fake = await startFakeOpenAI(async (request) => {
    if (answerDelayMs) await new Promise((r) => setTimeout(r, answerDelayMs))
    return request.response_format?.json_schema?.name === 'progress_summary'
      ? { summary: 'Your energy and mood rose on the days you slept well, and your calmer days followed your best nights.' }
      : mealPlanResponder(request)
  })
  server = await startServer(CONFIGURED(fake.url))
})

/** Every outside service this copy can use, configured (none is called by the notice tests). */
const CONFIGURED = (openaiUrl: string) => ({
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: openaiUrl,
  STRIPE_SECRET_KEY: 'sk_test_not_called',
  GOOGLE_CLIENT_ID: 'privacy-test-client',
  GOOGLE_CLIENT_SECRET: 'privacy-test-secret',
  GOOGLE_PLACES_API_KEY: 'places-not-called',
  CONTROLLER_NAME: 'Liberate Health Ltd',
  CONTROLLER_CONTACT: 'privacy@liberate.example',
  DPO_CONTACT: 'dpo@liberate.example',
  HOSTING_PROVIDER: 'Example Hosting Ltd',
  HOSTING_LOCATION: 'United Kingdom',
})

/** A page's text as a reader sees it (tags dropped, entities decoded). */
async function pageText(url: string, token?: string): Promise<{ status: number; html: string; text: string }> {
  const response = await fetch(url, { headers: token ? { Cookie: `session_token=${token}` } : {} })
  const html = await response.text()
  const body = html.slice(html.indexOf('<body'))
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
  return { status: response.status, html, text }
}

describe('/privacy', () => {
  it('lists every processor this copy uses, with where it is, who runs the service, its version and the ICO', async () => {
    const { status, text, html } = await pageText(`${server.url}/privacy`)
    expect(status).toBe(200)
    // As the server reads its settings: the test servers point the postcode and store services at a closed local port.
    const listed = processorsInUse({ ...CONFIGURED(fake.url), POSTCODES_API_URL: 'http://127.0.0.1:9', OVERPASS_API_URL: 'http://127.0.0.1:9/api/interpreter' })
    expect(listed.map((p) => p.id)).toEqual(['openai', 'stripe', 'google-sign-in', 'google-places', 'postcodes', 'web-push', 'host'])
    for (const p of listed) {
      expect(text, p.id).toContain(p.name)
      expect(text, p.id).toContain(p.where)
    }
    expect(text).toContain('OpenAI (only with your consent)')
    // Google Places is configured, so the store search never reaches Overpass: it is not listed.
    expect(text).not.toContain('Overpass')
    expect(text).toContain('Liberate Health Ltd runs Liberate')
    expect(html).toContain('href="mailto:privacy@liberate.example"')
    expect(text).toContain('dpo@liberate.example')
    expect(text).toContain(`Version ${PRIVACY_NOTICE.version} · Last updated 28 November 2026`)
    expect(text).toMatch(/About \d minutes to read/)
    expect(html).toContain('href="https://ico.org.uk/make-a-complaint/"')
    for (const heading of ['Who we are', 'What we collect and why', 'AI: only with your say-so', 'Who else handles your data', 'How long we keep it', 'Cookies and tracking', 'Your rights, and how to use them', 'How to complain']) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`))
    }
  })

  it('is public, and a signed-in customer reads the same notice', async () => {
    const reader = await newCustomer({}, server.url)
    const signedIn = await pageText(`${server.url}/privacy`, reader.token)
    expect(signedIn.status).toBe(200)
    expect(signedIn.text).toContain('Back to your dashboard')
    expect(signedIn.text).toContain('Who else handles your data')
  })

  it('on a copy with no outside service configured: no AI, no payments processor, the store search and postcodes only', async () => {
    const { status, text } = await pageText(`${inject('baseUrl')}/privacy`)
    expect(status).toBe(200)
    expect(text).toContain('has no AI service set up')
    expect(text).not.toContain('Stripe')
    expect(text).not.toContain('Google sign-in')
    expect(text).toContain('Overpass service at 127.0.0.1:9')
    expect(text).toContain('postcodes.io')
    expect(text).toContain('It has not yet published a contact address here.')
  })

  it('is linked from the foot of every page, signed in or not', async () => {
    const reader = await newCustomer({}, server.url)
    for (const [path, token] of [
      ['/', undefined],
      ['/signup-questionnaire', undefined],
      ['/privacy', undefined],
      ['/no-such-page', undefined],
      ['/dashboard', reader.token],
      ['/progress', reader.token],
      ['/account', reader.token],
    ] as const) {
      const { html } = await pageText(`${server.url}${path}`, token)
      expect(html, path).toMatch(/<footer[\s\S]*href="\/privacy"[\s\S]*<\/footer>/)
    }
  })
})

afterAll(async () => {
  await server?.stop()
  await fake?.stop()
})

const call = (path: string, customer: TestCustomer | null, options: { method?: string; body?: unknown; rawBody?: string } = {}) =>
  api(path, { ...options, token: customer?.token, baseUrl: server.url })

async function seedCheckins(customer: TestCustomer, count = 8) {
  for (let i = 0; i < count; i++) {
    const good = i % 2 === 0
    const res = await call('/api/checkin/submit', customer, {
      body: {
        date: utcDay(-i),
        energy_level: good ? 8 : 4,
        sleep_quality: good ? 8 : 3,
        stress_level: good ? 3 : 8,
        mood: good ? 8 : 4,
        journal_entry: i === 1 || i === 2 ? `${JOURNAL} (${i})` : null,
      },
    })
    expect(res.status).toBe(201)
  }
}

const summarise = (customer: TestCustomer) => call('/api/ai/progress-summary', customer, { method: 'POST' })
const userMessage = (request: ChatRequest) => request.messages.find((m) => m.role === 'user')!.content
const giveConsent = (customer: TestCustomer, includeJournal: boolean) =>
  call('/api/user/consents', customer, { body: { kind: 'ai_processing', include_journal: includeJournal } })

/** Everything the fake received for the requests from `from` on: bodies and headers as one text. */
function receivedSince(from: number): string {
  return JSON.stringify({ bodies: fake.requests.slice(from), headers: fake.requestHeaders.slice(from) })
}

function expectNothingOfHerIdentity(text: string, customer: TestCustomer) {
  for (const part of [...customer.name.split(' '), customer.email, customer.id]) expect(text).not.toContain(part)
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
}

describe('progress summaries and the AI consent', () => {
  let pat: TestCustomer

  beforeAll(async () => {
    pat = await newCustomer({ name: 'Patricia Quennell' }, server.url)
    await seedCheckins(pat)
  })

  it('without consent: no request reaches OpenAI and the app writes the summary, saying so', async () => {
    const before = fake.requests.length
    const res = await summarise(pat)
    expect(res.status).toBe(200)
    expect(res.body.source).toBe('builtin')
    expect(res.body.summary).toMatch(/^Hi Patricia, over the last 30 days/)
    expect(fake.requests.length).toBe(before)
  })

  it('lists where she stands: offered (a key is configured) and not asked yet', async () => {
    const res = await call('/api/user/consents', pat)
    expect(res.status).toBe(200)
    expect(res.body.ai_processing).toEqual({ offered: true, status: 'not_asked', include_journal: false })
  })

  it('POST /api/user/consents records the consent in the words she was shown → 201', async () => {
    const res = await giveConsent(pat, false)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      kind: 'ai_processing',
      kind_name: 'AI writing your progress summaries and meal plans',
      status: 'agreed',
      include_journal: false,
      source: 'api',
      wording_version: expect.stringMatching(/^w-[0-9a-f]{8}$/),
      withdrawn_at: null,
    })
    expect(res.body.wording).toContain(aiConsentSentence('Liberate'))
    expect(res.body.wording).not.toContain('journal notes')
    const listed = await call('/api/user/consents', pat)
    expect(listed.body.consents[0]).toMatchObject({ id: res.body.id, kind: 'ai_processing' })
    expect(listed.body.ai_processing).toEqual({ offered: true, status: 'agreed', include_journal: false })
  })

  it('with consent and include_journal false: the request holds her ratings and none of her journal text, name or dates', async () => {
    const before = fake.requests.length
    const res = await summarise(pat)
    expect(res.status).toBe(200)
    expect(res.body.source).toBe('openai')
    expect(res.body.summary).toBe('Hi Patricia,\n\nYour energy and mood rose on the days you slept well, and your calmer days followed your best nights.')
    expect(fake.requests.length).toBe(before + 1)
    const sent = JSON.parse(userMessage(fake.requests.at(-1)!))
    expect(sent.check_ins).toHaveLength(8)
    expect(sent.check_ins.map((c: { days_ago: number }) => c.days_ago)).toEqual([7, 6, 5, 4, 3, 2, 1, 0])
    expect(sent.check_ins[7]).toEqual({ days_ago: 0, energy: 8, sleep: 8, mood: 8, stress: 3 })
    const received = receivedSince(before)
    expect(received).not.toContain('Bramble')
    expectNothingOfHerIdentity(received, pat)
  })

  it('identifies each request by a request id, never by her id', async () => {
    const headers = fake.requestHeaders.at(-1)!
    expect(headers['x-client-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(headers['x-client-request-id']).not.toBe(pat.id)
    const body = fake.requests.at(-1)! as ChatRequest & Record<string, unknown>
    expect(body).not.toHaveProperty('user')
    expect(body).not.toHaveProperty('metadata')
  })

  it('with include_journal true: the request holds her journal text', async () => {
    expect((await giveConsent(pat, true)).status).toBe(201)
    const before = fake.requests.length
    const res = await summarise(pat)
    expect(res.body.source).toBe('openai')
    const received = receivedSince(before)
    expect(received).toContain(`${JOURNAL} (1)`)
    expect(received).toContain(`${JOURNAL} (2)`)
    expectNothingOfHerIdentity(received, pat)
    expect((await call('/api/user/consents', pat)).body.ai_processing).toEqual({ offered: true, status: 'agreed', include_journal: true })
  })

  it('after withdrawal: builtin again, and no request reaches OpenAI', async () => {
    const withdrawn = await call('/api/user/consents/withdraw', pat, { body: { kind: 'ai_processing' } })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.message).toBe(WITHDRAW_MESSAGES.ai_processing.withdrawn)
    expect(withdrawn.body.consents.every((c: { status: string; kind: string }) => c.status === 'withdrawn' && c.kind === 'ai_processing')).toBe(true)
    const before = fake.requests.length
    const res = await summarise(pat)
    expect(res.body.source).toBe('builtin')
    expect(fake.requests.length).toBe(before)
    const listed = await call('/api/user/consents', pat)
    expect(listed.body.ai_processing).toEqual({ offered: true, status: 'withdrawn', include_journal: false })
    // Withdrawing twice has nothing left to withdraw.
    const again = await call('/api/user/consents/withdraw', pat, { body: { kind: 'ai_processing' } })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ detail: WITHDRAW_MESSAGES.ai_processing.nothingToWithdraw })
  })

  it('another customer’s consent never lets hers through', async () => {
    const other = await newCustomer({}, server.url)
    expect((await giveConsent(other, true)).status).toBe(201)
    const before = fake.requests.length
    expect((await summarise(pat)).body.source).toBe('builtin')
    expect(fake.requests.length).toBe(before)
  })
})

describe('meal plans and the AI consent', () => {
  async function waitForPlan(customer: TestCustomer, id: string) {
    const deadline = Date.now() + 45_000
    for (;;) {
      const res = await call(`/api/ai/meal-plan/progress/${id}`, customer)
      if (res.body.status === 'complete' || res.body.status === 'failed') return res.body.status as string
      if (Date.now() > deadline) throw new Error(`plan ${id} still ${JSON.stringify(res.body)}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  async function customerWithAssessment(name: string) {
    const customer = await newCustomer({ name }, server.url)
    const [first, last] = name.split(' ')
    const submitted = await call('/api/questionnaire/submit', customer, {
      body: { assessment_type: 'simplified_menopause_assessment', ...validSimplifiedAnswers({ first_name: first, last_name: last, email: customer.email, age: 53 }) },
    })
    expect(submitted.status).toBe(201)
    return customer
  }

  it('without consent: the built-in planner writes the plan and nothing reaches OpenAI', async () => {
    const vera = await customerWithAssessment('Vera Lindqvist')
    const before = fake.requests.length
    const created = await call('/api/ai/meal-plan', vera, { method: 'POST' })
    expect(created.status).toBe(201)
    expect(await waitForPlan(vera, created.body.meal_plan_id)).toBe('complete')
    const plan = await call(`/api/ai/meal-plan/${created.body.meal_plan_id}`, vera)
    expect(plan.body.planner).toBe('builtin')
    expect(fake.requests.length).toBe(before)
  })

  it('with consent: OpenAI writes it from her profile, never her name, e-mail, age, date of birth or id', async () => {
    const wren = await customerWithAssessment('Wren Abernethy')
    expect((await giveConsent(wren, false)).status).toBe(201)
    const before = fake.requests.length
    const created = await call('/api/ai/meal-plan', wren, { method: 'POST' })
    expect(created.status).toBe(201)
    expect(await waitForPlan(wren, created.body.meal_plan_id)).toBe('complete')
    expect((await call(`/api/ai/meal-plan/${created.body.meal_plan_id}`, wren)).body.planner).toBe('openai')
    expect(fake.requests.length).toBe(before + 29)
    const received = receivedSince(before)
    expect(received).toContain('hot_flushes')
    expectNothingOfHerIdentity(received, wren)
    expect(received).not.toMatch(/\b53\b/)
  })

  it('a withdrawal while the recipes are written stops the calls and fails the plan, saying why', async () => {
    const yara = await newCustomer({ name: 'Yara Okafor' }, server.url)
    expect((await giveConsent(yara, false)).status).toBe(201)
    answerDelayMs = 400
    try {
      const before = fake.requests.length
      const created = await call('/api/ai/meal-plan', yara, { method: 'POST' })
      expect(created.status).toBe(201)
      expect((await call('/api/user/consents/withdraw', yara, { body: { kind: 'ai_processing' } })).status).toBe(200)
      const atWithdrawal = fake.requests.length
      expect(await waitForPlan(yara, created.body.meal_plan_id)).toBe('failed')
      const plan = await call(`/api/ai/meal-plan/${created.body.meal_plan_id}`, yara)
      expect(plan.body.failure_reason).toContain(AI_MESSAGES.withdrawnDuringPlan)
      // Only recipes already on their way when she withdrew were sent (at most one pool's worth), not the week's 28.
      expect(fake.requests.length - atWithdrawal).toBeLessThanOrEqual(7)
      expect(fake.requests.length - before).toBeLessThan(29)
      // Her next plan is the app's own.
      const sentBefore = fake.requests.length
      const next = await call('/api/ai/meal-plan', yara, { method: 'POST' })
      expect(next.status).toBe(201)
      expect(await waitForPlan(yara, next.body.meal_plan_id)).toBe('complete')
      expect((await call(`/api/ai/meal-plan/${next.body.meal_plan_id}`, yara)).body.planner).toBe('builtin')
      expect(fake.requests.length).toBe(sentBefore)
    } finally {
      answerDelayMs = 0
    }
  })
})

describe('the consent API refuses what it cannot record', () => {
  it('400 naming the field for an unknown or wrong kind and a missing flag', async () => {
    const zoe = await newCustomer({}, server.url)
    const wrongKind = await call('/api/user/consents', zoe, { body: { kind: 'data_sharing', include_journal: true } })
    expect(wrongKind.status).toBe(400)
    expect(wrongKind.body.detail).toMatch(/^kind: must be ai_processing/)
    const noFlag = await call('/api/user/consents', zoe, { body: { kind: 'ai_processing' } })
    expect(noFlag.status).toBe(400)
    expect(noFlag.body.detail).toBe('include_journal: must be true or false')
    const stringFlag = await call('/api/user/consents', zoe, { body: { kind: 'ai_processing', include_journal: 'yes' } })
    expect(stringFlag.status).toBe(400)
    expect((await call('/api/user/consents', zoe, { rawBody: '{"kind":' })).status).toBe(400)
    const unknown = await call('/api/user/consents/withdraw', zoe, { body: { kind: 'marketing' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.detail).toMatch(/^kind: must be one of: data_sharing, ai_processing/)
    expect((await call('/api/user/consents', zoe)).body.consents).toEqual([])
  })

  it('401 without a session, 405 for other methods', async () => {
    expect((await call('/api/user/consents', null)).status).toBe(401)
    expect((await call('/api/user/consents', null, { body: { kind: 'ai_processing', include_journal: false } })).status).toBe(401)
    expect((await call('/api/user/consents/withdraw', null, { body: { kind: 'ai_processing' } })).status).toBe(401)
    const zoe = await newCustomer({}, server.url)
    expect((await call('/api/user/consents', zoe, { method: 'PUT', body: {} })).status).toBe(405)
    expect((await call('/api/user/consents', zoe, { method: 'DELETE' })).status).toBe(405)
  })
})

describe('her AI consent in the export and on deletion', () => {
  it('the export holds the consent with its words and journal choice; deleting the account removes it', async () => {
    const una = await newCustomer({ name: 'Una Export' }, server.url)
    expect((await giveConsent(una, true)).status).toBe(201)
    const response = await fetch(`${server.url}/api/user/export`, { headers: { Authorization: `Bearer ${una.token}` } })
    expect(response.status).toBe(200)
    const data = JSON.parse(readZip(Buffer.from(await response.arrayBuffer())).get('data.json')!.toString('utf8'))
    expect(data.consents).toHaveLength(1)
    expect(data.consents[0]).toMatchObject({ kind: 'ai_processing', include_journal: true, status: 'agreed', source: 'api' })
    expect(data.consents[0].wording).toContain('Include my journal notes')

    const deleted = await api('/api/user/account', { method: 'DELETE', token: una.token, baseUrl: server.url, body: { password: una.password, confirm: 'DELETE' } })
    expect(deleted.status).toBe(200)
    // Signed in again under the same e-mail, a new account starts with no consent at all.
    const again = await newCustomer({ email: una.email, name: 'Una Again' }, server.url)
    expect((await api('/api/user/consents', { token: again.token, baseUrl: server.url })).body.consents).toEqual([])
  })
})
