import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MEAL_PLAN_DAYS, MEAL_TYPES } from '../../app/domain/constants'
import { mealPlanResponder } from '../fakes/meal-plan-responder'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { api, failedWith, giveAiConsent, newCustomer, staffRequest, staffToken, type TestCustomer } from '../support/api'
import { startServer, type RunningServer } from '../support/server'

const ROUTES_GET = ['/api/ai/meal-plans', '/api/ai/meal-plan/progress/', '/api/ai/meal-plan/']
const UNKNOWN_ID = '5b0e8d1e-7a55-4d6b-9a9f-0c1d2e3f4a5b'

async function waitForPlan(id: string, token: string, baseUrl?: string, until = (b: any) => b.status === 'complete' || b.status === 'failed') {
  const deadline = Date.now() + 45_000
  for (;;) {
    const res = await api(`/api/ai/meal-plan/progress/${id}`, { token, baseUrl })
    expect(res.status).toBe(200)
    if (until(res.body)) return res.body as { progress: number; status: string }
    if (Date.now() > deadline) throw new Error(`plan ${id} still ${JSON.stringify(res.body)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

function expectFullWeek(recipes: any[]) {
  expect(recipes).toHaveLength(28)
  const slots = new Set(recipes.map((r) => `${r.day}|${r.meal_type}`))
  expect(slots.size).toBe(28)
  for (const day of MEAL_PLAN_DAYS) for (const meal of MEAL_TYPES) expect(slots.has(`${day}|${meal}`)).toBe(true)
  for (const r of recipes) {
    expect(r.name).toBeTruthy()
    expect(r.why_helps).toBeTruthy()
    expect(r.ingredients.length).toBeGreaterThan(0)
    expect(r.instructions.length).toBeGreaterThan(0)
    expect(r.nutrition).toMatchObject({ servings: expect.any(Number), calories: expect.any(Number), protein: expect.any(Number) })
    expect(r.key_nutrients.length).toBeGreaterThan(0)
    expect(r.meal_prep_tip).toBeTruthy()
  }
}

describe('meal plans on the built-in planner (no OpenAI key)', () => {
  let alice: TestCustomer
  let bob: TestCustomer
  let planId: string

  beforeAll(async () => {
    alice = await newCustomer()
    bob = await newCustomer()
  })

  it('needs a session on every route', async () => {
    expect((await api('/api/ai/meal-plan', { method: 'POST' })).status).toBe(401)
    expect((await api('/api/meal-plan/generate', { method: 'POST' })).status).toBe(401)
    for (const route of ROUTES_GET) {
      const res = await api(route.endsWith('/') ? `${route}${UNKNOWN_ID}` : route)
      expect(res.status).toBe(401)
      expect(res.body.detail).toBeTruthy()
    }
    expect((await api('/api/ai/meal-plan', { method: 'POST', token: 'not-a-session' })).status).toBe(401)
  })

  it('generates the overview, then all 28 recipes in the background', async () => {
    const created = await api('/api/ai/meal-plan', { method: 'POST', token: alice.token })
    expect(created.status).toBe(201)
    planId = created.body.meal_plan_id
    expect(planId).toEqual(expect.any(String))
    const overview = created.body.overview
    expect(overview.client_summary).toContain('7-day plan')
    for (const day of MEAL_PLAN_DAYS) {
      for (const meal of MEAL_TYPES) {
        expect(overview.weekly_overview[day][meal]).toMatchObject({
          name: expect.any(String),
          calories: expect.any(Number),
          protein: expect.any(Number),
          prep_time: expect.any(Number),
          why_helps: expect.any(String),
        })
      }
    }
    expect(Object.keys(overview.shopping_list).length).toBeGreaterThan(3)

    const done = await waitForPlan(planId, alice.token)
    expect(done).toEqual({ status: 'complete', progress: 100 })

    const plan = await api(`/api/ai/meal-plan/${planId}`, { token: alice.token })
    expect(plan.status).toBe(200)
    expect(plan.body).toMatchObject({ id: planId, status: 'complete', progress: 100, created_at: expect.any(String) })
    expectFullWeek(plan.body.detailed_recipes)
    expect(plan.body.detailed_recipes[0]).toMatchObject({ day: 'monday', meal_type: 'breakfast' })
    // The overview names the same dishes the recipes describe.
    for (const r of plan.body.detailed_recipes) expect(plan.body.plan_data.weekly_overview[r.day][r.meal_type].name).toBe(r.name)
  })

  it('stores each recipe as its own record, never rewriting the plan with all of them', async () => {
    const token = await staffToken()
    const records = await staffRequest(`/meal-plan-recipes?where[meal_plan][equals]=${planId}&limit=100&depth=0`, { token })
    expect(records.status).toBe(200)
    expect(records.body.totalDocs).toBe(28)
    const slots = new Set(records.body.docs.map((d: any) => `${d.day}|${d.meal_type}`))
    expect(slots.size).toBe(28)
    for (const d of records.body.docs) expect(d.customer).toBe(alice.id)
    // The plan itself holds no copy of the recipes, only how many are ready.
    const stored = await staffRequest(`/meal-plans/${planId}?depth=0`, { token })
    expect(stored.body.detailed_recipes ?? null).toBeNull()
    expect(stored.body.recipes_ready).toBe(28)
  })

  it('lists plans newest first as a bare array', async () => {
    const second = await api('/api/meal-plan/generate', { method: 'POST', token: alice.token })
    expect(second.status).toBe(201)
    await waitForPlan(second.body.meal_plan_id, alice.token)
    const list = await api('/api/ai/meal-plans', { token: alice.token })
    expect(list.status).toBe(200)
    expect(Array.isArray(list.body)).toBe(true)
    expect(list.body.map((p: any) => p.id)).toEqual([second.body.meal_plan_id, planId])
    expect(list.body[0]).toMatchObject({ status: 'complete', progress: 100, recipes_ready: 28, plan_data: expect.any(Object) })
    // A customer's second plan is different from the first.
    const first = await api(`/api/ai/meal-plan/${planId}`, { token: alice.token })
    const again = await api(`/api/ai/meal-plan/${second.body.meal_plan_id}`, { token: alice.token })
    expect(again.body.detailed_recipes.map((r: any) => r.name)).not.toEqual(first.body.detailed_recipes.map((r: any) => r.name))
  })

  it('allows 2 plans a calendar month on the base tier, then answers 403 with how to get more', async () => {
    const third = await api('/api/ai/meal-plan', { method: 'POST', token: alice.token })
    expect(third.status).toBe(403)
    expect(third.body.detail).toContain('2 AI meal plans per calendar month')
    expect(third.body.detail).toContain('Liberate+')
    expect(third.body.detail).toContain('Liberate+ has unlimited meal plans.')
    const viaSignup = await api('/api/meal-plan/generate', { method: 'POST', token: alice.token })
    expect(viaSignup.status).toBe(403)
  })

  it('gives the plus tier unlimited plans', async () => {
    const carol = await newCustomer()
    const patched = await staffRequest(`/customers/${carol.id}`, { method: 'PATCH', body: { tier: 'plus' }, token: await staffToken() })
    expect(patched.status).toBe(200)
    for (let i = 0; i < 3; i++) {
      const res = await api('/api/ai/meal-plan', { method: 'POST', token: carol.token })
      expect(res.status).toBe(201)
      await waitForPlan(res.body.meal_plan_id, carol.token)
    }
    expect((await api('/api/ai/meal-plans', { token: carol.token })).body).toHaveLength(3)
  })

  it('hides another customer’s plan: 404 on the plan and its progress', async () => {
    expect((await api(`/api/ai/meal-plan/${planId}`, { token: bob.token })).status).toBe(404)
    expect((await api(`/api/ai/meal-plan/progress/${planId}`, { token: bob.token })).status).toBe(404)
    expect((await api('/api/ai/meal-plans', { token: bob.token })).body).toEqual([])
  })

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id', '123', "1' OR '1'='1"]) {
      const plan = await api(`/api/ai/meal-plan/${encodeURIComponent(id)}`, { token: alice.token })
      expect(plan.status).toBe(404)
      expect(plan.body.detail).toBe('Meal plan not found')
      expect((await api(`/api/ai/meal-plan/progress/${encodeURIComponent(id)}`, { token: alice.token })).status).toBe(404)
    }
  })

  it('rejects a body that is not an empty JSON object', async () => {
    const dave = await newCustomer()
    for (const path of ['/api/ai/meal-plan', '/api/meal-plan/generate']) {
      const malformed = await api(path, { method: 'POST', token: dave.token, rawBody: '{"oops' })
      expect(malformed.status).toBe(400)
      expect(malformed.body.detail).toBe('Request body must be valid JSON')
      expect((await api(path, { method: 'POST', token: dave.token, rawBody: '[]' })).status).toBe(400)
      expect((await api(path, { method: 'POST', token: dave.token, rawBody: '"text"' })).status).toBe(400)
      const extra = await api(path, { method: 'POST', token: dave.token, body: { days: 3 } })
      expect(extra.status).toBe(400)
    }
    expect((await api('/api/ai/meal-plans', { token: dave.token })).body).toEqual([])
  })

  it('answers 405 for the wrong method', async () => {
    expect((await api('/api/ai/meal-plan', { token: alice.token })).status).toBe(405)
    expect((await api('/api/meal-plan/generate', { token: alice.token })).status).toBe(405)
    expect((await api('/api/ai/meal-plans', { method: 'POST', token: alice.token })).status).toBe(405)
    expect((await api(`/api/ai/meal-plan/${planId}`, { method: 'DELETE', token: alice.token })).status).toBe(405)
    expect((await api(`/api/ai/meal-plan/progress/${planId}`, { method: 'POST', token: alice.token })).status).toBe(405)
  })
})

describe('meal plans with OpenAI (local fake)', () => {
  let fake: FakeOpenAI
  let server: RunningServer

  beforeAll(async () => {
    fake = await startFakeOpenAI(mealPlanResponder, { delayMs: 250 })
    server = await startServer({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url })
  })

  afterAll(async () => {
    await server?.stop()
    await fake?.stop()
  })

  it('writes the model’s overview, then its 28 recipes concurrently with a bounded pool', async () => {
    const erin = await newCustomer({}, server.url)
    await giveAiConsent(erin, server.url)
    const created = await api('/api/ai/meal-plan', { method: 'POST', token: erin.token, baseUrl: server.url })
    expect(created.status).toBe(201)
    expect(created.body.overview.client_summary).toMatch(/^Model plan\./)
    const id = created.body.meal_plan_id

    // One at a time: a second request while recipes are generating is refused.
    const second = await api('/api/ai/meal-plan', { method: 'POST', token: erin.token, baseUrl: server.url })
    expect(second.status).toBe(409)
    expect(second.body.detail).toContain('already being generated')

    const seen = new Set<number>()
    await waitForPlan(id, erin.token, server.url, (b) => {
      seen.add(b.progress)
      return b.status === 'complete'
    })
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true)
    const plan = await api(`/api/ai/meal-plan/${id}`, { token: erin.token, baseUrl: server.url })
    expectFullWeek(plan.body.detailed_recipes)
    const calls = fake.requests.filter((r) => r.messages.some((m) => m.content.includes('recipe for')))
    expect(calls).toHaveLength(28)
    expect(fake.stats.maxInFlight).toBeGreaterThan(1)
    expect(fake.stats.maxInFlight).toBeLessThanOrEqual(7)
    // The shopping list is merged from the recipes once they exist.
    const eggs = Object.values(plan.body.plan_data.shopping_list).flat().filter((i: any) => i.item === 'Eggs')
    expect(eggs.length).toBeLessThanOrEqual(1)
  })
})

describe('meal plan failures with OpenAI', () => {
  let fake: FakeOpenAI
  let server: RunningServer

  beforeAll(async () => {
    // Overviews succeed; every recipe answer is malformed, so validation fails on each try.
    fake = await startFakeOpenAI((request) =>
      request.response_format?.json_schema?.name === 'meal_plan_recipe' ? { name: 'broken' } : mealPlanResponder(request),
    )
    server = await startServer({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url })
  })

  afterAll(async () => {
    await server?.stop()
    await fake?.stop()
  })

  it('marks the plan failed with a reason, never leaves it spinning, and frees the customer to try again', async () => {
    const fay = await newCustomer({}, server.url)
    await giveAiConsent(fay, server.url)
    const created = await api('/api/ai/meal-plan', { method: 'POST', token: fay.token, baseUrl: server.url })
    expect(created.status).toBe(201)
    const done = await waitForPlan(created.body.meal_plan_id, fay.token, server.url)
    expect(done.status).toBe('failed')
    const plan = await api(`/api/ai/meal-plan/${created.body.meal_plan_id}`, { token: fay.token, baseUrl: server.url })
    expect(plan.body.failure_reason).toMatch(/^Recipes:/)
    // Each recipe was retried before giving up.
    expect(fake.requests.filter((r) => r.response_format?.json_schema?.name === 'meal_plan_recipe').length).toBeGreaterThanOrEqual(3)
    // Failed plans neither block nor count against the allowance.
    for (let i = 0; i < 2; i++) {
      const again = await api('/api/ai/meal-plan', { method: 'POST', token: fay.token, baseUrl: server.url })
      expect(again.status).toBe(201)
      expect((await waitForPlan(again.body.meal_plan_id, fay.token, server.url)).status).toBe('failed')
    }
  })

  it('answers 502 with the spec’s message when the overview cannot be generated', async () => {
    const broken = await startFakeOpenAI(() => ({ nonsense: true }))
    const other = await startServer({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: broken.url })
    try {
      const gus = await newCustomer({}, other.url)
      await giveAiConsent(gus, other.url)
      const res = await api('/api/ai/meal-plan', { method: 'POST', token: gus.token, baseUrl: other.url })
      expect(res.status).toBe(502)
      expect(res.body).toEqual(failedWith('Failed to generate meal plan. Please try again.'))
      const list = await api('/api/ai/meal-plans', { token: gus.token, baseUrl: other.url })
      expect(list.body).toHaveLength(1)
      expect(list.body[0].status).toBe('failed')
    } finally {
      await other.stop()
      await broken.stop()
    }
  })
})

describe('a restart during generation', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liberate-restart-'))
  let fake: FakeOpenAI

  beforeAll(async () => {
    fake = await startFakeOpenAI(mealPlanResponder, { delayMs: 400 })
  })

  afterAll(async () => {
    await fake?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('resumes and completes the plan', async () => {
    const settings = { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, DATA_DIR: dataDir }
    const first = await startServer(settings)
    let customer: TestCustomer
    let id: string
    try {
      customer = await newCustomer({}, first.url)
      await giveAiConsent(customer, first.url)
      const created = await api('/api/ai/meal-plan', { method: 'POST', token: customer.token, baseUrl: first.url })
      expect(created.status).toBe(201)
      id = created.body.meal_plan_id
      const partway = await waitForPlan(id, customer.token, first.url, (b) => b.progress > 0)
      expect(partway.status).toBe('generating_recipes')
      expect(partway.progress).toBeLessThan(100)
    } finally {
      await first.stop()
    }

    const second = await startServer(settings)
    try {
      const done = await waitForPlan(id!, customer!.token, second.url)
      expect(done).toEqual({ status: 'complete', progress: 100 })
      const plan = await api(`/api/ai/meal-plan/${id!}`, { token: customer!.token, baseUrl: second.url })
      expectFullWeek(plan.body.detailed_recipes)
    } finally {
      await second.stop()
    }
  })
})
