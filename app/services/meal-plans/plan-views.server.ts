import type { MealPlan } from '../../../cms/payload-types'
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
}

export function recipesOf(plan: Pick<MealPlan, 'detailed_recipes'>): Recipe[] {
  return Array.isArray(plan.detailed_recipes) ? (plan.detailed_recipes as unknown as Recipe[]) : []
}

type SummaryFields = Pick<MealPlan, 'id' | 'plan_data' | 'status' | 'progress' | 'createdAt' | 'detailed_recipes'>

export function toSummary(plan: SummaryFields): MealPlanSummary {
  return {
    id: plan.id,
    plan_data: (plan.plan_data as unknown as PlanData | null) ?? null,
    status: plan.status,
    progress: plan.progress,
    created_at: plan.createdAt,
    recipes_ready: recipesOf(plan).length,
  }
}

export function toDetail(plan: MealPlan): MealPlanDetail {
  const { recipes_ready: _ready, ...summary } = toSummary(plan)
  return { ...summary, detailed_recipes: recipesOf(plan), failure_reason: plan.failure_reason ?? null }
}
