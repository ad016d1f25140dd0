import type { MealPlan } from '../../../types/payload-types'
import { buildBuiltinPlan, type BuiltinPlan } from '../../domain/meal-plans/planner'
import type { Day, MealPlanProfile, MealType, PlanData, Recipe } from '../../domain/meal-plans/types'
import type { Env } from '../../lib/env.server'
import { openaiClient } from '../../lib/openai.server'
import { openaiOverview, openaiRecipe } from './openai-planner.server'

export type PlannerKind = MealPlan['planner']

/** Writes a plan's overview while the request waits, and each recipe in the job. */
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
