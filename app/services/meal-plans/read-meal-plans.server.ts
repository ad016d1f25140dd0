import type { Payload } from 'payload'

import { withAllergens } from '../../domain/meal-plans/checks'
import { restrictionsOf } from '../../domain/meal-plans/planner'
import type { Restrictions } from '../../domain/meal-plans/restrictions'
import { notFound } from '../../lib/errors'
import { isRecordId } from '../../lib/ids'
import { findOwnFields, getOwnOr404 } from '../own-records.server'
import { storedProfileOf } from './load-profile.server'
import { planRecipes } from './plan-recipes.server'
import { toDetail, toSummary, type MealPlanDetail, type MealPlanStatus, type MealPlanSummary } from './plan-views.server'

const LIST_LIMIT = 100

/** GET /api/ai/meal-plans: the customer's plans, newest first, without the profile they were made from. */
export async function listMealPlans(payload: Payload, customerId: string): Promise<MealPlanSummary[]> {
  const fields = ['plan_data', 'status', 'progress', 'createdAt', 'recipes_ready', 'detailed_recipes'] as const
  const docs = await findOwnFields(payload, customerId, 'meal-plans', fields, { sort: '-createdAt', limit: LIST_LIMIT })
  return docs.map(toSummary)
}

/** The meal-plans page's plan picker: only what it shows (when, which state). */
export function listMealPlanHeaders(payload: Payload, customerId: string) {
  return findOwnFields(payload, customerId, 'meal-plans', ['status', 'createdAt'], { sort: '-createdAt', limit: LIST_LIMIT })
}

/** GET /api/ai/meal-plan/{id}: every recipe with the allergens its ingredients contain (allergens.ts). */
export async function getMealPlan(payload: Payload, customerId: string, id: string): Promise<MealPlanDetail> {
  return (await getMealPlanWithRestrictions(payload, customerId, id)).detail
}

/** The plan, and the restrictions it was made with (to tell her what she has added since). */
export async function getMealPlanWithRestrictions(
  payload: Payload,
  customerId: string,
  id: string,
): Promise<{ detail: MealPlanDetail; madeWith: Restrictions }> {
  const plan = await getOwnOr404(payload, customerId, 'meal-plans', id, 'Meal plan not found')
  const recipes = await planRecipes(payload, customerId, plan)
  const madeWith = restrictionsOf(storedProfileOf(plan))
  return { detail: toDetail(plan, recipes.map(withAllergens)), madeWith }
}

/** GET /api/ai/meal-plan/progress/{id}, polled every 2 s: reads the two fields it answers. */
export async function getMealPlanProgress(
  payload: Payload,
  customerId: string,
  id: string,
): Promise<{ progress: number; status: MealPlanStatus }> {
  const [plan] = isRecordId(id)
    ? await findOwnFields(payload, customerId, 'meal-plans', ['progress', 'status'], { where: { id: { equals: id } }, limit: 1 })
    : []
  if (!plan) throw notFound('Meal plan not found')
  return { progress: plan.progress, status: plan.status }
}
