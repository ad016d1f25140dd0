import type { Payload } from 'payload'

import { env, type Env } from '../lib/env.server'
import { GENERATE_RECIPES_TASK, MEAL_PLAN_QUEUE } from '../../cms/jobs/generateMealPlanRecipes'
import type { Customer, MealPlan } from '../../cms/payload-types'
import {
  AVERAGE_WINDOW_CHECKINS,
  MEAL_PLAN_DAYS,
  MEAL_PLAN_RECIPE_ATTEMPTS,
  MEAL_PLAN_RECIPE_CONCURRENCY,
  MEAL_PLAN_RECIPE_COUNT,
  MEAL_TYPES,
  STATS_WINDOW_DAYS,
} from '../domain/constants'
import { ENTITLEMENTS, parseTier, tierName, type Tier } from '../domain/entitlements'
import { GENERATION_FAILED_MESSAGE } from '../domain/meal-plans/messages'
import { buildBuiltinPlan, type BuiltinPlan } from '../domain/meal-plans/planner'
import { buildProfile } from '../domain/meal-plans/profile'
import { mergeShoppingList } from '../domain/meal-plans/shopping-list'
import type { Day, MealPlanProfile, MealType, PlanData, Recipe } from '../domain/meal-plans/types'
import { conflict, forbidden, notFound, upstreamFailed } from '../lib/errors'
import { isRecordId } from '../lib/ids'
import { openaiClient } from '../lib/openai.server'
import { openaiOverview, openaiRecipe } from './openai-meal-planner.server'

/**
 * AI meal plans (spec doc 1 §2, §3, §4, §7). The overview is written while
 * the request waits; the 28 detailed recipes are written by a job on
 * Payload's queue, each saved as it finishes with the progress updated.
 */
export type MealPlanStatus = MealPlan['status']
export type PlannerKind = MealPlan['planner']

export const GENERATION_FAILED_DETAIL = GENERATION_FAILED_MESSAGE
export const GENERATING_CONFLICT_DETAIL =
  'A meal plan is already being generated. Please wait for it to finish before starting another.'

export interface MealPlanSummary {
  id: string
  plan_data: PlanData | null
  status: MealPlanStatus
  progress: number
  created_at: string
  recipes_ready: number
}

export interface MealPlanDetail extends Omit<MealPlanSummary, 'recipes_ready'> {
  detailed_recipes: Recipe[]
  failure_reason: string | null
}

function recipesOf(plan: MealPlan): Recipe[] {
  return Array.isArray(plan.detailed_recipes) ? (plan.detailed_recipes as unknown as Recipe[]) : []
}

function toSummary(plan: MealPlan): MealPlanSummary {
  return {
    id: plan.id,
    plan_data: (plan.plan_data as unknown as PlanData | null) ?? null,
    status: plan.status,
    progress: plan.progress,
    created_at: plan.createdAt,
    recipes_ready: recipesOf(plan).length,
  }
}

function toDetail(plan: MealPlan): MealPlanDetail {
  const { recipes_ready: _ready, ...summary } = toSummary(plan)
  return { ...summary, detailed_recipes: recipesOf(plan), failure_reason: plan.failure_reason ?? null }
}

// ── Planners ────────────────────────────────────────────────────────────────

export interface Planner {
  kind: PlannerKind
  overview(profile: MealPlanProfile): Promise<PlanData>
  recipe(profile: MealPlanProfile, planData: PlanData, day: Day, meal: MealType): Promise<Recipe>
}

function builtinPlanner(): Planner {
  // The built-in plan is deterministic: compute it once per profile.
  const cache = new Map<string, BuiltinPlan>()
  const planFor = (profile: MealPlanProfile) => {
    const key = JSON.stringify(profile)
    let plan = cache.get(key)
    if (!plan) cache.set(key, (plan = buildBuiltinPlan(profile)))
    return plan
  }
  return {
    kind: 'builtin',
    overview: async (profile) => planFor(profile).planData,
    recipe: async (profile, _planData, day, meal) => {
      const recipe = planFor(profile).recipes.find((r) => r.day === day && r.meal_type === meal)
      if (!recipe) throw new Error(`No recipe for ${day} ${meal}`)
      return recipe
    },
  }
}

/** With OPENAI_API_KEY the OpenAI planner, otherwise the built-in one. */
export function plannerFor(settings: Env, kind?: PlannerKind): Planner {
  const client = openaiClient(settings)
  if (kind === 'builtin' || (!kind && !client)) return builtinPlanner()
  if (!client) throw new Error('This plan was started with OpenAI, which is no longer configured')
  return {
    kind: 'openai',
    overview: (profile) => openaiOverview(client, settings.OPENAI_MODEL, profile),
    recipe: (profile, planData, day, meal) => openaiRecipe(client, settings.OPENAI_MODEL, profile, planData, day, meal),
  }
}

