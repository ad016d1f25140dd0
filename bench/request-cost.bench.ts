/**
 * `npm run bench request-cost`: issue 53's ratios, what a signed-in request
 * costs against the framework's own floor, from one interleaved autocannon
 * run at 10 connections against the production build on a temporary SQLite
 * database (loopback only; stops by itself):
 * - GET /api/auth/session (signed in) / an unauthenticated 404 under /api (Remix answers it)
 * - GET /api/user/dashboard (a year of check-ins) / the same 404
 * - POST /api/checkin/submit (today's check-in again, a year of history) / the dashboard
 * - updating today's check-in with a year of history / with a month
 * - the server's RSS after a minute of all of them mixed, and again after 30 s idle
 * BENCH_SECONDS (default 5) per measurement, BENCH_ROUNDS (default 3) rounds,
 * every other round in reverse order, so a machine that gets busier or
 * quieter weighs on every case alike; BENCH_MIXED_SECONDS (default 60) of
 * mixed load. BENCH_HEAP_DIR=<dir> writes a heap snapshot there before and
 * after the mixed load (Node's --heapsnapshot-signal), to find what grows.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { dateIn } from '../app/domain/time-zone'
import { startServer } from '../tests/support/server'
import { call } from './support'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60)
const HEAP_DIR = process.env.BENCH_HEAP_DIR
const CONNECTIONS = 10
const DAY_MS = 24 * 60 * 60 * 1000

const server = await startServer({
  BENCH_STATS: 'true',
  // --expose-gc only lets the bench read what is live after a full collection (`/__bench/stats?gc`), last of all.
  NODE_OPTIONS: ['--expose-gc', ...(HEAP_DIR ? [`--heapsnapshot-signal=SIGUSR2`, `--diagnostic-dir=${HEAP_DIR}`] : [])].join(' '),
})
const base = server.url
const rssMib = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
interface Memory {
  rss_bytes: number
  heap_total_bytes: number
  heap_used_bytes: number
  external_bytes: number
  heap_spaces: Record<string, { size: number; used: number }>
}
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
const memory = async (gc = false): Promise<string> => {
  const m = (await call(base, `/__bench/stats${gc ? '?gc' : ''}`)) as Memory
  const spaces = Object.entries(m.heap_spaces)
    .filter(([, s]) => s.size > 4 * 1024 * 1024)
    .map(([name, s]) => `${name.replace(/_space$/, '')} ${mib(s.used)}/${mib(s.size)}`)
    .join(', ')
  return `RSS ${mib(m.rss_bytes)}, V8 heap ${mib(m.heap_used_bytes)} used of ${mib(m.heap_total_bytes)} (${spaces}), external ${mib(
    m.external_bytes,
  )} MiB`
}
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

async function heapSnapshot(): Promise<void> {
  if (!HEAP_DIR) return
  const before = new Set(readdirSync(HEAP_DIR))
  process.kill(server.pid, 'SIGUSR2')
  // Written when its size has stopped changing for two seconds.
  let size = -1
  for (;;) {
    await new Promise((r) => setTimeout(r, 2000))
    const file = readdirSync(HEAP_DIR).find((name) => !before.has(name))
    const now = file ? statSync(path.join(HEAP_DIR, file)).size : 0
    if (now > 0 && now === size) return
    size = now
  }
}

const today = dateIn(new Date(), 'Europe/London')
const day = (i: number) => new Date(Date.parse(`${today}T12:00:00Z`) - i * DAY_MS).toISOString().slice(0, 10)
const ratings = (i: number) => ({
  energy_level: 1 + (i % 10),
  sleep_quality: 1 + ((i * 3) % 10),
  stress_level: 1 + ((i * 7) % 10),
  mood: 1 + ((i * 5) % 10),
})

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
        body: { date: day(i), ...ratings(i), journal_entry: i % 3 === 0 ? `Day ${i}: a walk and an early night.` : null },
      })
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  const dashboard = await call(base, '/api/user/dashboard', { token })
  if (dashboard.total_checkins !== days) throw new Error(`${label}: expected ${days} check-ins, got ${dashboard.total_checkins}`)
  return token
}

interface Run {
  rps: number
  p50: number
  p99: number
  unexpected: number
}

interface Case {
  path: string
  method?: 'GET' | 'POST'
  token?: string
  body?: unknown
  status: number
}

async function load(c: Case, duration = SECONDS): Promise<Run> {
  let unexpected = 0
  const result = await autocannon({
    url: `${base}${c.path}`,
    connections: CONNECTIONS,
    duration,
    method: c.method ?? 'GET',
    headers: { ...(c.token ? { Authorization: `Bearer ${c.token}` } : {}), ...(c.body ? { 'Content-Type': 'application/json' } : {}) },
    body: c.body ? JSON.stringify(c.body) : undefined,
    setupClient: (client) => client.on('response', (status: number) => status !== c.status && unexpected++),
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: unexpected + result.errors + result.timeouts,
  }
}

try {
  const atStart = await memory()
  const started = Date.now()
  const year = await customerWith(365, 'year')
  const month = await customerWith(30, 'month')
  console.log(`seeded 365 and 30 daily check-ins in ${((Date.now() - started) / 1000).toFixed(0)} s`)

  const todaysCheckin = (i: number) => ({ date: today, ...ratings(i), journal_entry: 'Today again: a walk after lunch.' })
  const cases = {
    notFound: { path: '/api/no-such-thing', status: 404 },
    session: { path: '/api/auth/session', token: year, status: 200 },
    dashboard: { path: '/api/user/dashboard', token: year, status: 200 },
    submitYear: { path: '/api/checkin/submit', method: 'POST', token: year, body: todaysCheckin(1), status: 201 },
    submitMonth: { path: '/api/checkin/submit', method: 'POST', token: month, body: todaysCheckin(2), status: 201 },
  } satisfies Record<string, Case>
  type Name = keyof typeof cases
  const names = Object.keys(cases) as Name[]
  // Today's check-in already exists for both: a submit updates it. Its answer is 201 or 200; learn which.
  for (const name of ['submitYear', 'submitMonth'] as const) {
    const c = cases[name]
    const res = await fetch(`${base}${c.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${c.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(c.body),
    })
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`)
    ;(cases[name] as Case).status = res.status
  }
  for (const name of names) await load(cases[name], 1)

  const runs = Object.fromEntries(names.map((k) => [k, [] as Run[]])) as Record<Name, Run[]>
  const loadStart = loadAverage()
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...names].reverse() : names
    for (const name of order) runs[name].push(await load(cases[name]))
  }
  const mean = (name: Name, key: keyof Run) => runs[name].reduce((sum, r) => sum + r[key], 0) / runs[name].length

  // Memory: a minute of every case at once (two connections each), then idle.
  const rssBefore = rssMib()
  const beforeMixed = await memory()
  await heapSnapshot()
  const mixedConnections = CONNECTIONS / names.length
  await Promise.all(
    names.map((name) =>
      autocannon({
        url: `${base}${cases[name].path}`,
        connections: Math.max(1, Math.round(mixedConnections)),
        duration: MIXED_SECONDS,
        method: (cases[name] as Case).method ?? 'GET',
        headers: {
          ...((cases[name] as Case).token ? { Authorization: `Bearer ${(cases[name] as Case).token}` } : {}),
          'Content-Type': 'application/json',
        },
        body: (cases[name] as Case).body ? JSON.stringify((cases[name] as Case).body) : undefined,
      }),
    ),
  )
  const rssAfterLoad = rssMib()
  const afterLoad = await memory()
  await new Promise((r) => setTimeout(r, 30_000))
  const rssIdle = rssMib()
  const idle = await memory()
  await heapSnapshot()
  const live = await memory(true)

  console.log(
    `\n${ROUNDS} interleaved rounds of ${SECONDS} s at ${CONNECTIONS} connections; load average ${loadStart} at start, ${loadAverage()} at end (${
      os.cpus().length
    } cores)`,
  )
  for (const name of names) {
    console.log(
      `  ${name.padEnd(12)} ${mean(name, 'rps').toFixed(0).padStart(6)} req/s  p50 ${mean(name, 'p50').toFixed(1)} ms  p99 ${mean(
        name,
        'p99',
      ).toFixed(1)} ms  unexpected answers ${mean(name, 'unexpected')}`,
    )
  }
  const rps = (name: Name) => mean(name, 'rps')
  const row = (what: string, a: Name, b: Name, target: number) => {
    const ratio = rps(a) / rps(b)
    console.log(
      `| ${what} | ${rps(a).toFixed(0)} / ${rps(b).toFixed(0)} = ${ratio.toFixed(2)} | ≥ ${target} | ${
        ratio >= target ? 'met' : 'NOT met'
      } |`,
    )
  }
  console.log('\n| figure | measured | target | |')
  console.log('|---|---|---|---|')
  row('signed-in session / unauthenticated 404, req/s', 'session', 'notFound', 0.8)
  row('dashboard (a year of check-ins) / unauthenticated 404', 'dashboard', 'notFound', 0.7)
  row('check-in submit / dashboard', 'submitYear', 'dashboard', 0.4)
  row("updating today's check-in, a year / a month of history", 'submitYear', 'submitMonth', 0.9)
  console.log(
    `| server RSS after ${MIXED_SECONDS} s of mixed load | ${rssAfterLoad.toFixed(0)} MiB (${rssBefore.toFixed(0)} before) | ≤ 450 MiB | ${
      rssAfterLoad <= 450 ? 'met' : 'NOT met'
    } |`,
  )
  console.log(`| server RSS 30 s after the load | ${rssIdle.toFixed(0)} MiB | < 350 MiB | ${rssIdle < 350 ? 'met' : 'NOT met'} |`)
  console.log(`\nmemory when started: ${atStart}`)
  console.log(`memory before the mixed load: ${beforeMixed}`)
  console.log(`memory after the mixed load: ${afterLoad}`)
  console.log(`30 s later: ${idle}`)
  console.log(`after a full collection (what is live): ${live}`)
} finally {
  await server.stop()
}
