import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { MealPlan } from '../../../types/payload-types'
import { GROCERY_MESSAGES } from '../../domain/grocery/messages'
import { buildShoppingList } from '../../domain/grocery/priced-list'
import { mergeShoppingList } from '../../domain/meal-plans/shopping-list'
import type { PlanData, ShoppingList } from '../../domain/meal-plans/types'
import { conflict, notFound } from '../../lib/errors'
import { planRecipes } from '../meal-plans/plan-recipes.server'
import { createOwn, findOneOwn, getOwnOr404 } from '../own-records.server'
import { toShoppingList, type ShoppingListView } from './read-shopping-lists.server'

/**
 * POST /api/shopping-list/generate (spec doc 2 §7): a priced list from one of
 * the customer's complete meal plans — the one asked for, else the latest.
 */
export const PLAN_NOT_FOUND = 'Meal plan not found'
export const PLAN_NOT_READY = 'This meal plan is not complete yet, so it has no shopping list. Please try again when it is ready.'

async function planFor(payload: Payload, customerId: string, mealPlanId: string | undefined): Promise<MealPlan> {
  if (mealPlanId !== undefined) {
    const plan = await getOwnOr404(payload, customerId, 'meal-plans', mealPlanId, PLAN_NOT_FOUND)
    if (plan.status !== 'complete') throw conflict(PLAN_NOT_READY)
    return plan
  }
  const latest = await findOneOwn(payload, customerId, 'meal-plans', { status: { equals: 'complete' } }, '-createdAt')
  if (!latest) throw notFound(GROCERY_MESSAGES.noMealPlans)
  return latest
}

/** The plan's merged shopping list; rebuilt from its recipes if a plan lacks one. */
async function planShoppingList(payload: Payload, customerId: string, plan: MealPlan): Promise<ShoppingList> {
  const stored = (plan.plan_data as unknown as PlanData | null)?.shopping_list
  if (stored && typeof stored === 'object' && Object.keys(stored).length) return stored
  return mergeShoppingList(await planRecipes(payload, customerId, plan))
}

export async function generateShoppingList(payload: Payload, customerId: string, mealPlanId?: string): Promise<ShoppingListView> {
  const plan = await planFor(payload, customerId, mealPlanId)
  const draft = buildShoppingList(await planShoppingList(payload, customerId, plan), randomUUID)
  const doc = await createOwn(payload, customerId, 'shopping-lists', {
    meal_plan: plan.id,
    total_estimated_cost: draft.total_estimated_cost,
    items: draft.items,
  })
  return toShoppingList(doc)
}
