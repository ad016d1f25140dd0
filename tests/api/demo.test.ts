import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { calculateStreak, utcDateString } from '../../app/domain/checkins'
import { CROWD_PASSWORD, crowdCustomer, DEMO_CUSTOMERS, DEMO_STAFF } from '../../app/domain/demo/accounts'
import { api } from '../support/api'
import { startServer, type RunningServer } from '../support/server'

/**
 * `npm run demo`'s generator (scripts/demo-seed.ts) run into a temporary
 * demo.db, then the real server on it: every feature the demo promises has
 * data when the demo people sign in. A smaller crowd keeps it quick.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..')
const CROWD = 30
let dir: string
let server: RunningServer
let seedOutput = ''
const tokens: Record<string, string> = {}
const refusals: Record<string, ReturnType<typeof seed>> = {}

function seed(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/demo-seed.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', JOBS_AUTORUN: 'true', ...env },
    timeout: 240_000,
  })
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'liberate-demo-'))
  const result = seed({ DATABASE_URL: `file:${path.join(dir, 'demo.db')}`, DATA_DIR: dir, DEMO_CROWD: String(CROWD), APP_URL: 'http://127.0.0.1:1' })
  seedOutput = result.stdout + result.stderr
  if (result.status !== 0) throw new Error(`demo seeding failed:\n${seedOutput}`)
  // Before the server opens the file: a second run into it, and one into another file, must both refuse.
  refusals.notEmpty = seed({ DATABASE_URL: `file:${path.join(dir, 'demo.db')}`, DATA_DIR: dir, DEMO_CROWD: '1' })
  refusals.notDemoFile = seed({ DATABASE_URL: `file:${path.join(dir, 'liberate.db')}`, DATA_DIR: dir, DEMO_CROWD: '1' })
  server = await startServer({ DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, 'demo.db')}`, DEMO_MODE: 'true', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })
  for (const [persona, account] of Object.entries(DEMO_CUSTOMERS)) {
    const login = await api('/api/auth/login', { body: { email: account.email, password: account.password }, baseUrl: server.url })
    expect(login.status).toBe(200)
    tokens[persona] = login.body.session_token
  }
}, 300_000)

afterAll(async () => {
  await server?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const get = (persona: string, p: string) => api(p, { token: tokens[persona], baseUrl: server.url })

describe('the demo data set', () => {
  it('reports how long generation took and what it made', () => {
    expect(seedOutput).toMatch(new RegExp(`Demo data generated in [\\d.]+ s: ${CROWD + 2} customers`))
  })

  for (const persona of ['base', 'plus'] as const) {
    it(`${persona}: a dashboard with a streak, 90 days of check-ins and a progress summary`, async () => {
      const dashboard = await get(persona, '/api/user/dashboard')
      expect(dashboard.status).toBe(200)
      expect(dashboard.body.user.tier).toBe(persona === 'plus' ? 'Liberate+' : 'Liberate')
      expect(dashboard.body.streak).toBeGreaterThanOrEqual(14)
      expect(dashboard.body.total_checkins).toBeGreaterThan(70)
      const history = await get(persona, '/api/checkin/history?limit=100')
      expect(history.status).toBe(200)
      const checkins = history.body.checkins ?? history.body
      expect(checkins.some((c: { journal_entry: string | null }) => /Started HRT/.test(c.journal_entry ?? ''))).toBe(true)
      const page = await fetch(`${server.url}/progress`, { headers: { Cookie: `session_token=${tokens[persona]}` } })
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('AI Progress Summary')
      expect(html).toMatch(new RegExp(`Hi ${DEMO_CUSTOMERS[persona].name.split(' ')[0]}, over the last 30 days`))
    })

    it(`${persona}: a comprehensive assessment and its retake a month later`, async () => {
      const history = await get(persona, '/api/questionnaire/history')
      expect(history.status).toBe(200)
      const records = (history.body.assessments ?? history.body) as { assessment_type: string; completed_at: string; is_baseline: boolean }[]
      const comprehensive = records.filter((r) => r.assessment_type === 'comprehensive_menopause_assessment')
      expect(comprehensive).toHaveLength(2)
      expect(comprehensive.filter((r) => r.is_baseline)).toHaveLength(1)
    })

    it(`${persona}: meal plans with recipes, a shopping list and a budget`, async () => {
      const plans = await get(persona, '/api/ai/meal-plans')
      expect(plans.status).toBe(200)
      const list = (plans.body.meal_plans ?? plans.body) as { id: string; status: string }[]
      expect(list.length).toBe(persona === 'plus' ? 2 : 1)
      const plan = await get(persona, `/api/ai/meal-plan/${list[0]!.id}`)
      expect(plan.body.status).toBe('complete')
      expect(plan.body.detailed_recipes.length).toBe(28)
      const lists = await get(persona, '/api/shopping-lists')
      expect(JSON.stringify(lists.body)).toMatch(/estimated_price/)
      const budget = await get(persona, '/api/budget')
      expect(budget.body.weekly_budget).toBeGreaterThan(0)
    })

    it(`${persona}: food preferences, kept to by the plans made after them`, async () => {
      const preferences = await get(persona, '/api/user/food-preferences')
      expect(preferences.status).toBe(200)
      if (persona === 'base') {
        // Her assessment's note about milk is only offered to her, never applied.
        expect(preferences.body).toEqual({ diets: [], allergens: [], avoid: [] })
        return
      }
      expect(preferences.body).toEqual({ diets: ['vegetarian'], allergens: ['sesame'], avoid: ['mushrooms'] })
      const [latest] = (await get(persona, '/api/ai/meal-plans')).body as { id: string }[]
      const plan = await get(persona, `/api/ai/meal-plan/${latest!.id}`)
      for (const recipe of plan.body.detailed_recipes) {
        expect(recipe.allergens).not.toContain('sesame')
        for (const ing of recipe.ingredients) expect(ing.item).not.toMatch(/mushroom/i)
      }
    })

    it(`${persona}: her HRT on My treatments, started when her story says, matching her retaken assessment`, async () => {
      const treatments = await get(persona, '/api/treatments')
      expect(treatments.status).toBe(200)
      const hrt = treatments.body.filter((t: { kind: string; current: boolean }) => t.kind === 'hrt' && t.current)
      expect(hrt.length).toBeGreaterThan(0)
      expect(hrt.every((t: { route: string; dose: string }) => t.dose.length > 0 && ['patch', 'tablet'].includes(t.route))).toBe(true)
      const history = (await get(persona, '/api/questionnaire/history')).body
      expect(history[0].responses.taking_hrt).toBe('Currently using it')
      expect(hrt[0].started_on < history[0].completed_at.slice(0, 10)).toBe(true)
      expect(treatments.body.some((t: { kind: string; name: string }) => t.kind === 'supplement' && t.name === 'Vitamin D')).toBe(true)
    })

    it(`${persona}: personal content sent by staff`, async () => {
      const notifications = await get(persona, '/api/user/notifications')
      expect(notifications.status).toBe(200)
      expect(notifications.body.notifications.some((n: { title: string }) => /your first months on HRT/.test(n.title))).toBe(true)
    })
  }

  it('base: Bea on the CBT course, started on her first diary day, her ratings easing since her first', async () => {
    const progress = await get('base', '/api/courses/hot-flushes-and-night-sweats/progress')
    expect(progress.status).toBe(200)
    expect(progress.body.completed).toEqual(expect.arrayContaining(['baseline', 'session-1']))
    expect(progress.body.ratings.length).toBeGreaterThanOrEqual(2)
    expect(progress.body.change_from_baseline.problem).toBeLessThan(0)
    expect((await get('base', '/api/courses/hot-flushes-and-night-sweats/thoughts')).body).toHaveLength(1)
    expect((await get('plus', '/api/courses/hot-flushes-and-night-sweats/progress')).status).toBe(404)
  })

  it('plus: food and sleep logs', async () => {
    const since = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10)
    const food = await get('plus', `/api/food-log?start_date=${since}`)
    expect(food.status).toBe(200)
    expect((food.body.food_logs ?? food.body).length).toBeGreaterThan(40)
    const sleep = await get('plus', '/api/wearable-data?days=30')
    expect(sleep.status).toBe(200)
    expect((sleep.body.data ?? sleep.body).length).toBeGreaterThanOrEqual(50)
  })

  it('staff: the super admin sees the crowd on the dashboard and pages through customers; the editor signs in', async () => {
    const login = await api('/api/admin/auth/login', { body: { email: DEMO_STAFF.admin.email, password: DEMO_STAFF.admin.password }, baseUrl: server.url })
    expect(login.status).toBe(200)
    const staff = { Authorization: `Bearer ${login.body.session_token}` }
    const stats = await api('/api/admin/dashboard/stats', { headers: staff, baseUrl: server.url })
    expect(stats.status).toBe(200)
    expect(stats.body.total_customers).toBe(CROWD + 2)
    expect(stats.body.active_users).toBeGreaterThan(CROWD / 2)
    expect(stats.body.recent_registrations).toBeLessThan(CROWD)
    expect(stats.body.questionnaire_completion_rate).toBeGreaterThan(20)
    expect(stats.body.tier_distribution['Liberate+']).toBeGreaterThanOrEqual(1)
    const page = await api('/api/admin/customers?search=Demo&page=2&limit=10', { headers: staff, baseUrl: server.url })
    expect(page.status).toBe(200)
    expect(JSON.stringify(page.body)).toMatch(/Demo/)
    const editor = await api('/api/admin/auth/login', { body: { email: DEMO_STAFF.editor.email, password: DEMO_STAFF.editor.password }, baseUrl: server.url })
    expect(editor.status).toBe(200)
  })

  it('crowd customers written in bulk have the check-in figures the hooks would have kept', async () => {
    let checked = 0
    for (let n = 1; n <= CROWD; n++) {
      const login = await api('/api/auth/login', { body: { email: crowdCustomer(n).email, password: CROWD_PASSWORD }, baseUrl: server.url })
      expect(login.status).toBe(200)
      const token = login.body.session_token
      const history = await api('/api/checkin/history?limit=100', { token, baseUrl: server.url })
      const dates = ((history.body.checkins ?? history.body) as { date: string }[]).map((c) => c.date)
      const dashboard = await api('/api/user/dashboard', { token, baseUrl: server.url })
      expect(dashboard.body.total_checkins).toBe(dates.length)
      expect(dashboard.body.streak).toBe(calculateStreak(dates, utcDateString(new Date())))
      if (dates.length > 0) checked++
    }
    expect(checked).toBeGreaterThan(CROWD / 2)
  })

  it('the landing page says it is a demo and lists the sign-ins', async () => {
    const html = await (await fetch(server.url)).text()
    expect(html).toContain('This is a demo')
    for (const account of [...Object.values(DEMO_CUSTOMERS), ...Object.values(DEMO_STAFF)]) expect(html).toContain(account.email)
  })

  it('refuses to add demo data to a database that is not an empty demo.db', () => {
    expect(refusals.notDemoFile!.status, `exit ${refusals.notDemoFile!.status}:\n${refusals.notDemoFile!.stderr}`).toBe(1)
    expect(refusals.notDemoFile!.stderr).toContain('The demo data goes only into a SQLite file named demo.db.')
    expect(refusals.notEmpty!.status, `exit ${refusals.notEmpty!.status}:\n${refusals.notEmpty!.stderr}`).toBe(1)
    expect(refusals.notEmpty!.stderr).toContain('this one already has customers')
  })
})
