/**
 * Meal plan generation speed.
 * 1. The built-in planner: time to build a full plan (overview and 28 recipes).
 * 2. With a local fake OpenAI that answers every call after a fixed delay L:
 *    the wall time on a real server from POST /api/ai/meal-plan to a complete
 *    plan (overview plus 28 recipes, all saved), as a multiple of L. One call
 *    after another would be 29 × L; the bounded pool should make it about
 *    (1 + ceil(28 / MEAL_PLAN_RECIPE_CONCURRENCY)) × L.
 */
import { performance } from 'node:perf_hooks'

import { MEAL_PLAN_RECIPE_CONCURRENCY } from '../app/domain/constants'
import { buildBuiltinPlan } from '../app/domain/meal-plans/planner'
import type { MealPlanProfile } from '../app/domain/meal-plans/types'
import { mealPlanResponder } from '../tests/fakes/meal-plan-responder'
import { startFakeOpenAI } from '../tests/fakes/openai'
import { startServer } from '../tests/support/server'

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function builtinPlanner() {
  const runs: number[] = []
  for (let i = 0; i < 60; i++) {
    const profile: MealPlanProfile = {
      diets: i % 3 === 0 ? ['vegetarian'] : [],
      concerns: { hot_flushes: 0.8, sleep: 0.5 },
      symptoms: ['hot_flushes'],
      checkins: { count: 7, energy_level: 5, sleep_quality: 4, stress_level: 6, mood: 6 },
      seed: `bench:${i}`,
    }
    const start = performance.now()
    const plan = buildBuiltinPlan(profile)
    runs.push(performance.now() - start)
    if (plan.recipes.length !== 28) throw new Error('expected 28 recipes')
  }
  console.log(`built-in planner, full plan with 28 recipes: median ${median(runs).toFixed(2)} ms, max ${Math.max(...runs).toFixed(2)} ms (60 runs)`)
}

async function api(baseUrl: string, path: string, init: { method?: string; token?: string } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.method === 'POST' ? (path.includes('/auth/') ? undefined : '{}') : undefined,
  })
  return { status: response.status, body: (await response.json()) as any }
}

async function fakeOpenAIWallTime(delayMs: number) {
  const fake = await startFakeOpenAI(mealPlanResponder, { delayMs })
  const server = await startServer({ OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: fake.url })
  try {
    const email = `bench-${Date.now()}@example.com`
    const password = 'correct-horse'
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    await post('/api/auth/register', { name: 'Bench', email, password })
    const { session_token: token } = (await (await post('/api/auth/login', { email, password })).json()) as { session_token: string }
    // Nothing of hers reaches OpenAI without her AI consent (issue 35).
    await fetch(`${server.url}/api/user/consents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ kind: 'ai_processing', include_journal: false }),
    })

    const start = performance.now()
    const created = await api(server.url, '/api/ai/meal-plan', { method: 'POST', token })
    if (created.status !== 201) throw new Error(`generate failed: ${created.status} ${JSON.stringify(created.body)}`)
    const overviewMs = performance.now() - start
    for (;;) {
      const progress = await api(server.url, `/api/ai/meal-plan/progress/${created.body.meal_plan_id}`, { token })
      if (progress.body.status === 'complete') break
      if (progress.body.status === 'failed') throw new Error('plan failed')
      await new Promise((r) => setTimeout(r, 20))
    }
    const totalMs = performance.now() - start
    console.log(
      `fake OpenAI, L = ${delayMs} ms: overview ${overviewMs.toFixed(0)} ms (${(overviewMs / delayMs).toFixed(2)} × L); ` +
        `overview + 28 recipes ${totalMs.toFixed(0)} ms = ${(totalMs / delayMs).toFixed(2)} × L ` +
        `(sequential would be 29 × L; pool of ${MEAL_PLAN_RECIPE_CONCURRENCY}, most calls in flight at once: ${fake.stats.maxInFlight})`,
    )
  } finally {
    await server.stop()
    await fake.stop()
  }
}

await builtinPlanner()
await fakeOpenAIWallTime(500)
