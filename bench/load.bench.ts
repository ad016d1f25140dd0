/**
 * Issue 11's ratios from one interleaved run against the production build on
 * a temporary database (loopback only; stops by itself):
 * - GET /api/user/dashboard (customer with 365 check-ins) / GET /api/health, 50 connections
 * - dashboard p50, 3 years of check-ins / 1 month
 * - /progress / /upgrades pages, 10 connections
 * - the event-loop delay max while a built-in meal plan generates
 * - server RSS idle and under load
 * Each case also reports the server's CPU time per request (every thread),
 * which a busy neighbour on a shared machine moves less than req/s.
 * BENCH_SECONDS (default 5) per measurement, BENCH_ROUNDS (default 3) rounds;
 * every other round runs the cases in reverse order, so a machine that gets
 * busier or quieter during the run weighs on every case alike.
 */
import os from 'node:os'

import autocannon from 'autocannon'

import { startServer } from '../tests/support/server'
import { call } from './support'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const DAY_MS = 24 * 60 * 60 * 1000

interface Stats {
  cpu_ms: number
  delay_max_ms: number
  delay_p99_ms: number
  rss_bytes: number
}

const server = await startServer({ BENCH_STATS: 'true', JOBS_AUTORUN: 'true' })
const base = server.url
const stats = (reset = false): Promise<Stats> => call(base, `/__bench/stats${reset ? '?reset' : ''}`)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

