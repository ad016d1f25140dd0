import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { api, newCustomer, uniqueEmail } from '../support/api'
import { startServer, type RunningServer } from '../support/server'
import { validSignupAnswers } from '../support/signup-answers'

const ALREADY = 'This email is already registered. Please try logging in instead.'
const FAILED = 'Failed to create account. Please try again.'
const INCOMPLETE = 'Please complete all required fields'

interface ActionResult {
  status: number
  body: any
  /** The session token the answer's cookie carries, if it set one. */
  token: string | null
  retryAfter: string | null
}

/** The signup page's one action, called as the page's fetcher calls it. */
async function signupAction(fields: Record<string, string>, baseUrl = inject('baseUrl'), headers: Record<string, string> = {}): Promise<ActionResult> {
  const response = await fetch(`${baseUrl}/signup-questionnaire?_data=${encodeURIComponent('routes/signup-questionnaire')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('session_token='))
  const token = cookie?.match(/^session_token=([^;]+)/)?.[1] || null
  return { status: response.status, body: await response.json(), token, retryAfter: response.headers.get('Retry-After') }
}

function signup(
  account: { name?: string; email: string; password?: string },
  answers: Record<string, unknown> = validSignupAnswers(),
  baseUrl?: string,
  headers?: Record<string, string>,
) {
  return signupAction(
    { intent: 'signup', name: account.name ?? 'Maya Test', email: account.email, password: account.password ?? 'secret-pass', answers: JSON.stringify(answers) },
    baseUrl,
    headers,
  )
}

async function login(email: string, password: string, baseUrl?: string) {
  return api('/api/auth/login', { body: { email, password }, baseUrl })
}

describe('the signup questionnaire page', () => {
  it('is public, and sends a signed-in customer to the dashboard', async () => {
    const visitor = await fetch(`${inject('baseUrl')}/signup-questionnaire`, { redirect: 'manual' })
    expect(visitor.status).toBe(200)
    expect(await visitor.text()).toContain('Create your account')
    const customer = await newCustomer()
    const signedIn = await fetch(`${inject('baseUrl')}/signup-questionnaire`, { redirect: 'manual', headers: { Cookie: `session_token=${customer.token}` } })
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('Location')).toBe('/dashboard')
  })
})

describe('the signup chain in one action (doc 2 §4 "Signup")', () => {
  it('creates the account with its questionnaire, keeps her signed in and starts the first meal plan', async () => {
    const email = uniqueEmail('signup')
    const res = await signup({ name: 'Maya Anne Test', email })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true, goTo: '/meal-plans' })
    expect(res.token).toBeTruthy()

    const session = await api('/api/auth/session', { headers: { Cookie: `session_token=${res.token}` } })
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ email, name: 'Maya Anne Test', profile_completed: true })

    const history = await api('/api/questionnaire/history', { token: res.token! })
    expect(history.body).toHaveLength(1)
    expect(history.body[0]).toMatchObject({ assessment_type: 'signup_questionnaire', is_baseline: false })
    expect(history.body[0].responses).toMatchObject({
      first_name: 'Maya',
      last_name: 'Anne Test',
      email,
      phone: '+447123456789',
      sweating: { experienced: true, severity: 4 },
      measurement_system: 'Metric',
      weight_kg: 68,
      stress_level: 5,
      top_six_priorities: ['Hot flushes', 'Difficulty sleeping', 'Less physical strength'],
    })

    const plans = await api('/api/ai/meal-plans', { token: res.token! })
    expect(plans.body).toHaveLength(1)
    expect(['generating', 'generating_recipes', 'complete']).toContain(plans.body[0].status)
    // The first plan is made from her symptoms and priorities.
    const summary: string = plans.body[0].plan_data.client_summary
    expect(summary).toContain('hot flushes and night sweats')
    expect(summary).toContain('bone and muscle strength')
    expect(summary).toContain('based on the symptoms in your latest assessment and the health priorities you chose')

    // She can sign in with the password she chose.
    expect((await login(email, 'secret-pass')).status).toBe(200)
  })

  it('answers a registered e-mail with the spec message and changes nothing', async () => {
    const existing = await newCustomer()
    const res = await signup({ email: existing.email.toUpperCase(), password: 'another-pass' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ ok: false, code: 'bad_input', detail: ALREADY })
    expect(res.token).toBeNull()
    expect((await login(existing.email, 'another-pass')).status).toBe(401)
    expect((await api('/api/questionnaire/history', { token: existing.token })).body).toEqual([])
  })

  it.each([
    ['no phone', { phone: '' }],
    ['no consent', { data_consent: [] }],
    ['no measurement system', { measurement_system: undefined }],
    ['no priorities', { top_six_priorities: [] }],
    ['seven priorities', { top_six_priorities: ['Hot flushes', 'Night sweats', 'Brain fog', 'Dry skin', 'Weight gain', 'Low backache', 'Dry eyes or mouth'] }],
    ['a stress level of 7', { stress_level: 7 }],
    ['13 hours of sleep', { sleep_hours: 13 }],
    ['8 active days', { activity_days_per_week: 8 }],
    ['a question the signup does not ask', { taking_hrt: 'Currently using it' }],
  ])('refuses %s, leaving no account behind', async (_name, change) => {
    const email = uniqueEmail('invalid')
    const answers: Record<string, unknown> = { ...validSignupAnswers(), ...change }
    for (const key of Object.keys(answers)) if (answers[key] === undefined) delete answers[key]
    const res = await signup({ email }, answers)
    if (res.status === 200) throw new Error(`accepted: ${JSON.stringify(change)}`)
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe(FAILED)
    expect(res.token).toBeNull()
    expect((await login(email, 'secret-pass')).status).toBe(401)
    // The address is still free: nobody was half signed up.
    expect((await api('/api/auth/register', { body: { name: 'Maya', email, password: 'secret-pass' } })).status).toBe(201)
  })

  it.each([
    ['a 5-character password', { password: '12345' }],
    ['an address that is not an e-mail', { email: 'maya-at-example' }],
    ['no name', { name: ' ' }],
  ])('refuses %s with the general message', async (_name, account) => {
    const res = await signup({ email: uniqueEmail('account'), ...account })
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe(FAILED)
    expect(res.token).toBeNull()
  })

  it('refuses answers that are not a JSON object', async () => {
    const res = await signupAction({ intent: 'signup', name: 'Maya', email: uniqueEmail('json'), password: 'secret-pass', answers: '[1,2' })
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe(FAILED)
  })
})

describe('signing in instead, keeping the answers (doc 2 §8)', () => {
  it('stores the answers with her existing account and starts a plan', async () => {
    const existing = await newCustomer({ name: 'Jo Existing' })
    const res = await signupAction({ intent: 'signin', email: existing.email, password: existing.password, answers: JSON.stringify(validSignupAnswers()) })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true, goTo: '/meal-plans' })
    const history = await api('/api/questionnaire/history', { token: res.token! })
    expect(history.body).toHaveLength(1)
    expect(history.body[0].responses).toMatchObject({ first_name: 'Jo', last_name: 'Existing', email: existing.email })
    expect((await api('/api/ai/meal-plans', { token: res.token! })).body).toHaveLength(1)
  })

  it('answers a wrong password with the sign-in message and stores nothing', async () => {
    const existing = await newCustomer()
    const res = await signupAction({ intent: 'signin', email: existing.email, password: 'not-it', answers: JSON.stringify(validSignupAnswers()) })
    expect(res.status).toBe(401)
    expect(res.body.detail).toBe('Incorrect email or password')
    expect(res.token).toBeNull()
    expect((await api('/api/questionnaire/history', { token: existing.token })).body).toEqual([])
  })

  it('ends the new session again when the answers are refused', async () => {
    const existing = await newCustomer()
    const res = await signupAction({ intent: 'signin', email: existing.email, password: existing.password, answers: JSON.stringify(validSignupAnswers({ phone: '' })) })
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe(INCOMPLETE)
    expect(res.token).toBeNull()
    expect((await api('/api/questionnaire/history', { token: existing.token })).body).toEqual([])
  })
})

describe('the documented calls keep working on their own for API clients', () => {
  const contact = { first_name: 'Api', last_name: 'Client', email: 'api@example.com' }

  it('registers, logs in, submits the signup answers object and generates a meal plan', async () => {
    const email = uniqueEmail('api-chain')
    expect((await api('/api/auth/register', { body: { name: 'Api Client', email, password: 'secret-pass' } })).status).toBe(201)
    const { body } = await login(email, 'secret-pass')
    const token = body.session_token
    const submitted = await api('/api/questionnaire/submit', { token, body: { ...validSignupAnswers(), ...contact, assessment_type: 'signup_questionnaire' } })
    expect(submitted.status).toBe(201)
    expect(submitted.body).toMatchObject({ assessment_type: 'signup_questionnaire', version: '1', is_baseline: false })
    expect((await api('/api/auth/session', { token })).body.user.profile_completed).toBe(true)
    const generated = await api('/api/meal-plan/generate', { token, body: {} })
    expect(generated.status).toBe(201)
    expect(generated.body.meal_plan_id).toBeTruthy()
  })

  it.each([
    ['no phone', { phone: '' }, INCOMPLETE],
    ['no consent', { data_consent: [] }, INCOMPLETE],
    ['no measurement system', { measurement_system: null }, INCOMPLETE],
    ['no stress level', { stress_level: null }, INCOMPLETE],
    ['no priorities', { top_six_priorities: [] }, INCOMPLETE],
    ['no first name', { first_name: '' }, INCOMPLETE],
    ['no email', { email: ' ' }, INCOMPLETE],
    ['a stress level of 7', { stress_level: 7 }, 'Please give a valid answer for: How stressed have you felt over the last month?'],
    ['a system the signup does not name', { measurement_system: 'Imperial (lbs, ft/in)' }, 'Please give a valid answer for: Which units would you like to use?'],
    ['an unknown question', { favourite_colour: 'blue' }, 'Unknown question: favourite_colour'],
  ])('answers 400 for %s, storing nothing', async (_name, change, detail) => {
    const customer = await newCustomer()
    const res = await api('/api/questionnaire/submit', {
      token: customer.token,
      body: { ...validSignupAnswers(), ...contact, ...change, assessment_type: 'signup_questionnaire' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ detail })
    expect((await api('/api/questionnaire/history', { token: customer.token })).body).toEqual([])
  })
})

describe('on a server of its own: no meal plan service, limits at a tenth', () => {
  let server: RunningServer

  beforeAll(async () => {
    // An OpenAI key with nowhere to reach; a new customer has given no AI
    // consent, so her first plan is the app's own and the address is never
    // tried (issue 35). Limits scaled to a tenth: one registration per
    // e-mail, two sign-ins per e-mail an hour.
    server = await startServer({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', RATE_LIMIT_SCALE: '0.1' })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('creates the account, keeps her signed in and sends her to the meal plans, the first made by the app without AI', async () => {
    const email = uniqueEmail('no-plan')
    const res = await signup({ email }, validSignupAnswers(), server.url)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true, goTo: '/meal-plans' })
    const session = await api('/api/auth/session', { token: res.token!, baseUrl: server.url })
    expect(session.body.user).toMatchObject({ email, profile_completed: true })
    const plans = await api('/api/ai/meal-plans', { token: res.token!, baseUrl: server.url })
    expect(plans.body).toHaveLength(1)
    expect(plans.body[0].status).not.toBe('failed')
    expect((await api(`/api/ai/meal-plan/${plans.body[0].id}`, { token: res.token!, baseUrl: server.url })).body.planner).toBe('builtin')
    expect((await api('/api/questionnaire/history', { token: res.token!, baseUrl: server.url })).body).toHaveLength(1)
  })

  it('counts a signup as a registration: past the limit it is refused with the limit\'s own detail and Retry-After', async () => {
    const email = uniqueEmail('limited')
    const headers = { 'X-Forwarded-For': '203.0.113.201' }
    expect((await signup({ email }, validSignupAnswers(), server.url, headers)).status).toBe(200)
    const again = await signup({ email }, validSignupAnswers(), server.url, headers)
    expect(again.status).toBe(429)
    expect(again.body.detail).toMatch(/^Too many sign-up attempts for this e-mail address\. Please try again in \d+ (minute|hour)s?\.$/)
    expect(Number(again.retryAfter)).toBeGreaterThan(0)
  })

  it('counts signing in to keep the answers as a sign-in', async () => {
    const existing = await newCustomer({}, server.url)
    const headers = { 'X-Forwarded-For': '203.0.113.202' }
    const attempt = () =>
      signupAction({ intent: 'signin', email: existing.email, password: 'not-it', answers: JSON.stringify(validSignupAnswers()) }, server.url, headers)
    expect((await attempt()).status).toBe(401)
    let last = await attempt()
    for (let i = 0; i < 3 && last.status === 401; i++) last = await attempt()
    expect(last.status).toBe(429)
    expect(Number(last.retryAfter)).toBeGreaterThan(0)
  })
})
