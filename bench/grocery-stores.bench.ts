/**
 * POST /api/grocery/search against the local Overpass fake on the real
 * server: the median and p95 of 30 searches at different places (each one an
 * outside call) and of 100 repeats of one search (each a cache hit), after 5
 * warm-up requests.
 */
import { performance } from 'node:perf_hooks'

import type { Env } from '../app/lib/env.server'
import { findStores } from '../app/services/grocery/find-stores.server'
import { startFakeOverpass } from '../tests/fakes/overpass'
import { startServer } from '../tests/support/server'

const MISSES = 30
const HITS = 100

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}

function summary(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b)
  console.log(`${label}: median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (n=${times.length})`)
}

const overpass = await startFakeOverpass()
const server = await startServer({ OVERPASS_API_URL: overpass.url })
try {
  const base = server.url
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    const json = await response.json()
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`)
    return json
  }
  const email = `bench-${Date.now()}@example.com`
  await post('/api/auth/register', { name: 'Bench Customer', email, password: 'bench-password' })
  const { session_token: token } = await post('/api/auth/login', { email, password: 'bench-password' })

  const search = (latitude: number, longitude: number) => post('/api/grocery/search', { latitude, longitude, category: 'all' }, token)
  for (let i = 0; i < 5; i++) await search(50 + i, -1)

  const misses: number[] = []
  for (let i = 0; i < MISSES; i++) {
    const started = performance.now()
    await search(52 + i * 0.01, -1.5)
    misses.push(performance.now() - started)
  }
  const hits: number[] = []
  for (let i = 0; i < HITS; i++) {
    const started = performance.now()
    await search(52, -1.5)
    hits.push(performance.now() - started)
  }
  summary('store search, outside call to the fake', misses)
  summary('store search, cache hit', hits)
  console.log(`outside calls made: ${overpass.queries.length} (expected ${5 + MISSES})`)

  // The same in this process, without HTTP and sessions: what the cache itself saves.
  const settings = { OVERPASS_API_URL: overpass.url } as Env
  const direct = async (latitude: number) => {
    const started = performance.now()
    await findStores(settings, { latitude, longitude: -1.5, category: 'all' })
    return performance.now() - started
  }
  const directMisses: number[] = []
  for (let i = 0; i < MISSES; i++) directMisses.push(await direct(53 + i * 0.01))
  const directHits: number[] = []
  for (let i = 0; i < HITS; i++) directHits.push(await direct(53))
  summary('findStores in process, outside call to the fake', directMisses)
  summary('findStores in process, cache hit', directHits)
} finally {
  await server.stop()
  await overpass.stop()
}
