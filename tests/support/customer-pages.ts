import { randomUUID } from 'node:crypto'

import { validAnswers } from './comprehensive-answers'
import { STAFF } from './server'
import { validSimplifiedAnswers } from './simplified-answers'

/**
 * Every customer page, and customers whose data fills them, for the checks
 * that look at all of them (tests/api/html-validity.test.ts and
 * tests/e2e/accessibility.spec.ts). Plain `fetch` against `baseUrl`, so both
 * the API project and Playwright use it.
 */

export interface SeededCustomer {
  id: string
  name: string
  email: string
  password: string
  token: string
}

const DAY = 24 * 60 * 60 * 1000

/** Her calendar day `daysAgo` days before today, in Europe/London (the zone the pages use by default). */
function londonDay(daysAgo: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.now() - daysAgo * DAY))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

async function call<T = unknown>(baseUrl: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST')
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

export async function registerCustomer(baseUrl: string, name: string): Promise<SeededCustomer> {
  const email = `pages-${randomUUID().slice(0, 8)}@example.com`
  const password = 'correct-horse'
  await call(baseUrl, '/api/auth/register', { body: { name, email, password } })
  const login = await call<{ session_token: string; user: { id: string } }>(baseUrl, '/api/auth/login', { body: { email, password } })
  return { id: login.user.id, name, email, password, token: login.session_token }
}

/** Generates a meal plan with the built-in planner (no OpenAI key) and waits until every recipe exists. */
async function completeMealPlan(baseUrl: string, token: string): Promise<void> {
  const { meal_plan_id } = await call<{ meal_plan_id: string }>(baseUrl, '/api/ai/meal-plan', { method: 'POST', token })
  for (let i = 0; i < 120; i++) {
    const { status } = await call<{ status: string }>(baseUrl, `/api/ai/meal-plan/progress/${meal_plan_id}`, { token })
    if (status === 'complete') return
    if (status === 'failed') throw new Error('the meal plan failed')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the meal plan did not complete')
}

export interface PagesFixture {
  /** A new Liberate customer with nothing yet: empty states, the assessment's first page, the upsells, checkout. */
  fresh: SeededCustomer
  /** A Liberate+ customer with a week of check-ins, each kind of assessment, a meal plan, a shopping list, food, sleep, treatments. */
  full: SeededCustomer
  /** A library item of each format the starter library has, opened by the full customer. */
  contentPaths: string[]
  /** The demo checkout of the fresh customer's upgrade, and its payment-success page. */
  checkoutPaths: string[]
}

export async function seedPagesFixture(baseUrl: string): Promise<PagesFixture> {
  const fresh = await registerCustomer(baseUrl, 'Maya Fresh')
  const full = await registerCustomer(baseUrl, 'Ruth Plenty')
  await call(baseUrl, `/api/admin/upgrade-user-tier?${new URLSearchParams({ user_email: full.email, new_tier: 'Liberate+' })}`, { method: 'POST', token: full.token })

  const token = full.token
  for (let i = 0; i < 7; i++) {
    await call(baseUrl, '/api/checkin/submit', {
      token,
      body: { date: londonDay(i), energy_level: 4 + (i % 4), sleep_quality: 7 - (i % 3), stress_level: 3 + (i % 5), mood: 6, journal_entry: i === 1 ? 'A walk at lunch' : null },
    })
  }
  await call(baseUrl, '/api/questionnaire/submit', { token, body: { ...validAnswers(), user_id: full.id, assessment_type: 'comprehensive_menopause_assessment' } })
  await call(baseUrl, '/api/questionnaire/submit', { token, body: { ...validSimplifiedAnswers(), user_id: full.id, assessment_type: 'simplified_menopause_assessment' } })
  await call(baseUrl, '/api/treatments', { token, body: { kind: 'hrt', name: 'Oestrogel', route: 'gel', dose: '2 pumps daily', started_on: londonDay(120) } })
  await call(baseUrl, '/api/bleeding', { token, body: { date: londonDay(3), flow: 'light' } })
  await call(baseUrl, '/api/food-log', { token, body: { meal_type: 'lunch', food_items: [{ name: 'Lentil soup', portion_size: 'Large', calories: 320, notes: 'with bread' }] } })
  for (let i = 1; i <= 3; i++) {
    const recorded_at = `${londonDay(i)}T07:00:00+01:00`
    await call(baseUrl, '/api/wearable-data', { token, body: { data_type: 'sleep', value: 6.5 + i / 4, unit: 'hours', recorded_at, source: 'manual' } })
    await call(baseUrl, '/api/wearable-data', { token, body: { data_type: 'sleep_quality', value: 5 + i, unit: 'score', recorded_at, source: 'manual' } })
  }
  await completeMealPlan(baseUrl, token)
  await call(baseUrl, '/api/shopping-list/generate', { method: 'POST', token, body: {} })

  const { items } = await call<{ items: { id: string; format: string; locked?: boolean }[] }>(baseUrl, '/api/content', { token })
  const byFormat = new Map<string, string>()
  for (const item of items) if (!byFormat.has(item.format)) byFormat.set(item.format, item.id)
  if (byFormat.size === 0) throw new Error('the library is empty')
  // A rating, so the library's cards and the item show their rating summary.
  const [first] = byFormat.values()
  await call(baseUrl, `/api/content/${first}/rating`, { method: 'PUT', token, body: { rating: 4 } })
  // A member of staff opens her record, so her account shows who has seen it.
  const staff = await call<{ token: string }>(baseUrl, '/cms-api/users/login', { body: STAFF })
  await call(baseUrl, `/api/admin/customers/${full.id}/details`, { token: staff.token })

  const checkout = await call<{ url: string; session_id: string }>(baseUrl, '/api/payments/checkout', {
    token: fresh.token,
    body: { tier: 'Liberate+', origin_url: baseUrl },
  })

  return {
    fresh,
    full,
    contentPaths: [...byFormat.values()].map((id) => `/content/${id}`),
    checkoutPaths: [new URL(checkout.url).pathname, `/payment-success?session_id=${checkout.session_id}`],
  }
}

export type Visitor = 'visitor' | 'fresh' | 'full'

export interface CustomerPage {
  /** Who opens it: no session, the new customer, or the one with data. */
  who: Visitor
  path: string
  /** The status the page answers with (a missing page 404, a broken unsubscribe link 400). */
  status: number
}

/**
 * Every customer page, each as the customer it matters to. `resetPath` is a
 * live password-reset link's path (`/reset-password?token=…`), read from the
 * e-mail by the caller.
 */
export function customerPages(fixture: PagesFixture, resetPath: string): CustomerPage[] {
  const visitor = [
    '/',
    '/privacy',
    '/support',
    '/signup-questionnaire',
    '/reset-password',
    resetPath,
    '/reset-password?token=no-longer-a-live-link',
    '/unsubscribe?token=not-a-signed-link',
    '/no-such-page',
  ]
  const fresh = [
    '/dashboard',
    '/questionnaire',
    '/progress',
    '/meal-plans',
    '/grocery-list',
    '/food-logging',
    '/sleep-tracking',
    '/upgrades',
    ...fixture.checkoutPaths,
  ]
  const full = [
    '/dashboard',
    '/checkin',
    '/progress',
    // Her assessment is too recent to retake: the assessment opens on its history.
    '/questionnaire',
    '/questionnaire?view=results',
    '/simple-questionnaire',
    '/test-questionnaire',
    '/meal-plans',
    '/grocery-list',
    '/content',
    ...fixture.contentPaths,
    '/food-logging',
    '/sleep-tracking',
    '/treatments',
    '/flushes',
    '/upgrades',
    '/billing',
    '/account',
    '/privacy',
    '/no-such-page',
  ]
  const statusOf = (path: string) => (path === '/no-such-page' ? 404 : path.startsWith('/unsubscribe') ? 400 : 200)
  return [
    ...visitor.map((path) => ({ who: 'visitor' as const, path, status: statusOf(path) })),
    ...fresh.map((path) => ({ who: 'fresh' as const, path, status: statusOf(path) })),
    ...full.map((path) => ({ who: 'full' as const, path, status: statusOf(path) })),
  ]
}