// ── Personalisation ─────────────────────────────────────────────────────────

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The latest assessment and the recent check-ins, read (never changed) through the Local API. */
export async function loadMealPlanProfile(payload: Payload, customerId: string, seed: string): Promise<MealPlanProfile> {
  const since = new Date(Date.now() - STATS_WINDOW_DAYS * 24 * 60 * 60 * 1000)
  const [assessments, checkins] = await Promise.all([
    payload.find({
      collection: 'assessments',
      overrideAccess: true,
      where: { customer: { equals: customerId } },
      sort: '-completed_at',
      limit: 1,
      depth: 0,
    }),
    payload.find({
      collection: 'checkins',
      overrideAccess: true,
      where: { customer: { equals: customerId }, date: { greater_than_equal: isoDate(since) } },
      sort: '-date',
      limit: AVERAGE_WINDOW_CHECKINS,
      depth: 0,
    }),
  ])
  const responses = assessments.docs[0]?.responses
  return buildProfile({
    responses: responses && typeof responses === 'object' && !Array.isArray(responses) ? (responses as Record<string, unknown>) : null,
    checkins: checkins.docs,
    seed,
  })
}

// ── Creating a plan ─────────────────────────────────────────────────────────

function startOfMonthUtc(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
}

/** Plans that count against the monthly allowance: every plan this calendar month that did not fail. */
async function plansThisMonth(payload: Payload, customerId: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'meal-plans',
    overrideAccess: true,
    where: {
      customer: { equals: customerId },
      createdAt: { greater_than_equal: startOfMonthUtc() },
      status: { not_equals: 'failed' },
    },
  })
  return totalDocs
}

export function quotaDetail(tier: Tier, limit: number, brand: string): string {
  return (
    `Your ${tierName(tier, brand)} membership includes ${limit} AI meal plans per calendar month and you have used them all. ` +
    `Upgrade to ${tierName('plus', brand)} at /upgrades for unlimited meal plans.`
  )
}

async function assertAllowance(payload: Payload, customer: Customer, brand: string): Promise<void> {
  const tier = parseTier(String(customer.tier ?? 'base'), brand) ?? 'base'
  const limit = ENTITLEMENTS[tier].mealPlansPerMonth
  if (limit === null) return
  if ((await plansThisMonth(payload, customer.id)) >= limit) throw forbidden(quotaDetail(tier, limit, brand))
}

