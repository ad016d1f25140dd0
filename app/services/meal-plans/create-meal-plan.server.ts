import type { Payload } from 'payload'

import type { Customer, MealPlan } from '../../../types/payload-types'
import { mayUseAi } from '../../domain/account/ai-consent'
import { ENTITLEMENTS, parseTier, tierName, type Tier } from '../../domain/entitlements'
import { checkOverview } from '../../domain/meal-plans/checks'
import { GENERATION_FAILED_MESSAGE, noSafeRecipesMessage } from '../../domain/meal-plans/messages'
import { mealsWithoutSafeRecipes } from '../../domain/meal-plans/planner'
import type { PlanData } from '../../domain/meal-plans/types'
import type { Env } from '../../lib/env.server'
import { badRequest, conflict, forbidden, upstreamFailed } from '../../lib/errors'
import { yieldToEventLoop } from '../../lib/event-loop'
import { aiConsentFor } from '../account/ai-consent.server'
import { workQueue } from '../work/work-queue.server'
import { countOwn, createOwn, deleteOwn, findOneOwn, setOwnFields } from '../own-records.server'
import { loadMealPlanProfile, toStoredProfile } from './load-profile.server'
import { failPlan } from './plan-outcome.server'
import { plannerFor } from './planners.server'

/**
 * POST /api/ai/meal-plan and POST /api/meal-plan/generate (spec doc 1 §2, §4,
 * §7): checks the allowance and the one-at-a-time rule, writes the overview
 * while the request waits, then queues the 28 recipes for the job
 * (app/jobs/generate-meal-plan-recipes.server.ts). Answers once the overview exists.
 */
export const GENERATING_CONFLICT_DETAIL =
  'A meal plan is already being generated. Please wait for it to finish before starting another.'

export function quotaDetail(tier: Tier, limit: number, brand: string): string {
  return (
    `Your ${tierName(tier, brand)} membership includes ${limit} AI meal plans per calendar month and you have used them all. ` +
    `${tierName('plus', brand)} has unlimited meal plans.`
  )
}

function startOfMonthUtc(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
}

/** Plans that count against the monthly allowance: every plan this calendar month that did not fail. */
function plansThisMonth(payload: Payload, customerId: string): Promise<number> {
  return countOwn(payload, customerId, 'meal-plans', {
    createdAt: { greater_than_equal: startOfMonthUtc() },
    status: { not_equals: 'failed' },
  })
}

function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { message?: string })?.message ?? ''} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`
  return /unique|duplicate|E11000|generation_lock/i.test(text)
}

export async function createMealPlan(
  payload: Payload,
  settings: Env,
  customer: Customer,
): Promise<{ meal_plan_id: string; overview: PlanData }> {
  const generating = await findOneOwn(payload, customer.id, 'meal-plans', { generation_lock: { equals: customer.id } })
  if (generating) throw conflict(GENERATING_CONFLICT_DETAIL)
  const tier = parseTier(String(customer.tier ?? 'base'), settings.BRAND_NAME) ?? 'base'
  const limit = ENTITLEMENTS[tier].mealPlansPerMonth
  if (limit !== null && (await plansThisMonth(payload, customer.id)) >= limit) {
    throw forbidden(quotaDetail(tier, limit, settings.BRAND_NAME))
  }

  // Nothing of hers goes to OpenAI without her AI consent (issue 35): otherwise the built-in planner.
  const planner = plannerFor(settings, mayUseAi(await aiConsentFor(payload, settings, customer)) ? undefined : 'builtin')
  const earlier = await countOwn(payload, customer.id, 'meal-plans')
  const profile = await loadMealPlanProfile(payload, customer.id, `${customer.id}:${earlier + 1}`)
  // Either planner falls back to a built-in recipe for any slot a model fills
  // unsafely, so both need one she can eat for every meal; otherwise no plan.
  const unplannable = mealsWithoutSafeRecipes(profile)
  if (unplannable.length) throw badRequest(noSafeRecipesMessage(unplannable))
  // Each step below is a turn of its own, so other requests are served in between (lib/event-loop).
  await yieldToEventLoop()

  let plan: MealPlan
  try {
    plan = await createOwn(payload, customer.id, 'meal-plans', {
      status: 'generating',
      progress: 0,
      planner: planner.kind,
      generation_lock: customer.id,
      ...toStoredProfile(profile),
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(GENERATING_CONFLICT_DETAIL)
    throw error
  }

  // Two requests can pass the allowance check together; the second one to
  // create its plan sees both and gives its own back.
  if (limit !== null && (await plansThisMonth(payload, customer.id)) > limit) {
    await deleteOwn(payload, customer.id, 'meal-plans', plan.id)
    throw forbidden(quotaDetail(tier, limit, settings.BRAND_NAME))
  }

  await yieldToEventLoop()
  let overview: PlanData
  try {
    overview = await planner.overview(profile)
    if (planner.kind === 'openai') {
      // A model's dish that breaks her restrictions by its very name never reaches her.
      const checked = checkOverview(overview, profile)
      if (checked.replaced.length) {
        payload.logger.warn({ msg: 'Meal plan overview: dishes replaced by safe built-in ones', mealPlanId: plan.id, count: checked.replaced.length })
      }
      overview = checked.planData
    }
  } catch (error) {
    await failPlan(payload, customer.id, plan.id, `Overview: ${(error as Error).message}`)
    throw upstreamFailed(GENERATION_FAILED_MESSAGE)
  }
  await yieldToEventLoop()
  // Through the adapter: Payload's update would first merge the stored plan with the large overview.
  await setOwnFields(payload, customer.id, 'meal-plans', plan.id, {
    plan_data: overview as unknown as MealPlan['plan_data'],
    status: 'generating_recipes',
    progress: 0,
  })
  await yieldToEventLoop()
  await workQueue().mealPlanRecipes(payload, settings, plan.id)
  return { meal_plan_id: plan.id, overview }
}
