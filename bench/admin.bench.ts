/**
 * The admin portal at 20,000 customers (issue 14's closing note):
 * - GET /api/admin/dashboard/stats and GET /api/admin/customers?search= (and
 *   with a search word): median and p95 of 50 sequential requests;
 * - distributing one item to all 20,000 customers: time until `sent_at`, the
 *   server's peak memory (VmHWM) before and after, and the slowest answer of
 *   /api/health polled during the send (the server must stay responsive).
 *
 * The customers are written straight through Payload's database adapter in a
 * separate process before the server starts (registering 20,000 through the
 * API would spend most of the run hashing passwords).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000)
const RUNS = 50

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!
}

function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liberate-bench-admin-'))
  const seeded = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, 'seed-customers.ts'), dataDir, String(CUSTOMERS)], { stdio: 'inherit' })
  if (seeded.status !== 0) throw new Error('seeding failed')

  const { startServer, STAFF } = await import('../tests/support/server')
  const server = await startServer({ DATA_DIR: dataDir })
  try {
    const base = server.url
    const call = async (pathname: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${pathname}`, init)
      const body = (await response.json()) as any
      if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`)
      return body
    }
    const { session_token: token } = await call('/api/admin/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
    const auth = { Authorization: `Bearer ${token}` }

    const stats = await call('/api/admin/dashboard/stats', { headers: auth })
    console.log('stats:', JSON.stringify(stats))
    if (stats.total_customers !== CUSTOMERS) throw new Error(`expected ${CUSTOMERS} customers, got ${stats.total_customers}`)

    const measure = async (label: string, pathname: string) => {
      for (let i = 0; i < 5; i++) await call(pathname, { headers: auth })
      const times: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now()
        await call(pathname, { headers: auth })
        times.push(performance.now() - start)
      }
      times.sort((a, b) => a - b)
      console.log(`${label}: median ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   (${RUNS} requests, ${CUSTOMERS} customers)`)
    }
    await measure('GET /api/admin/dashboard/stats', '/api/admin/dashboard/stats')
    await measure('GET /api/admin/customers?search=', '/api/admin/customers?search=&page=1')
    await measure('GET /api/admin/customers?search=smith', '/api/admin/customers?search=smith&page=3')

    // Distribute one item to every customer.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    const form = new FormData()
    form.set('title', 'Bench item')
    form.set('file', new Blob([png]), 'bench.png')
    const { media } = await call('/api/admin/media/upload-file', { method: 'POST', headers: auth, body: form })
    const before = memoryMb(server.pid)
    const start = performance.now()
    const sent = await call('/api/admin/media/distribute', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ media_id: media.id, recipient_type: 'all_users', title: 'Everyone' }),
    })
    const answered = performance.now() - start
    let slowestHealth = 0
    let row: { sent_at: string | null } | undefined
    for (;;) {
      const t = performance.now()
      await call('/api/health')
      slowestHealth = Math.max(slowestHealth, performance.now() - t)
      row = (await call('/api/admin/media/distributions', { headers: auth })).distributions[0]
      if (row?.sent_at) break
      if (performance.now() - start > 30 * 60 * 1000) throw new Error('distribution did not finish in 30 minutes')
      await new Promise((r) => setTimeout(r, 500))
    }
    const total = performance.now() - start
    const after = memoryMb(server.pid)
    console.log(`POST /api/admin/media/distribute to all ${sent.recipient_count} customers: answered in ${answered.toFixed(0)} ms; all notifications written after ${(total / 1000).toFixed(1)} s`)
    console.log(`  server memory: RSS ${before.rss} MB before, ${after.rss} MB after; peak (VmHWM) ${before.peak} MB before, ${after.peak} MB after`)
    console.log(`  slowest /api/health answer while sending: ${slowestHealth.toFixed(0)} ms`)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