async function generatingPlan(payload: Payload, customerId: string): Promise<MealPlan | null> {
  const { docs } = await payload.find({
    collection: 'meal-plans',
    overrideAccess: true,
    where: { customer: { equals: customerId }, generation_lock: { equals: customerId } },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { message?: string })?.message ?? ''} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`
  return /unique|duplicate|E11000|generation_lock/i.test(text)
}

async function finishPlan(payload: Payload, id: string, data: Partial<MealPlan>): Promise<MealPlan> {
  return payload.update({ collection: 'meal-plans', id, overrideAccess: true, data: { ...data, generation_lock: id } })
}

export async function failPlan(payload: Payload, id: string, reason: string): Promise<void> {
  payload.logger.error({ msg: 'Meal plan generation failed', mealPlanId: id, reason })
  await finishPlan(payload, id, { status: 'failed', failure_reason: reason.slice(0, 500) })
}

/**
 * POST /api/ai/meal-plan and POST /api/meal-plan/generate: checks the
 * allowance and the one-at-a-time rule, writes the overview, then queues the
 * recipes. Answers once the overview exists.
 */
export async function createMealPlan(
  payload: Payload,
  settings: Env,
  customer: Customer,
): Promise<{ meal_plan_id: string; overview: PlanData }> {
  if (await generatingPlan(payload, customer.id)) throw conflict(GENERATING_CONFLICT_DETAIL)
  await assertAllowance(payload, customer, settings.BRAND_NAME)

  const planner = plannerFor(settings)
  const { totalDocs: earlier } = await payload.count({
    collection: 'meal-plans',
    overrideAccess: true,
    where: { customer: { equals: customer.id } },
  })
  const profile = await loadMealPlanProfile(payload, customer.id, `${customer.id}:${earlier + 1}`)

  let plan: MealPlan
  try {
    plan = await payload.create({
      collection: 'meal-plans',
      overrideAccess: true,
      data: {
        customer: customer.id,
        status: 'generating',
        progress: 0,
        planner: planner.kind,
        generation_lock: customer.id,
        profile: profile as unknown as MealPlan['profile'],
      },
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(GENERATING_CONFLICT_DETAIL)
    throw error
  }

  // Two requests can pass the allowance check together; the second one to
  // create its plan sees both and gives its own back.
  const tier = parseTier(String(customer.tier ?? 'base'), settings.BRAND_NAME) ?? 'base'
  const limit = ENTITLEMENTS[tier].mealPlansPerMonth
  if (limit !== null && (await plansThisMonth(payload, customer.id)) > limit) {
    await payload.delete({ collection: 'meal-plans', id: plan.id, overrideAccess: true })
    throw forbidden(quotaDetail(tier, limit, settings.BRAND_NAME))
  }

  let overview: PlanData
  try {
    overview = await planner.overview(profile)
  } catch (error) {
    await failPlan(payload, plan.id, `Overview: ${(error as Error).message}`)
    throw upstreamFailed(GENERATION_FAILED_DETAIL)
  }
  await payload.update({
    collection: 'meal-plans',
    id: plan.id,
    overrideAccess: true,
    data: { plan_data: overview as unknown as MealPlan['plan_data'], status: 'generating_recipes', progress: 0 },
  })
  await startMealPlanJob(payload, plan.id)
  return { meal_plan_id: plan.id, overview }
}

/** Queue the recipes and, in the process that runs jobs, start them now rather than at the next cron tick. */
export async function startMealPlanJob(payload: Payload, mealPlanId: string): Promise<void> {
  const job = await payload.jobs.queue({ task: GENERATE_RECIPES_TASK, queue: MEAL_PLAN_QUEUE, input: { mealPlanId } })
  if (env().JOBS_AUTORUN) runQueuedJobs(payload, job.id)
}

function runQueuedJobs(payload: Payload, jobId?: string | number): void {
  void payload.jobs
    .run({ queue: MEAL_PLAN_QUEUE, ...(jobId ? { where: { id: { equals: jobId } } } : {}) })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Meal plan job run failed' }))
}

// ── The recipe job ──────────────────────────────────────────────────────────

/** Plans this process is generating now: a second run for the same plan waits its turn. */
const running = new Set<string>()

function slotKey(day: string, meal: string): string {
  return `${day}|${meal}`
}

function sortRecipes(recipes: Recipe[]): Recipe[] {
  const order = (r: Recipe) => MEAL_PLAN_DAYS.indexOf(r.day) * MEAL_TYPES.length + MEAL_TYPES.indexOf(r.meal_type)
  return [...recipes].sort((a, b) => order(a) - order(b))
}

async function withRetries<T>(attempts: number, task: () => Promise<T>): Promise<T> {
  let last: unknown
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await task()
    } catch (error) {
      last = error
      if (attempt < attempts) await new Promise((r) => setTimeout(r, 250 * 2 ** (attempt - 1)))
    }
  }
  throw last
}

/** Runs `work` over `items` with at most `limit` in flight; stops starting new work after a failure. */
async function boundedPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failed: unknown = null
  const worker = async () => {
    while (next < items.length && !failed) {
      const item = items[next++]
      try {
        await work(item)
      } catch (error) {
        failed ??= error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  if (failed) throw failed
}

/**
 * The job body: generates the recipes the plan is still missing, saving each
 * with the new progress as it finishes, then marks the plan complete with the
 * shopping list merged from the recipes. Any failure marks the plan failed.
 */
export async function generateRemainingRecipes(payload: Payload, mealPlanId: string): Promise<string> {
  if (running.has(mealPlanId)) return 'already running'
  running.add(mealPlanId)
  try {
    let plan: MealPlan
    try {
      plan = await payload.findByID({ collection: 'meal-plans', id: mealPlanId, overrideAccess: true, depth: 0 })
    } catch {
      return 'not found'
    }
    if (plan.status !== 'generating_recipes') return plan.status
    try {
      const planner = plannerFor(env(), plan.planner)
      const profile = plan.profile as unknown as MealPlanProfile
      const planData = plan.plan_data as unknown as PlanData
      const recipes = recipesOf(plan)
      const done = new Set(recipes.map((r) => slotKey(r.day, r.meal_type)))
      const missing = MEAL_PLAN_DAYS.flatMap((day) => MEAL_TYPES.map((meal) => ({ day, meal }))).filter(
        ({ day, meal }) => !done.has(slotKey(day, meal)),
      )

      // One writer: each finished recipe is saved in turn, so no update overwrites another.
      let writes = Promise.resolve()
      const save = (recipe: Recipe) => {
        writes = writes.then(async () => {
          recipes.push(recipe)
          await payload.update({
            collection: 'meal-plans',
            id: mealPlanId,
            overrideAccess: true,
            data: {
              detailed_recipes: sortRecipes(recipes) as unknown as MealPlan['detailed_recipes'],
              progress: Math.floor((recipes.length / MEAL_PLAN_RECIPE_COUNT) * 100),
            },
          })
        })
        return writes
      }

      const concurrency = planner.kind === 'openai' ? MEAL_PLAN_RECIPE_CONCURRENCY : 1
      await boundedPool(missing, concurrency, async ({ day, meal }) => {
        const recipe = await withRetries(MEAL_PLAN_RECIPE_ATTEMPTS, () => planner.recipe(profile, planData, day, meal))
        await save({ ...recipe, day, meal_type: meal })
      })
      await writes

      const complete = sortRecipes(recipes)
      await finishPlan(payload, mealPlanId, {
        status: 'complete',
        progress: 100,
        detailed_recipes: complete as unknown as MealPlan['detailed_recipes'],
        plan_data: { ...planData, shopping_list: mergeShoppingList(complete) } as unknown as MealPlan['plan_data'],
        failure_reason: null,
      })
      return 'complete'
    } catch (error) {
      await failPlan(payload, mealPlanId, `Recipes: ${(error as Error).message}`)
      return 'failed'
    }
  } finally {
    running.delete(mealPlanId)
  }
}

/**
 * At start (in the process that runs jobs): release recipe jobs a previous
 * process left mid-run, queue a job for any generating plan without one, run
 * them now, and fail plans whose overview was never written.
 */
export async function resumeInterruptedMealPlans(payload: Payload): Promise<void> {
  const stranded = await payload.find({
    collection: 'meal-plans',
    overrideAccess: true,
    where: { status: { equals: 'generating' } },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  for (const plan of stranded.docs) {
    await failPlan(payload, plan.id, 'The server restarted before the overview was ready')
  }

  const jobs = await payload.find({
    collection: 'payload-jobs',
    overrideAccess: true,
    where: {
      taskSlug: { equals: GENERATE_RECIPES_TASK },
      completedAt: { exists: false },
      hasError: { not_equals: true },
    },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  const queued = new Set<string>()
  for (const job of jobs.docs) {
    const input = job.input as { mealPlanId?: string } | null
    if (input?.mealPlanId) queued.add(input.mealPlanId)
    if (job.processing) {
      await payload.update({ collection: 'payload-jobs', id: job.id, overrideAccess: true, data: { processing: false } })
    }
  }

  const generating = await payload.find({
    collection: 'meal-plans',
    overrideAccess: true,
    where: { status: { equals: 'generating_recipes' } },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  for (const plan of generating.docs) {
    if (!queued.has(plan.id)) {
      await payload.jobs.queue({ task: GENERATE_RECIPES_TASK, queue: MEAL_PLAN_QUEUE, input: { mealPlanId: plan.id } })
    }
  }
  if (generating.docs.length) {
    payload.logger.info({ msg: 'Resuming interrupted meal plans', count: generating.docs.length })
    runQueuedJobs(payload)
  }
}

// ── Reading plans ───────────────────────────────────────────────────────────

export async function listMealPlans(payload: Payload, customerId: string): Promise<MealPlanSummary[]> {
  const { docs } = await payload.find({
    collection: 'meal-plans',
    overrideAccess: true,
    where: { customer: { equals: customerId } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
  })
  return docs.map(toSummary)
}

async function ownPlan(payload: Payload, customerId: string, id: string): Promise<MealPlan> {
  if (!isRecordId(id)) throw notFound('Meal plan not found')
  const { docs } = await payload.find({
    collection: 'meal-plans',
    overrideAccess: true,
    where: { id: { equals: id }, customer: { equals: customerId } },
    limit: 1,
    depth: 0,
  })
  if (!docs[0]) throw notFound('Meal plan not found')
  return docs[0]
}

export async function getMealPlan(payload: Payload, customerId: string, id: string): Promise<MealPlanDetail> {
  return toDetail(await ownPlan(payload, customerId, id))
}

export async function getMealPlanProgress(
  payload: Payload,
  customerId: string,
  id: string,
): Promise<{ progress: number; status: MealPlanStatus }> {
  const plan = await ownPlan(payload, customerId, id)
  return { progress: plan.progress, status: plan.status }
}
