import type { Payload } from 'payload'

import type { Customer, User } from '../../../types/payload-types'
import { addDays, utcDateString } from '../../domain/checkins'
import { MEAL_PLAN_DAYS } from '../../domain/constants'
import { CROWD_PASSWORD, crowdCustomer, DEMO_CROWD_SIZE, DEMO_CUSTOMERS, DEMO_REMINDERS, DEMO_SEED, DEMO_STAFF, type DemoPersona } from '../../domain/demo/accounts'
import { demoAssessmentAnswers } from '../../domain/demo/assessments'
import { DEMO_FOOD_PREFERENCES } from '../../domain/demo/food-preferences'
import { seededRandom, type Random } from '../../domain/random'
import { demoSeedRefusal } from '../../domain/demo/refusal'
import { assessmentDates, checkinStory, sleepStory, type StoryCheckin } from '../../domain/demo/story'
import { demoBleeding, demoFlushes, demoTreatments } from '../../domain/demo/treatments'
import { demoCourse } from '../../domain/demo/course'
import type { MealType } from '../../domain/meal-plans/types'
import type { Env } from '../../lib/env.server'
import { badRequest } from '../../lib/errors'
import { distributeMedia } from '../admin/distribute-media.server'
import { uploadMediaFile } from '../admin/media-upload.server'
import { registerCustomer } from '../auth/register-customer.server'
import { storeCheckinFigures } from '../checkins/figures.server'
import { submitCheckin } from '../checkins/submit-checkin.server'
import { findCustomerBy, findCustomerByEmail, updateCustomer } from '../customers.server'
import { logFood } from '../food-log/log-food.server'
import { updateFoodPreferences } from '../food-preferences/food-preferences.server'
import { latestPlannedWeek } from '../food-log/planned-dishes.server'
import { saveBudget } from '../grocery/budget.server'
import { generateShoppingList } from '../grocery/generate-shopping-list.server'
import { setItemCompleted } from '../grocery/update-shopping-item.server'
import { createMealPlan } from '../meal-plans/create-meal-plan.server'
import { getMealPlan } from '../meal-plans/read-meal-plans.server'
import { createCheckout } from '../payments/create-checkout.server'
import { completeKeylessCheckout } from '../payments/keyless-checkout.server'
import { generateProgressSummary } from '../progress-summary/generate-summary.server'
import { submitAssessment } from '../questionnaire/submit-assessment.server'
import { createOwnedBatch } from '../own-records.server'
import { saveReminderSettings } from '../reminders/reminder-settings.server'
import { recordSleep } from '../sleep/record-sleep.server'
import { recordBleeding } from '../treatments/bleeding.server'
import { recordFlush } from '../flushes/record-flush.server'
import { addTreatment } from '../treatments/treatments.server'
import { completeSession } from '../courses/complete-session.server'
import { rateWeek } from '../courses/rate-week.server'
import { startCourse } from '../courses/start-course.server'
import { addThoughtRecord } from '../courses/thought-records.server'
import { DAY_MS, DEFAULT_TIME_ZONE } from '../../domain/calendar'
import { instantAt } from '../../domain/time-zone'

/**
 * Fills an empty demo database with the demo's invented people, through the
 * app's own services (so hooks, rules and derived records apply as they do
 * for real customers): two demo customers with three months of history, two
 * staff accounts, personal content, and a crowd of customers for the admin.
 * Everything follows from the seed; dates are relative to `now`.
 */
export interface SeedReport {
  ms: number
  counts: Record<string, number>
  timings: Record<string, number>
}

export interface SeedOptions {
  seed?: string
  now?: Date
  crowd?: number
  databaseUrl: string
  log?: (line: string) => void
}

const SLEEP_NIGHTS = 45
const FOOD_DAYS = 21

async function timed<T>(timings: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    timings[name] = Math.round(performance.now() - started)
  }
}

async function checkinsFor(payload: Payload, customerId: string, story: readonly StoryCheckin[]): Promise<void> {
  for (const checkin of story) await submitCheckin(payload, customerId, { journal_entry: null, ...checkin })
}

