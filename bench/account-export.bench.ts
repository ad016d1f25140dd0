/**
 * The data export (issue 18's closing note) for a customer with three years
 * of data: a check-in every day, four food logs a day, sleep hours and
 * quality every night, a meal plan and shopping list every week, a monthly
 * assessment (with its consent), progress summary and payment, and the
 * content sent to her. Measures GET /api/user/export end to end (the whole
 * zip read by the client) and the server's memory while it streams: RSS
 * sampled every 10 ms during the download, against the RSS before.
 *
 * The customer, her first meal plan and one assessment are made through the
 * API; the three years are then written straight through Payload's database
 * adapter in a separate process (through the API they would take most of an
 * hour), copying those real records.
 */
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

import { call } from './support'

const YEARS = 3
const DAYS = YEARS * 365
const DAY_MS = 24 * 60 * 60 * 1000
const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const

async function seed(dataDir: string, customerId: string) {
  process.env.DATA_DIR = dataDir
  const { getPayload } = await import('payload')
  const { default: config } = await import('../cms/payload.config')
  const payload = await getPayload({ config, cron: false })
  const start = performance.now()
  const find = async (collection: 'meal-plans' | 'shopping-lists' | 'assessments' | 'consent-records') =>
    (await payload.find({ collection, overrideAccess: true, where: { customer: { equals: customerId } }, limit: 1, depth: 0 })).docs[0] as any
  const plan = await find('meal-plans')
  const list = await find('shopping-lists')
  const assessment = await find('assessments')
  const consent = await find('consent-records')
  const strip = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: any) => rest
  const now = Date.now()
  let rows = 0
  for (let day = 0; day < DAYS; day += 30) {
    const transactionID = (await payload.db.beginTransaction()) ?? undefined
    const req = { transactionID } as never
    const create = async (collection: any, data: Record<string, unknown>, at: number) => {
      const stamp = new Date(at).toISOString()
      await payload.db.create({ collection, req, data: { ...data, customer: customerId, createdAt: stamp, updatedAt: stamp }, returning: false })
      rows++
    }
    for (let i = day; i < Math.min(DAYS, day + 30); i++) {
      const at = now - (i + 1) * DAY_MS
      const date = new Date(at).toISOString().slice(0, 10)
      await create('checkins', { date, energy_level: 1 + (i % 10), sleep_quality: 1 + ((i * 3) % 10), stress_level: 1 + ((i * 7) % 10), mood: 1 + ((i * 5) % 10), journal_entry: i % 3 === 0 ? `Walked by the river, day ${i}. Slept better after no coffee.` : null }, at)
      for (const [m, meal_type] of MEALS.entries()) {
        const eaten = Date.parse(`${date}T00:00:00Z`) + (7 + m * 4) * 3600_000
        await create('food-logs', {
          meal_type,
          from_meal_plan: (i + m) % 3 === 0,
          eaten_at: new Date(eaten).toISOString(),
          food_items: [
            { id: randomUUID(), name: `${meal_type} main ${i}`, portion_size: 'Medium', calories: 250 + m * 80 },
            { id: randomUUID(), name: 'Side salad', portion_size: 'Small', calories: 90, notes: i % 5 === 0 ? 'Ate slowly' : null },
          ],
        }, eaten)
      }
      const recorded_at = `${date}T06:30:00.000Z`
      await create('wearable-data', { data_type: 'sleep', value: 5 + (i % 7) * 0.5, unit: 'hours', recorded_at, recorded_at_local: `${date}T06:30:00+00:00`, night: date, source: 'manual' }, at)
      await create('wearable-data', { data_type: 'sleep_quality', value: 1 + ((i * 3) % 10), unit: 'score', recorded_at, recorded_at_local: `${date}T06:30:00+00:00`, night: date, source: 'manual' }, at)
      if (i % 7 === 0) {
        await create('meal-plans', { ...strip(plan), generation_lock: `bench-${i}` }, at)
        await create('shopping-lists', { ...strip(list), meal_plan: null, items: list.items.map((item: object) => ({ ...item, id: randomUUID() })) }, at)
        await create('notifications', { title: `Weekly tips ${i}`, message: 'Three small changes for better sleep this week.', media_type: 'article', media_url: '/content', read: i % 2 === 0 }, at)
      }
      if (i % 30 === 0) {
        await create('assessments', { ...strip(assessment), completed_at: new Date(at).toISOString(), is_baseline: false }, at)
        await create('consent-records', { ...strip(consent), agreed_at: new Date(at).toISOString() }, at)
        await create('progress-summaries', { summary: `Hi! Over the last 30 days your energy averaged 6.1/10 and sleep 5.8/10. Keep the evening walks going. (${i})`, source: 'builtin', checkin_count: 30, period_start: date, period_end: date }, at)
        await create('payments', { reference: `bench_in_${i}`, provider: 'demo', status: 'paid', amount: 7900, currency: 'gbp', tier: 'plus', paid_at: new Date(at).toISOString() }, at)
      }
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
  }
  console.log(`seeded ${rows} records (${YEARS} years) through the adapter in ${((performance.now() - start) / 1000).toFixed(1)} s`)
  process.exit(0)
}

