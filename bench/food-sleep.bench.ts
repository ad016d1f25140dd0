/**
 * The food and sleep analytics for a Liberate+ customer with a year of logs
 * (4 meals a day, hours and quality every night, a check-in every day): the
 * median and p95 of sequential requests against the real server (temporary
 * SQLite), after warm-up. Seeds the year through the documented API.
 */
import { performance } from 'node:perf_hooks'

import { startServer } from '../tests/support/server'
import { call, percentile } from './support'

const DAYS = 365
const RUNS = 60
const WARM_UP = 5
const DAY_MS = 24 * 60 * 60 * 1000
const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const

async function measure(label: string, run: () => Promise<unknown>, runs = RUNS) {
  for (let i = 0; i < WARM_UP; i++) await run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(58)} median ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   max ${times[times.length - 1].toFixed(1).padStart(6)} ms   (${runs} requests)`,
  )
}

const server = await startServer()
try {
  const base = server.url
  const email = `bench-${Date.now()}@example.com`
  await call(base, '/api/auth/register', { body: { name: 'Bench Customer', email, password: 'bench-password' } })
  const { session_token: token } = await call(base, '/api/auth/login', { body: { email, password: 'bench-password' } })
  await call(base, `/api/admin/upgrade-user-tier?${new URLSearchParams({ user_email: email, new_tier: 'Liberate+' })}`, { token, method: 'POST' })
  await call(base, '/api/ai/meal-plan', { token, method: 'POST' })

  const seedStart = performance.now()
  const now = Date.now()
  for (let i = 0; i < DAYS; i++) {
    const date = new Date(now - i * DAY_MS).toISOString().slice(0, 10)
    const dayStart = Date.parse(`${date}T00:00:00Z`)
    await call(base, '/api/checkin/submit', {
      token,
      body: { date, energy_level: 1 + (i % 10), sleep_quality: 1 + ((i * 3) % 10), stress_level: 1 + ((i * 7) % 10), mood: 1 + ((i * 5) % 10) },
    })
    for (const [m, meal] of MEALS.entries()) {
      const eatenAt = dayStart + (7 + m * 4) * 3600_000
      if (eatenAt > now) continue
      await call(base, '/api/food-log', {
        token,
        body: {
          meal_type: meal,
          from_meal_plan: (i + m) % 3 === 0,
          eaten_at: new Date(eatenAt).toISOString(),
          food_items: [
            { name: `${meal} main ${i}`, portion_size: 'Medium', calories: 250 + m * 80 },
            { name: 'Side', portion_size: 'Small', calories: m === 3 ? null : 90, notes: i % 5 === 0 ? 'Ate slowly' : null },
          ],
        },
      })
    }
    if (i > 0) {
      const recorded_at = `${date}T06:30:00+00:00`
      await call(base, '/api/wearable-data', { token, body: { data_type: 'sleep', value: 5 + (i % 7) * 0.5, unit: 'hours', recorded_at, source: 'manual' } })
      await call(base, '/api/wearable-data', { token, body: { data_type: 'sleep_quality', value: 1 + ((i * 3) % 10), unit: 'score', recorded_at, source: 'manual' } })
    }
  }
  console.log(`seeded ${DAYS} days (about ${DAYS * 4} food logs, ${(DAYS - 1) * 2} sleep records, ${DAYS} check-ins) through the API in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)

  const monday = new Date(now - (((new Date(now).getUTCDay() + 6) % 7) * DAY_MS))
  const weekStart = `${monday.toISOString().slice(0, 10)}T00:00:00Z`
  const summary = await call(base, `/api/food-log/weekly-summary?week_start=${encodeURIComponent(weekStart)}`, { token })
  console.log(`this week: ${summary.total_food_logs} logs, ${summary.from_meal_plan} from the plan, adherence ${summary.adherence_rate}%`)

  await measure('GET /api/food-log/weekly-summary', () => call(base, `/api/food-log/weekly-summary?week_start=${encodeURIComponent(weekStart)}`, { token }))
  await measure('GET /api/food-log (last 7 days)', () => call(base, '/api/food-log', { token }))
  await measure('GET /api/food-log (92 days, up to 500 logs)', () =>
    call(base, `/api/food-log?start_date=${new Date(now - 91 * DAY_MS).toISOString().slice(0, 10)}&end_date=${new Date(now).toISOString().slice(0, 10)}`, { token }),
  )
  await measure('GET /api/wearable-data?data_type=sleep&days=7', () => call(base, '/api/wearable-data?data_type=sleep&days=7', { token }))
  await measure('GET /api/wearable-data?data_type=sleep&days=14', () => call(base, '/api/wearable-data?data_type=sleep&days=14', { token }))
  await measure('GET /food-logging (page: analytics, quick log, recent)', () => call(base, '/food-logging', { token, cookie: true }))
  await measure('GET /sleep-tracking (page: analytics, history, sleep-day relation)', () => call(base, '/sleep-tracking', { token, cookie: true }))
  await measure('POST /api/ai/progress-summary (built-in, with sleep relation)', () => call(base, '/api/ai/progress-summary', { token, method: 'POST' }), 20)
} finally {
  await server.stop()
}