/** An upgrade as a customer makes it with no Stripe key: the built-in demo checkout, completed. */
async function upgradeToPlus(payload: Payload, settings: Env, customer: Customer): Promise<void> {
  const demoCheckout = { payload, env: { ...settings, STRIPE_SECRET_KEY: undefined } }
  const { session_id } = await createCheckout(demoCheckout, customer, 'plus', settings.APP_URL)
  await completeKeylessCheckout(payload, customer, session_id)
}

async function waitForPlan(payload: Payload, customerId: string, planId: string): Promise<void> {
  const deadline = Date.now() + 120_000
  for (;;) {
    const plan = await getMealPlan(payload, customerId, planId)
    if (plan.status === 'complete') return
    if (plan.status === 'failed') throw new Error(`Demo meal plan failed: ${plan.failure_reason}`)
    if (Date.now() > deadline) throw new Error('Demo meal plan took more than two minutes')
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function mealPlans(payload: Payload, settings: Env, customer: Customer, count: number): Promise<string> {
  let latest = ''
  for (let i = 0; i < count; i++) {
    const { meal_plan_id } = await createMealPlan(payload, { ...settings, OPENAI_API_KEY: undefined }, customer)
    await waitForPlan(payload, customer.id, meal_plan_id)
    latest = meal_plan_id
  }
  return latest
}

async function shopping(payload: Payload, customerId: string, planId: string, random: Random, weeklyBudget: number): Promise<void> {
  await saveBudget(payload, customerId, { weekly_budget: weeklyBudget, add_ticked_items: true })
  const list = await generateShoppingList(payload, customerId, planId)
  const ticked = list.items.filter(() => random.chance(0.3))
  for (const item of ticked) await setItemCompleted(payload, customerId, list.id, item.id, true)
}

const EVERYDAY_FOODS: Record<MealType, readonly string[]> = {
  breakfast: ['Porridge with berries', 'Greek yoghurt and granola', 'Wholemeal toast with peanut butter', 'Scrambled eggs on toast'],
  lunch: ['Lentil soup and a roll', 'Hummus and salad wrap', 'Jacket potato with beans', 'Tuna salad'],
  dinner: ['Chickpea curry with rice', 'Salmon, new potatoes and greens', 'Vegetable stir-fry with tofu', 'Chicken and vegetable traybake'],
  snack: ['Apple and a handful of almonds', 'Oatcakes and cheese', 'Banana', 'Carrot sticks and hummus'],
}
const MEAL_HOURS: Record<MealType, number> = { breakfast: 8, lunch: 13, dinner: 19, snack: 16 }

async function foodLogs(payload: Payload, customerId: string, today: string, random: Random, now: Date): Promise<void> {
  const week = await latestPlannedWeek(payload, customerId)
  for (let back = FOOD_DAYS - 1; back >= 0; back--) {
    const date = addDays(today, -back)
    const day = MEAL_PLAN_DAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!
    for (const meal of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      if (meal === 'snack' ? !random.chance(0.5) : random.chance(0.08)) continue
      const eatenAt = new Date(`${date}T${String(MEAL_HOURS[meal]).padStart(2, '0')}:${String(random.int(0, 45)).padStart(2, '0')}:00Z`)
      if (eatenAt > now) continue
      const planned = week?.[day][meal]
      const fromPlan = !!planned?.name && random.chance(0.6)
      await logFood(
        payload,
        customerId,
        {
          meal_type: meal,
          from_meal_plan: fromPlan,
          eaten_at: eatenAt.toISOString(),
          food_items: [
            {
              name: fromPlan ? planned!.name : random.pick(EVERYDAY_FOODS[meal]),
              portion_size: 'Medium',
              calories: fromPlan ? planned!.calories : random.int(meal === 'snack' ? 120 : 300, meal === 'snack' ? 250 : 650),
              notes: null,
            },
          ],
        },
        now,
      )
    }
  }
}

async function sleepLogs(payload: Payload, customerId: string, story: readonly StoryCheckin[], now: Date): Promise<void> {
  for (const night of sleepStory(DEMO_SEED, story, SLEEP_NIGHTS)) {
    if (new Date(night.recorded_at) > now) continue
    await recordSleep(payload, customerId, { data_type: 'sleep', value: night.hours, unit: 'hours', recorded_at: night.recorded_at, source: 'manual' }, now)
    await recordSleep(payload, customerId, { data_type: 'sleep_quality', value: night.quality, unit: 'score', recorded_at: night.recorded_at, source: 'manual' }, now)
  }
}

/** Her HRT and supplements, and any bleeding, as the story tells them (issue 30). */
async function treatments(payload: Payload, customerId: string, persona: DemoPersona, today: string, now: Date): Promise<void> {
  for (const t of demoTreatments(persona, today)) {
    await addTreatment(payload, customerId, { ...t, stopped_on: t.stopped_on ?? null, notes: t.notes ?? null }, now)
  }
  for (const day of demoBleeding(persona, today)) await recordBleeding(payload, customerId, day, now)
  for (const f of demoFlushes(persona, today)) {
    const occurred_at = instantAt(f.date, f.time, DEFAULT_TIME_ZONE).toISOString()
    await recordFlush(payload, customerId, { occurred_at, severity: f.severity, kind: f.kind, triggers: f.triggers }, DEFAULT_TIME_ZONE, now)
  }
}

/** Her course, as the story tells it (issue 49): each step on its day, through the course's own services. */
async function course(payload: Payload, customerId: string, persona: DemoPersona, today: string): Promise<number> {
  const story = demoCourse(persona, today)
  if (!story) return 0
  const at = (day: string) => instantAt(day, '20:30', DEFAULT_TIME_ZONE)
  await startCourse(payload, customerId, story.slug, DEFAULT_TIME_ZONE, at(story.started_on))
  const steps = [
    ...story.completions.map((c) => ({ on: c.on, run: () => completeSession(payload, customerId, story.slug, c.session, DEFAULT_TIME_ZONE, at(c.on)) })),
    ...story.ratings.map((r) => ({ on: r.on, run: () => rateWeek(payload, customerId, story.slug, { problem: r.problem, interference: r.interference, sleep: r.sleep }, DEFAULT_TIME_ZONE, at(r.on)) })),
    ...story.thoughts.map((t) => ({ on: t.on, run: () => addThoughtRecord(payload, customerId, story.slug, { situation: t.situation, thought: t.thought, calmer_thought: t.calmer_thought }) })),
  ].sort((a, b) => a.on.localeCompare(b.on))
  for (const step of steps) await step.run()
  return story.ratings.length
}

async function assessments(payload: Payload, customerId: string, persona: DemoPersona, today: string, random: Random): Promise<void> {
  const dates = assessmentDates(today)
  for (const moment of ['baseline', 'retake'] as const) {
    const body = { assessment_type: 'comprehensive_menopause_assessment', ...demoAssessmentAnswers(persona, moment, random) }
    await submitAssessment(payload, customerId, body, { now: new Date(`${dates[moment]}T19:30:00Z`) })
  }
}

async function staffAccounts(payload: Payload): Promise<User> {
  let admin: User | null = null
  for (const account of Object.values(DEMO_STAFF)) {
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { name: account.name, email: account.email, password: account.password, role: account.role },
    })
    if (account.role === 'super_admin') admin = user
  }
  return admin!
}

