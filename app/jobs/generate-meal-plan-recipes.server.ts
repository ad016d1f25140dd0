import type { Payload } from 'payload'

import type { MealPlan } from '../../types/payload-types'
import { MEAL_PLAN_DAYS, MEAL_PLAN_RECIPE_ATTEMPTS, MEAL_PLAN_RECIPE_CONCURRENCY, MEAL_PLAN_RECIPE_COUNT, MEAL_TYPES } from '../domain/constants'
import { AI_MESSAGES } from '../domain/account/ai-consent'
import { isUnclassifiedFailure, recipeConflict, replacementsSentence } from '../domain/meal-plans/checks'
import { isEmptyConflict } from '../domain/meal-plans/restrictions'
import { dailyShortfalls, dailyTargetsSentence } from '../domain/meal-plans/daily-targets'
import { builtinRecipe, overviewMeal, restrictionsOf } from '../domain/meal-plans/planner'
import { mergeShoppingList } from '../domain/meal-plans/shopping-list'
import type { PlanData, Recipe } from '../domain/meal-plans/types'
import { env } from '../lib/env.server'
import { yieldToEventLoop } from '../lib/event-loop'
import { aiConsentStands } from '../services/account/ai-consent.server'
import { failPlan, finishPlan } from '../services/meal-plans/plan-outcome.server'
import { storedProfileOf } from '../services/meal-plans/load-profile.server'
import { planRecipes, storePlanRecipe } from '../services/meal-plans/plan-recipes.server'
import { sortRecipes } from '../services/meal-plans/plan-views.server'
import { plannerFor } from '../services/meal-plans/planners.server'
import { findOwnedForSystem, ownerOf, setOwnFields } from '../services/own-records.server'
import { GENERATE_RECIPES_TASK, MEAL_PLAN_QUEUE } from './queues'
import { runMealPlanJobs } from './run.server'
import { shared } from '../lib/process-state.server'

/**
 * The recipe job (spec doc 1 §4): writes a plan's detailed recipes one by one,
 * each stored as its own record (meal-plan-recipes), updating the plan's
 * progress after each. cms/jobs/generateMealPlanRecipes.ts is its
 * task config. The `running` set below is the process's one
 * (app/lib/process-state.server.ts), whichever copy of this module asks.
 */

/** Plans this process is generating now: a second run for the same plan waits its turn. */
const running = shared('meal-plan-recipes:running', () => new Set<string>())

/** A model's plan names the days short of calcium or fibre (the built-in planner's overview already does). */
function overviewShortfalls(recipes: readonly Recipe[]): string | null {
  const short = dailyShortfalls(recipes)
  return short.length ? dailyTargetsSentence(short) : null
}

function slotKey(day: string, meal: string): string {
  return `${day}|${meal}`
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

/**
 * Runs `work` over `items` with at most `limit` in flight; stops starting new
 * work after a failure. Each worker yields to the event loop between items, so
 * a planner that answers synchronously (the built-in one) never holds the
 * process for a whole plan.
 */
export async function boundedPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
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
      await yieldToEventLoop()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  if (failed) throw failed
}

/**
 * The job body: generates the recipes the plan is still missing, saving each
 * with the new progress as it finishes, then marks the plan complete with the
 * shopping list merged from the recipes. Any failure marks the plan failed.
 * Safe to run again for the same plan: recipes already written are kept,
 * which is how a plan interrupted by a restart resumes.
 */
