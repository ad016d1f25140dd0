/**
 * GET /api/user/dashboard for a customer with 365 check-ins: the median and
 * p95 of 100 sequential requests against the real server (temporary SQLite),
 * after 10 warm-up requests. Seeds the year of check-ins through the API.
 */
import { performance } from 'node:perf_hooks'

import { startServer } from '../tests/support/server'
import { call, percentile } from './support'

const DAYS = 365
const RUNS = 100
const WARM_UP = 10
const DAY_MS = 24 * 60 * 60 * 1000

const server = await startServer()
try {
  const base = server.url
  const email = `bench-${Date.now()}@example.com`
  await call(base, '/api/auth/register', { body: { name: 'Bench Customer', email, password: 'bench-password' } })
  const { session_token: token } = await call(base, '/api/auth/login', { body: { email, password: 'bench-password' } })

  const seedStart = performance.now()
  for (let i = 0; i < DAYS; i++) {
    await call(base, '/api/checkin/submit', {
      token,
      body: {
        date: new Date(Date.now() - i * DAY_MS).toISOString().slice(0, 10),
        energy_level: 1 + (i % 10),
        sleep_quality: 1 + ((i * 3) % 10),
        stress_level: 1 + ((i * 7) % 10),
        mood: 1 + ((i * 5) % 10),
        journal_entry: i % 3 === 0 ? `Day ${i}: a walk, an early night and less caffeine.` : null,
      },
    })
  }
  console.log(`seeded ${DAYS} check-ins through the API in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)

  const check = await call(base, '/api/user/dashboard', { token })
  if (check.total_checkins !== DAYS || check.streak !== DAYS) {
    throw new Error(`unexpected dashboard: total ${check.total_checkins}, streak ${check.streak}`)
  }

  for (let i = 0; i < WARM_UP; i++) await call(base, '/api/user/dashboard', { token })
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await call(base, '/api/user/dashboard', { token })
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  console.log(`GET /api/user/dashboard, ${DAYS} check-ins (streak ${check.streak}), ${RUNS} requests:`)
  console.log(`  median ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${times[times.length - 1].toFixed(1)} ms`)
} finally {
  await server.stop()
}
