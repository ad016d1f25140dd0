/**
 * Housekeeping at 20,000 customers (issue 29): the daily purge on a database
 * with 20,000 customers, 40,000 sessions (half expired weeks ago), 5,000
 * expired sign-in codes, 5,000 finished jobs and 5,000 ended rate-limit
 * windows. The server runs the job itself (queued in the seed, picked up by
 * the `housekeeping` queue's cron within a minute); meanwhile a client reads
 * /api/health/ready (one database query) back to back. Reported: the rows
 * removed, how long the job took, the slowest readiness answer during it and
 * the event loop's longest delay (BENCH_STATS).
 *
 * Rows are written straight through Payload's database adapter in a separate
 * process before the server starts, as bench/admin.bench.ts does.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000)
const SIDE = Math.round(CUSTOMERS / 4)
const DAY_MS = 24 * 60 * 60 * 1000

async function seed(dataDir: string) {
  process.env.DATA_DIR = dataDir
  process.env.DISABLE_LOGGING = 'true'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../cms/payload.config')
  const payload = await getPayload({ config, cron: false })
  const start = performance.now()
  const now = Date.now()
  const iso = (ms: number) => new Date(ms).toISOString()
  const inBatches = async (count: number, write: (i: number, req: never) => Promise<unknown>) => {
    for (let i = 0; i < count; i += 500) {
      const transactionID = (await payload.db.beginTransaction()) ?? undefined
      const req = { transactionID } as never
      for (let j = i; j < Math.min(count, i + 500); j++) await write(j, req)
      if (transactionID) await payload.db.commitTransaction(transactionID)
    }
  }
  const ids: string[] = []
  await inBatches(CUSTOMERS, async (j, req) => {
    const doc = await payload.db.create({ collection: 'customers', req, data: { name: `Bench Customer ${j}`, email: `bench.${j}@example.com`, tier: 'base' } })
    ids.push(String(doc.id))
  })
  await inBatches(CUSTOMERS * 2, (j, req) =>
    payload.db.create({ collection: 'sessions', req, data: { token_hash: `bench-session-${j}`, customer: ids[j % CUSTOMERS], expires_at: iso(j % 2 ? now + 20 * DAY_MS : now - (8 + (j % 60)) * DAY_MS) } }),
  )
  await inBatches(SIDE, (j, req) => payload.db.create({ collection: 'auth-codes', req, data: { code_hash: `bench-code-${j}`, customer: ids[j], expires_at: iso(now - 2 * DAY_MS - j) } }))
  await inBatches(SIDE, (j, req) =>
    payload.db.create({ collection: 'payload-jobs', req, data: { taskSlug: 'generateMealPlanRecipes', queue: 'meal-plans', input: { mealPlanId: `bench-${j}` }, processing: false, totalTried: 1, completedAt: iso(now - 9 * DAY_MS), createdAt: iso(now - 9 * DAY_MS), updatedAt: iso(now - 9 * DAY_MS) } }),
  )
  await inBatches(SIDE, (j, req) => payload.db.create({ collection: 'rate-limits', req, data: { key: `bench-window-${j}`, count: 3, reset_at: iso(now - 2 * DAY_MS) } }))
  await payload.jobs.queue({ task: 'housekeeping', queue: 'housekeeping', input: {} })
  console.log(`seeded ${CUSTOMERS} customers, ${CUSTOMERS * 2} sessions, ${SIDE} codes, ${SIDE} jobs, ${SIDE} rate-limit windows in ${((performance.now() - start) / 1000).toFixed(1)} s`)
  process.exit(0)
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liberate-bench-housekeeping-'))
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--seed', dataDir], { stdio: 'inherit', env: { ...process.env, PAYLOAD_MIGRATING: '' } })
  if (seeded.status !== 0) throw new Error('seeding failed')

  const { startServer } = await import('../tests/support/server')
  const server = await startServer({ DATA_DIR: dataDir, BENCH_STATS: 'true' })
  try {
    const base = server.url
    await fetch(`${base}/__bench/stats?reset`)
    let slowest = 0
    let reads = 0
    const started = performance.now()
    let done: { removed?: Record<string, number>; time?: string } | undefined
    while (!done) {
      const t = performance.now()
      const response = await fetch(`${base}/api/health/ready`)
      await response.arrayBuffer()
      const ms = performance.now() - t
      reads++
      if (!response.ok) throw new Error(`readiness answered ${response.status}`)
      slowest = Math.max(slowest, ms)
      const lines = server.output().split('\n').filter((line) => line.startsWith('{'))
      const line = lines.find((l) => l.includes('"Housekeeping done"'))
      if (line) done = JSON.parse(line)
      if (performance.now() - started > 5 * 60 * 1000) throw new Error('housekeeping did not finish in 5 minutes')
    }
    const stats = (await (await fetch(`${base}/__bench/stats`)).json()) as { delay_max_ms: number; delay_p99_ms: number }
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: server.databaseUrl })
    const job = (await client.execute("SELECT created_at, completed_at FROM payload_jobs WHERE task_slug = 'housekeeping'")).rows[0]
    const log = (await client.execute("SELECT executed_at, completed_at FROM payload_jobs_log WHERE task_slug = 'housekeeping'")).rows[0]
    client.close()
    const jobMs = log ? Date.parse(String(log.completed_at)) - Date.parse(String(log.executed_at)) : NaN
    console.log(`housekeeping at ${CUSTOMERS} customers: removed ${JSON.stringify(done.removed)}`)
    console.log(`  job ran ${(jobMs / 1000).toFixed(1)} s (queued ${job?.created_at}, completed ${job?.completed_at})`)
    console.log(`  ${reads} readiness reads meanwhile; slowest (from the server's start until the job finished) ${slowest.toFixed(0)} ms`)
    console.log(`  event loop over the same time: max delay ${stats.delay_max_ms} ms, p99 ${stats.delay_p99_ms} ms`)
    console.log(`  load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[2] === '--seed') await seed(process.argv[3]!)
else await main()