/** Staff upload the demo handout and send it to each demo customer with a personal note. */
async function personalContent(payload: Payload, settings: Env, staff: User, now: Date): Promise<void> {
  const { renderDemoHandout } = await import('../../reports/render.server')
  const pdf = await renderDemoHandout({ brand: settings.BRAND_NAME })
  const form = new FormData()
  form.set('title', 'Your first months on HRT (demo handout)')
  form.set('description', 'A short demo leaflet: what many women notice in the first months of HRT and what to ask at the review.')
  form.set('category', 'Treatment')
  form.set('tags', 'HRT, demo')
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'first-months-on-hrt-demo.pdf')
  const media = await uploadMediaFile(payload, staff, new Request('http://demo.invalid/upload', { method: 'POST', body: form }), settings)
  for (const persona of Object.keys(DEMO_CUSTOMERS) as DemoPersona[]) {
    const customer = DEMO_CUSTOMERS[persona]
    await distributeMedia(
      payload,
      settings.BRAND_NAME,
      staff,
      {
        media_id: media.id,
        recipient_type: 'individual',
        recipient_ids: [customer.email],
        title: `For ${customer.name.split(' ')[0]}: your first months on HRT`,
        message: 'Following our chat about starting HRT, here is the leaflet I mentioned. Keep up the check-ins so we can see how it goes.',
      },
      now,
    )
  }
}

