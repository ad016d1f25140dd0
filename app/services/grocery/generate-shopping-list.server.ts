import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { MealPlan } from '../../../cms/payload-types'
import { GROCERY_MESSAGES } from '../../domain/grocery/messages'
import { buildShoppingList } from '../../domain/grocery/shopping-list'
import { mergeShoppingList } from '../../domain/meal-plans/shopping-list'
import type { PlanData, Recipe, ShoppingList } from '../../domain/meal-plans/types'
import { conflict, notFound } from '../../lib/http.server'
import { isRecordId } from '../../lib/ids'
import { toShoppingList, type ShoppingListView } from './shopping-lists.server'

/**
 * POST /api/shopping-list/generate (spec doc 2 §7): a priced list from one of
 * the customer's complete meal plans — the one asked for, else the latest.
 */
export const PLAN_NOT_FOUND = 'Meal plan not found'
export const PLAN_NOT_READY = 'This meal plan is not complete yet, so it has no shopping list. Please try again when it is ready.'

async function planFor(payload: Payload, customerId: string, mealPlanId: string | undefined): Promise<MealPlan> {
  if (mealPlanId !== undefined) {
    if (!isRecordId(mealPlanId)) throw notFound(PLAN_NOT_FOUND)
    const { docs } = await payload.find({
      collection: 'meal-plans',
      overrideAccess: true,
      where: { id: { equals: mealPlanId }, customer: { equals: customerId } },
      limit: 1,
      depth: 0,
    })
    if (!docs[0]) throw notFound(PLAN_NOT_FOUND)
    if (docs[0].status !== 'complete') throw conflict(PLAN_NOT_READY)
    return docs[0]
  }
  const { docs } = await payload.find({
    collection: 'meal-plans',
    overrideAccess: true,
    where: { customer: { equals: customerId }, status: { equals: 'complete' } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  if (!docs[0]) throw notFound(GROCERY_MESSAGES.noMealPlans)
  return docs[0]
}

/** The plan's merged shopping list; rebuilt from its recipes if a plan lacks one. */
function planShoppingList(plan: MealPlan): ShoppingList {
  const stored = (plan.plan_data as unknown as PlanData | null)?.shopping_list
  if (stored && typeof stored === 'object' && Object.keys(stored).length) return stored
  const recipes = Array.isArray(plan.detailed_recipes) ? (plan.detailed_recipes as unknown as Recipe[]) : []
  return mergeShoppingList(recipes)
}

export async function generateShoppingList(payload: Payload, customerId: string, mealPlanId?: string): Promise<ShoppingListView> {
  const plan = await planFor(payload, customerId, mealPlanId)
  const draft = buildShoppingList(planShoppingList(plan), randomUUID)
  const doc = await payload.create({
    collection: 'shopping-lists',
    overrideAccess: true,
    depth: 0,
    data: {
      customer: customerId,
      meal_plan: plan.id,
      total_estimated_cost: draft.total_estimated_cost,
      items: draft.items,
    },
  })
  return toShoppingList(doc)
}