export async function generateRemainingRecipes(payload: Payload, mealPlanId: string): Promise<string> {
  if (running.has(mealPlanId)) return 'already running'
  running.add(mealPlanId)
  try {
    const [plan] = await findOwnedForSystem(payload, 'meal-plans', { id: { equals: mealPlanId } }, 1).catch(() => [])
    if (!plan) return 'not found'
    if (plan.status !== 'generating_recipes') return plan.status
    const owner = ownerOf(plan)
    try {
      const planner = plannerFor(env(), plan.planner)
      // An AI plan stops when she withdraws her AI consent part way: asked before each recipe.
      const mayContinue = planner.kind === 'openai' ? () => aiConsentStands(payload, env(), owner) : async () => true
      const profile = storedProfileOf(plan)
      const planData = plan.plan_data as unknown as PlanData
      const recipes = await planRecipes(payload, owner, plan)
      await yieldToEventLoop()
      const done = new Set(recipes.map((r) => slotKey(r.day, r.meal_type)))
      const missing = MEAL_PLAN_DAYS.flatMap((day) => MEAL_TYPES.map((meal) => ({ day, meal }))).filter(
        ({ day, meal }) => !done.has(slotKey(day, meal)),
      )

      // One writer: each finished recipe is stored as its own record (never
      // rewriting the ones before it), then the plan's progress; the event
      // loop gets a turn between the two writes.
      let writes = Promise.resolve()
      const save = (recipe: Recipe, overviewChanged: boolean) => {
        writes = writes.then(async () => {
          await storePlanRecipe(payload, owner, mealPlanId, recipe)
          recipes.push(recipe)
          await yieldToEventLoop()
          await setOwnFields(payload, owner, 'meal-plans', mealPlanId, {
            progress: Math.floor((recipes.length / MEAL_PLAN_RECIPE_COUNT) * 100),
            recipes_ready: recipes.length,
            // The overview names the dish that replaced a model's unsafe one at once, not only when the plan is complete.
            ...(overviewChanged ? { plan_data: planData as unknown as MealPlan['plan_data'] } : {}),
          })
        })
        return writes
      }

      const concurrency = planner.kind === 'openai' ? MEAL_PLAN_RECIPE_CONCURRENCY : 1
      const restrictions = restrictionsOf(profile)
      let replaced = 0
      let unclassified = 0
      await boundedPool(missing, concurrency, async ({ day, meal }) => {
        if (!(await mayContinue())) throw new Error(AI_MESSAGES.withdrawnDuringPlan)
        const written = await withRetries(MEAL_PLAN_RECIPE_ATTEMPTS, () => planner.recipe(profile, planData, day, meal))
        let recipe: Recipe = { ...written, day, meal_type: meal }
        let overviewChanged = false
        // A model's recipe is checked against her restrictions before it is
        // stored; one that fails is never shown: the built-in planner's safe
        // recipe for the slot takes its place. The log names the slot only.
        const conflict = planner.kind === 'openai' ? recipeConflict(recipe, restrictions) : null
        if (conflict && !isEmptyConflict(conflict)) {
          recipe = builtinRecipe(profile, day, meal)
          replaced++
          if (isUnclassifiedFailure(conflict)) unclassified++
          planData.weekly_overview[day][meal] = overviewMeal(recipe)
          overviewChanged = true
          payload.logger.warn({ msg: 'Meal plan recipe replaced by a safe built-in one', mealPlanId, day, meal })
        }
        await save(recipe, overviewChanged)
      })
      await writes
      // How often a model names an ingredient the vocabulary cannot read (a count only: the vocabulary's gaps, no health data).
      if (unclassified) payload.logger.warn({ msg: 'Meal plan recipes replaced for an ingredient the vocabulary does not know', mealPlanId, count: unclassified })

      const ordered = sortRecipes(recipes)
      const shoppingList = mergeShoppingList(ordered)
      const notes = planner.kind === 'openai' ? [replacementsSentence(replaced), overviewShortfalls(ordered)].filter(Boolean) : []
      await yieldToEventLoop()
      await finishPlan(payload, owner, mealPlanId, {
        status: 'complete',
        progress: 100,
        recipes_ready: recipes.length,
        plan_data: {
          ...planData,
          client_summary: [planData.client_summary, ...notes].join(' '),
          shopping_list: shoppingList,
        } as unknown as MealPlan['plan_data'],
        failure_reason: null,
      })
      return 'complete'
    } catch (error) {
      await failPlan(payload, owner, mealPlanId, `Recipes: ${(error as Error).message}`)
      return 'failed'
    }
  } finally {
    running.delete(mealPlanId)
  }
}

/**
 * At start (in the process that runs jobs): a job that was mid-run when the
 * previous process stopped is left marked `processing` and would never be
 * picked up again. Release those, queue a job for any plan still generating
 * recipes without one, and run them now. Plans whose overview was never
 * written cannot be resumed (the request that started them is gone): they are
 * marked failed so nothing spins forever.
 */
export async function resumeInterruptedMealPlans(payload: Payload): Promise<void> {
  const stranded = await findOwnedForSystem(payload, 'meal-plans', { status: { equals: 'generating' } }, 'all')
  for (const plan of stranded) {
    await failPlan(payload, ownerOf(plan), plan.id, 'The server restarted before the overview was ready')
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

  const generating = await findOwnedForSystem(payload, 'meal-plans', { status: { equals: 'generating_recipes' } }, 'all')
  for (const plan of generating) {
    if (!queued.has(plan.id)) {
      await payload.jobs.queue({ task: GENERATE_RECIPES_TASK, queue: MEAL_PLAN_QUEUE, input: { mealPlanId: plan.id } })
    }
  }
  if (generating.length) {
    payload.logger.info({ msg: 'Resuming interrupted meal plans', count: generating.length })
    runMealPlanJobs(payload)
  }
}