function rssMb(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)
}

async function main() {
  const { startServer } = await import('../tests/support/server')
  const { validSimplifiedAnswers } = await import('../tests/support/simplified-answers')
  const server = await startServer()
  try {
    const base = server.url
    const email = `bench-export-${Date.now()}@example.com`
    await call(base, '/api/auth/register', { body: { name: 'Bench Customer', email, password: 'bench-password' } })
    const { session_token: token, user } = await call(base, '/api/auth/login', { body: { email, password: 'bench-password' } })
    await call(base, '/api/questionnaire/submit', { token, body: { assessment_type: 'simplified_menopause_assessment', ...validSimplifiedAnswers() } })
    const { meal_plan_id } = await call(base, '/api/ai/meal-plan', { token, method: 'POST' })
    for (;;) {
      const progress = await call(base, `/api/ai/meal-plan/progress/${meal_plan_id}`, { token })
      if (progress.status === 'complete') break
      if (progress.status === 'failed') throw new Error('meal plan failed')
      await new Promise((r) => setTimeout(r, 200))
    }
    await call(base, '/api/shopping-list/generate', { token, method: 'POST', body: {} })

    const seeded = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--seed', server.dataDir, user.id], { stdio: 'inherit', env: { ...process.env, PAYLOAD_MIGRATING: '' } })
    if (seeded.status !== 0) throw new Error(`seeding failed: status ${seeded.status}, signal ${seeded.signal}, ${seeded.error?.message ?? ''}`)

    // The seeding blocked this process longer than the server keeps an idle
    // connection open: the first request on the pooled socket finds it closed.
    await fetch(`${base}/api/health`).catch(() => undefined)
    await call(base, '/api/health')

    const exportOnce = async () => {
      const before = rssMb(server.pid)
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 10)
      const start = performance.now()
      const response = await fetch(`${base}/api/user/export`, { headers: { Authorization: `Bearer ${token}` } })
      if (!response.ok) throw new Error(`export answered ${response.status}`)
      let bytes = 0
      let firstByte = 0
      const reader = response.body!.getReader()
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        if (!firstByte) firstByte = performance.now() - start
        bytes += read.value.length
      }
      const total = performance.now() - start
      clearInterval(sampler)
      return { total, firstByte, bytes, before, peak }
    }
    const runs = []
    try {
      for (let i = 0; i < 3; i++) runs.push(await exportOnce())
    } catch (error) {
      console.error(server.output().slice(-3000))
      throw error
    }
    for (const [i, r] of runs.entries()) {
      console.log(
        `GET /api/user/export run ${i + 1}: ${(r.total / 1000).toFixed(2)} s in all (first byte after ${r.firstByte.toFixed(0)} ms), zip ${(r.bytes / 1024 / 1024).toFixed(2)} MB; server RSS ${r.before} MB before, peak ${r.peak} MB while streaming (+${r.peak - r.before} MB)`,
      )
    }
  } finally {
    await server.stop()
  }
}

if (process.argv[2] === '--seed') await seed(process.argv[3]!, process.argv[4]!)
else await main()
