import type { MealPlan } from '../../../types/payload-types'
import { MEAL_PLAN_DAYS, MEAL_TYPES } from '../../domain/constants'
import type { PlanData, Recipe } from '../../domain/meal-plans/types'

/** A plan as the documented API shows it (spec doc 1 §3 "Meal plan", §4 states). */
export type MealPlanStatus = MealPlan['status']

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
  /** Who wrote it: `openai` (only with her AI consent) or the app's own `builtin` planner. */
  planner: MealPlan['planner']
}

/** The recipes a plan written before recipes had their own records keeps on itself (none for newer plans). */
export function recipesOf(plan: Pick<MealPlan, 'detailed_recipes'>): Recipe[] {
  return Array.isArray(plan.detailed_recipes) ? (plan.detailed_recipes as unknown as Recipe[]) : []
}

/** Recipes in the plan's order: Monday to Sunday, breakfast to snack. */
export function sortRecipes(recipes: readonly Recipe[]): Recipe[] {
  const order = (r: Recipe) => MEAL_PLAN_DAYS.indexOf(r.day) * MEAL_TYPES.length + MEAL_TYPES.indexOf(r.meal_type)
  return [...recipes].sort((a, b) => order(a) - order(b))
}

/**
 * A plan's recipes from both places they may be: the list an older plan keeps
 * on itself first, then the stored records for the days and meals it lacks;
 * in the plan's order.
 */
export function mergeRecipes(kept: readonly Recipe[], stored: readonly Recipe[]): Recipe[] {
  const slot = (r: Recipe) => `${r.day}|${r.meal_type}`
  const keptSlots = new Set(kept.map(slot))
  return sortRecipes([...kept, ...stored.filter((r) => !keptSlots.has(slot(r)))])
}

type SummaryFields = Pick<MealPlan, 'id' | 'plan_data' | 'status' | 'progress' | 'createdAt' | 'detailed_recipes' | 'recipes_ready'>

export function toSummary(plan: SummaryFields): MealPlanSummary {
  return {
    id: plan.id,
    plan_data: (plan.plan_data as unknown as PlanData | null) ?? null,
    status: plan.status,
    progress: plan.progress,
    created_at: plan.createdAt,
    recipes_ready: Math.max(plan.recipes_ready ?? 0, recipesOf(plan).length),
  }
}

/** A plan with its recipes (`planRecipes`), as GET /api/ai/meal-plan/{id} answers it. */
export function toDetail(plan: MealPlan, recipes: Recipe[]): MealPlanDetail {
  const { recipes_ready: _ready, ...summary } = toSummary(plan)
  return { ...summary, detailed_recipes: recipes, failure_reason: plan.failure_reason ?? null, planner: plan.planner }
}