async function customerWith(days: number, label: string): Promise<string> {
  const email = `bench-${label}-${Date.now()}@example.com`
  await call(base, '/api/auth/register', { body: { name: `Bench ${label}`, email, password: 'bench-password' } })
  const { session_token: token } = await call(base, '/api/auth/login', { body: { email, password: 'bench-password' } })
  let next = 0
  const worker = async () => {
    while (next < days) {
      const i = next++
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
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  const dashboard = await call(base, '/api/user/dashboard', { token })
  if (dashboard.total_checkins !== days) throw new Error(`${label}: expected ${days} check-ins, got ${dashboard.total_checkins}`)
  return token
}

interface Run {
  rps: number
  /** The server's CPU time per answered request: steadier than req/s on a machine shared with others. */
  cpuMs: number
  p50: number
  p99: number
  errors: number
}

async function load(path: string, connections: number, headers: Record<string, string> = {}): Promise<Run> {
  const before = await stats()
  const result = await autocannon({ url: `${base}${path}`, connections, duration: SECONDS, headers })
  const cpuMs = ((await stats()).cpu_ms - before.cpu_ms) / Math.max(result.requests.total, 1)
  const errors = result.errors + result.timeouts + result.non2xx
  return { rps: result.requests.average, cpuMs, p50: result.latency.p50, p99: result.latency.p99, errors }
}

try {
  const started = Date.now()
  const [year, threeYears, month] = [await customerWith(365, 'year'), await customerWith(3 * 365, '3y'), await customerWith(30, 'month')]
  console.log(`seeded 365, 1095 and 30 daily check-ins in ${((Date.now() - started) / 1000).toFixed(0)} s`)

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
  const cookie = (token: string) => ({ Cookie: `session_token=${token}`, 'Accept-Encoding': 'br, gzip' })
  const cases = {
    health: () => load('/api/health', 50),
    dashboard365: () => load('/api/user/dashboard', 50, bearer(year)),
    dashboard3y: () => load('/api/user/dashboard', 50, bearer(threeYears)),
    dashboard1m: () => load('/api/user/dashboard', 50, bearer(month)),
    progress: () => load('/progress', 10, cookie(year)),
    upgrades: () => load('/upgrades', 10, cookie(year)),
  }
  type Case = keyof typeof cases
  const runs = Object.fromEntries(Object.keys(cases).map((k) => [k, [] as Run[]])) as Record<Case, Run[]>

  for (const path of ['/api/health', '/progress', '/upgrades']) await call(base, path, { token: year, cookie: true })
  const idle = await stats(true)
  let peakRss = idle.rss_bytes
  const rssSampler = setInterval(() => {
    void stats().then((s) => (peakRss = Math.max(peakRss, s.rss_bytes)), () => {})
  }, 500)
  const loadStart = os.loadavg()
  for (let round = 0; round < ROUNDS; round++) {
    const order = Object.keys(cases) as Case[]
    for (const name of round % 2 ? order.reverse() : order) runs[name].push(await cases[name]())
  }
  clearInterval(rssSampler)

  const mean = (name: Case, key: keyof Run) => runs[name].reduce((sum, r) => sum + r[key], 0) / runs[name].length
  console.log(`\n${ROUNDS} interleaved rounds, ${SECONDS} s each; load average ${loadStart.map((l) => l.toFixed(1)).join(' ')} at start, ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at end (${os.cpus().length} cores)`)
  for (const name of Object.keys(cases) as Case[]) {
    console.log(
      `  ${name.padEnd(13)} ${mean(name, 'rps').toFixed(0).padStart(6)} req/s  CPU ${mean(name, 'cpuMs').toFixed(2)} ms/req  p50 ${mean(name, 'p50').toFixed(1)} ms  p99 ${mean(name, 'p99').toFixed(1)} ms  errors ${mean(name, 'errors')}`,
    )
  }
  const ratio = (a: number, b: number) => (a / b).toFixed(2)
  const target = (ok: boolean) => (ok ? 'met' : 'NOT met')
  const dashHealth = mean('dashboard365', 'rps') / mean('health', 'rps')
  const p50Ratio = mean('dashboard3y', 'p50') / Math.max(mean('dashboard1m', 'p50'), 0.001)
  const pages = mean('progress', 'rps') / mean('upgrades', 'rps')
  console.log(`\ndashboard (365 check-ins) / health req/s: ${ratio(dashHealth, 1)}  (target ≥ 0.5: ${target(dashHealth >= 0.5)})`)
  console.log(`dashboard p50, 3 years / 1 month: ${ratio(p50Ratio, 1)}  (target ≤ 1.2: ${target(p50Ratio <= 1.2)})`)
  console.log(`/progress / /upgrades req/s at 10 connections: ${ratio(pages, 1)}  (target ≥ 0.5: ${target(pages >= 0.5)})`)
  console.log(`  the same from the server's CPU time per request (/upgrades ÷ /progress): ${ratio(mean('upgrades', 'cpuMs'), mean('progress', 'cpuMs'))}`)
  const underLoad = await stats()
  console.log(`server RSS: idle ${mb(idle.rss_bytes)}, under load peak ${mb(Math.max(peakRss, underLoad.rss_bytes))}`)

  // A built-in meal plan (no OpenAI key): the event loop's worst delay while it generates,
  // against the same span with nothing running.
  await new Promise((r) => setTimeout(r, 1000))
  await stats(true)
  await new Promise((r) => setTimeout(r, 3000))
  const quiet = await stats(true)
  const planStart = Date.now()
  const created = await call(base, '/api/ai/meal-plan', { token: month, body: {} })
  const planId = created.meal_plan_id as string
  for (;;) {
    const progress = await call(base, `/api/ai/meal-plan/progress/${planId}`, { token: month })
    if (progress.status === 'complete') break
    if (progress.status === 'failed' || Date.now() - planStart > 120_000) throw new Error(`meal plan ${progress.status}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  const during = await stats(true)
  console.log(
    `event-loop delay while a built-in meal plan generated (${Date.now() - planStart} ms): max ${during.delay_max_ms} ms, p99 ${during.delay_p99_ms} ms  (target max ≤ 20 ms: ${target(during.delay_max_ms <= 20)}); 3 s idle on this machine: max ${quiet.delay_max_ms} ms`,
  )
} finally {
  await server.stop()
}
