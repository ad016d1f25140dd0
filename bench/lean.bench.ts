/**
 * `npm run bench lean`: the figures of a lean server (issue 27), each beside
 * its target, measured in one run against the production build, with the
 * machine's load average:
 * - cold start: from `node dist/server/index.mjs` to the first healthy
 *   answer, median of BENCH_STARTS (default 5) starts on an existing database;
 * - idle memory: the server's RSS 5 s after the admin says it is ready;
 * - the per-request floor: GET /api/health against a bare Node `http` server
 *   answering the same body and headers, req/s at 10 connections, interleaved
 *   over BENCH_ROUNDS (default 3) rounds of BENCH_SECONDS (default 5);
 * - JavaScript per customer page (gzip -9, from the build's manifest);
 * - the admin: its login page, dashboard, customers list (200 customers) and
 *   media library, server time to the whole HTML answer: the first view after
 *   start and the median of 10.
 * Lighthouse is `npm run bench lighthouse`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import autocannon from 'autocannon'

import { CUSTOMER_PAGE_ROUTE, ownWeightKb, readManifest, shellWeightKb } from '../tests/support/page-weight'
import { SERVER_ARGS } from '../tests/support/server-command'
import { freePort, STAFF } from '../tests/support/server'
import { percentile } from './support'

const ROOT = path.resolve(import.meta.dirname, '..')
const STARTS = Number(process.env.BENCH_STARTS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CUSTOMERS = 200

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ')
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50)
const rssMib = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

interface Running {
  child: ChildProcess
  url: string
  startMs: number
  stop: () => Promise<void>
}

/** The production server as `npm start` runs it, on `dataDir`; resolves at its first healthy answer. */
async function start(dataDir: string): Promise<Running> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      RATE_LIMIT_SCALE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk) => (errors += chunk))
  child.stdout?.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped (${child.exitCode}): ${errors}`)
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false)
    if (ok) break
    await new Promise((r) => setTimeout(r, 10))
  }
  const startMs = performance.now() - started
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { child, url, startMs, stop }
}

/** A bare Node server answering what /api/health answers, in its own process. */
async function bareServer(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const source = `require('http').createServer((req, res) => { const body = '{"status":"ok"}'; res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': body.length }); res.end(body) }).listen(${port}, '127.0.0.1', () => console.log('up'))`
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve) => child.stdout!.once('data', resolve))
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: SECONDS })
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`)
  return result.requests.average
}

async function adminTimes(base: string, cookie: string, views: string[]): Promise<Record<string, { first: number; median: number }>> {
  const get = async (view: string) => {
    const started = performance.now()
    const response = await fetch(`${base}${view}`, { headers: { Cookie: cookie }, redirect: 'manual' })
    await response.text()
    if (response.status !== 200) throw new Error(`${view} answered ${response.status}`)
    return performance.now() - started
  }
  const times: Record<string, { first: number; median: number }> = {}
  for (const view of views) {
    const first = await get(view)
    const runs: number[] = []
    for (let i = 0; i < 10; i++) runs.push(await get(view))
    times[view] = { first, median: median(runs) }
  }
  return times
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liberate-bench-lean-'))
const loadAtStart = load()
try {
  console.log(`load average ${loadAtStart} at start (${os.cpus().length} cores)`)
  // The database: migrated, the staff member and starter library seeded, and the admin's 200 customers.
  const seeded = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, 'seed-customers.ts'), dataDir, String(CUSTOMERS)], { cwd: ROOT, stdio: 'inherit' })
  await new Promise((resolve, reject) => seeded.once('exit', (code) => (code === 0 ? resolve(null) : reject(new Error(`seeding failed (${code})`)))))

  // Cold starts.
  const starts: number[] = []
  for (let i = 0; i < STARTS; i++) {
    const server = await start(dataDir)
    starts.push(server.startMs)
    await server.stop()
  }

  // One server for the rest.
  const server = await start(dataDir)
  const pid = server.child.pid!
  try {
    for (let i = 0; i < 600; i++) {
      const ready = (await (await fetch(`${server.url}/api/health/ready`)).json()) as { admin?: string }
      if (ready.admin === 'ready') break
      await new Promise((r) => setTimeout(r, 50))
    }
    await new Promise((r) => setTimeout(r, 5000))
    const idleRss = rssMib(pid)

    // The admin, signed in as staff, before anything else warms it.
    const login = await fetch(`${server.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(STAFF),
    })
    if (!login.ok) throw new Error(`staff sign-in answered ${login.status}`)
    const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ')
    const admin = {
      ...(await adminTimes(server.url, '', ['/admin/login'])),
      ...(await adminTimes(server.url, cookie, ['/admin', '/admin/customers', '/admin/media'])),
    }

    // The per-request floor, interleaved with the bare server.
    const bare = await bareServer()
    const health: number[] = []
    const floor: number[] = []
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const order = [() => requestsPerSecond(`${server.url}/api/health`).then((r) => health.push(r)), () => requestsPerSecond(bare.url).then((r) => floor.push(r))]
        for (const run of round % 2 ? order.reverse() : order) await run()
      }
    } finally {
      bare.stop()
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
    const ratio = mean(health) / mean(floor)

    // JavaScript per customer page: the shared shell, and what each page adds to it (decision 0028).
    const manifest = readManifest()
    const shell = shellWeightKb(manifest)
    const weights = Object.keys(manifest.routes)
      .filter((id) => CUSTOMER_PAGE_ROUTE.test(id))
      .map((id) => ({ id, kb: ownWeightKb(manifest, id) }))
      .sort((a, b) => b.kb - a.kb)
    const heaviest = weights[0]!
    const over = weights.filter((w) => w.kb > 45)

    console.log(`\nload average ${loadAtStart} at start, ${load()} at end (${os.cpus().length} cores)\n`)
    console.log('| figure | measured | target | |')
    console.log('|---|---|---|---|')
    const startMedian = median(starts)
    console.log(`| cold start to the first healthy answer (median of ${STARTS}) | ${(startMedian / 1000).toFixed(2)} s (${starts.map((s) => (s / 1000).toFixed(1)).join(', ')}) | ≤ 2.5 s | ${verdict(startMedian <= 2500)} |`)
    console.log(`| server RSS, idle, 5 s after the admin is ready | ${idleRss.toFixed(0)} MiB | ≤ 350 MiB | ${verdict(idleRss <= 350)} |`)
    console.log(`| /api/health / bare Node, req/s at 10 connections | ${mean(health).toFixed(0)} / ${mean(floor).toFixed(0)} = ${ratio.toFixed(3)} | ≥ 0.10 | ${verdict(ratio >= 0.1)} |`)
    console.log(`| JS a customer page adds to the ${shell.toFixed(0)} kB shell (gzip -9), heaviest | ${heaviest.id} ${heaviest.kb.toFixed(0)} kB; ${over.length} of ${weights.length} pages over 45 kB | ≤ 45 kB | ${verdict(over.length === 0)} |`)
    for (const [view, t] of Object.entries(admin)) {
      console.log(`| admin ${view}: server time, first view / median of 10 | ${t.first.toFixed(0)} / ${t.median.toFixed(0)} ms | measured | |`)
    }
    console.log(`\nJS per page beyond the shell: ${weights.map((w) => `${w.id.replace(/^routes\//, '')} ${w.kb.toFixed(0)}`).join(', ')}`)
  } finally {
    await server.stop()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