const CROWD_BATCH = 50

/**
 * Writes rows through the database adapter in one transaction: the bulk path
 * for the crowd's accounts and check-ins, which would otherwise take minutes
 * (a password hash per account, a hook per check-in). What the skipped hooks
 * keep (last_activity_at) is set from the same rows afterwards.
 */
async function inTransaction(payload: Payload, work: (req: Parameters<Payload['db']['create']>[0]['req']) => Promise<void>): Promise<void> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { transactionID } as Parameters<Payload['db']['create']>[0]['req']
  try {
    await work(req)
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

interface CrowdMember {
  n: number
  id: string
  r: Random
}

/** The crowd's accounts, signed up over the last four months: the first through registration, the rest in bulk with its password hash. */
async function crowdAccounts(payload: Payload, size: number, random: Random, now: Date): Promise<CrowdMember[]> {
  const first = await registerCustomer(payload, { ...crowdCustomer(1), password: CROWD_PASSWORD })
  const stored = (await payload.db.findOne({ collection: 'customers', where: { id: { equals: first.id } } })) as unknown as { salt: string; hash: string }
  const members: CrowdMember[] = [{ n: 1, id: first.id, r: random.fork('crowd/1') }]
  for (let start = 2; start <= size; start += CROWD_BATCH) {
    await inTransaction(payload, async (req) => {
      for (let n = start; n < Math.min(start + CROWD_BATCH, size + 1); n++) {
        const r = random.fork(`crowd/${n}`)
        const joined = new Date(now.getTime() - r.int(0, 120) * DAY_MS - r.int(0, 86_399) * 1000).toISOString()
        const doc = await payload.db.create({
          collection: 'customers',
          req,
          data: { ...crowdCustomer(n), tier: 'base', profile_completed: false, salt: stored.salt, hash: stored.hash, createdAt: joined, updatedAt: joined },
        })
        members.push({ n, id: String(doc.id), r })
      }
    })
  }
  return members
}

/** How often a crowd member checks in: most days, now and then, or she has gone quiet. */
function crowdCheckins(r: Random, today: string) {
  const habit = r.pick(['daily', 'often', 'sometimes', 'quiet'] as const)
  const days = { daily: r.int(14, 30), often: r.int(6, 14), sometimes: r.int(1, 5), quiet: 0 }[habit]
  const lastDay = habit === 'daily' ? 0 : r.int(0, 10)
  return Array.from({ length: days }, (_, i) => ({
    date: addDays(today, -(lastDay + days - 1 - i)),
    energy_level: r.int(3, 8),
    sleep_quality: r.int(2, 8),
    stress_level: r.int(2, 8),
    mood: r.int(3, 8),
  }))
}

async function crowd(payload: Payload, settings: Env, size: number, random: Random, now: Date, counts: Record<string, number>): Promise<void> {
  const today = utcDateString(now)
  const members = await crowdAccounts(payload, size, random, now)
  counts.customers += members.length
  const lastActive = new Map<string, string>()
  for (let start = 0; start < members.length; start += CROWD_BATCH) {
    const rows = members.slice(start, start + CROWD_BATCH).flatMap((member) =>
      crowdCheckins(member.r, today).map((checkin) => {
        const at = new Date(Math.min(now.getTime(), Date.parse(`${checkin.date}T20:00:00Z`))).toISOString()
        lastActive.set(member.id, at)
        return { owner: member.id, data: { ...checkin, journal_entry: null, createdAt: at, updatedAt: at } }
      }),
    )
    await createOwnedBatch(payload, 'checkins', rows)
    counts.checkins += rows.length
  }
  for (const member of members) {
    const { r } = member
    const active = lastActive.get(member.id)
    // What the check-ins' hooks keep, for rows written in bulk: her activity date and her check-in figures.
    if (active) {
      await updateCustomer(payload, member.id, { last_activity_at: active })
      await storeCheckinFigures(payload, member.id)
    }
    if (r.chance(0.3)) {
      await upgradeToPlus(payload, settings, (await findCustomerBy(payload, 'email', crowdCustomer(member.n).email))!)
      counts.upgrades++
    }
    if (active && r.chance(0.6)) {
      const person = crowdCustomer(member.n)
      const [firstName, ...rest] = person.name.split(' ')
      const answers = demoAssessmentAnswers(r.chance(0.5) ? 'base' : 'plus', 'baseline', r)
      const completed = new Date(`${addDays(today, -r.int(1, 25))}T${String(r.int(8, 21)).padStart(2, '0')}:00:00Z`)
      await submitAssessment(
        payload,
        member.id,
        { assessment_type: 'comprehensive_menopause_assessment', ...answers, first_name: firstName, last_name: rest.join(' '), email: person.email },
        { now: completed },
      )
      counts.assessments++
    }
  }
}

export async function seedDemo(payload: Payload, settings: Env, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const existing = (await payload.count({ collection: 'customers', overrideAccess: true })).totalDocs
  const refusal = demoSeedRefusal(options.databaseUrl, existing)
  if (refusal) throw badRequest(refusal)

  const seed = options.seed ?? DEMO_SEED
  const now = options.now ?? new Date()
  const today = utcDateString(now)
  const random = seededRandom(seed)
  const timings: Record<string, number> = {}
  const counts: Record<string, number> = { customers: 0, upgrades: 0, checkins: 0, assessments: 0, meal_plans: 0, course_ratings: 0 }

  const staff = await timed(timings, 'staff', () => staffAccounts(payload))
  for (const persona of Object.keys(DEMO_CUSTOMERS) as DemoPersona[]) {
    const account = DEMO_CUSTOMERS[persona]
    const r = random.fork(persona)
    log(`Demo customer ${account.name}…`)
    let customer = await registerCustomer(payload, account)
    counts.customers++
    const story = checkinStory(seed, persona, today)
    await timed(timings, `${persona}: check-ins`, () => checkinsFor(payload, customer.id, story))
    counts.checkins += story.length
    await timed(timings, `${persona}: assessments`, () => assessments(payload, customer.id, persona, today, r))
    counts.assessments += 2
    await timed(timings, `${persona}: treatments`, () => treatments(payload, customer.id, persona, today, now))
    counts.course_ratings += await timed(timings, `${persona}: course`, () => course(payload, customer.id, persona, today))
    if (persona === 'plus') {
      await upgradeToPlus(payload, settings, customer)
      counts.upgrades++
    }
    customer = (await findCustomerByEmail(payload, account.email))!
    const plans = persona === 'plus' ? 2 : 1
    const food = DEMO_FOOD_PREFERENCES[persona]
    const planId = await timed(timings, `${persona}: meal plans`, async () => {
      if (!food) return mealPlans(payload, settings, customer, plans)
      await mealPlans(payload, settings, customer, food.afterPlans)
      await updateFoodPreferences(payload, customer.id, food.preferences)
      return mealPlans(payload, settings, customer, plans - food.afterPlans)
    })
    counts.meal_plans += plans
    await timed(timings, `${persona}: shopping`, () => shopping(payload, customer.id, planId, r, persona === 'plus' ? 75 : 55))
    if (persona === 'plus') {
      await timed(timings, 'plus: food logs', () => foodLogs(payload, customer.id, today, r.fork('food'), now))
      await timed(timings, 'plus: sleep logs', () => sleepLogs(payload, customer.id, story, now))
    }
    const reminders = DEMO_REMINDERS[persona]
    await saveReminderSettings(payload, customer.id, { ...reminders, days: [...reminders.days], channels: [...reminders.channels] }, now)
    await timed(timings, `${persona}: progress summary`, () => generateProgressSummary(payload, { ...settings, OPENAI_API_KEY: undefined }, customer, undefined, today))
  }
  await timed(timings, 'personal content', () => personalContent(payload, settings, staff, now))
  log(`${options.crowd ?? DEMO_CROWD_SIZE} further demo customers…`)
  await timed(timings, 'crowd', () => crowd(payload, settings, options.crowd ?? DEMO_CROWD_SIZE, random.fork('crowd'), now, counts))
  return { ms: Math.round(performance.now() - started), counts, timings }
}
