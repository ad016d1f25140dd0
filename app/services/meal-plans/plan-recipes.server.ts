import { ValidationError, type Payload } from 'payload'

import type { MealPlan } from '../../../types/payload-types'
import { MEAL_PLAN_RECIPE_COUNT } from '../../domain/constants'
import type { Recipe } from '../../domain/meal-plans/types'
import { createOwn, findOwnFields } from '../own-records.server'
import { mergeRecipes, recipesOf, sortRecipes } from './plan-views.server'

/**
 * A plan's detailed recipes, in the plan's order: one record each
 * (meal-plan-recipes), and for a plan written before they had their own
 * records, the list it keeps on itself (a plan that was generating across the
 * change has some of each). One bounded read of at most 28.
 */
export async function planRecipes(payload: Payload, owner: string, plan: Pick<MealPlan, 'id' | 'detailed_recipes'>): Promise<Recipe[]> {
  const kept = recipesOf(plan)
  if (kept.length >= MEAL_PLAN_RECIPE_COUNT) return sortRecipes(kept)
  const docs = await findOwnFields(payload, owner, 'meal-plan-recipes', ['day', 'meal_type', 'recipe'], {
    where: { meal_plan: { equals: plan.id } },
    limit: MEAL_PLAN_RECIPE_COUNT,
  })
  const stored = docs.map((d) => ({ ...(d.recipe as unknown as Recipe), day: d.day as Recipe['day'], meal_type: d.meal_type as Recipe['meal_type'] }))
  return mergeRecipes(kept, stored)
}

/**
 * Stores one written recipe of a plan on its own, whatever the plan already
 * holds: the cost of a save never grows with the recipes before it. A recipe
 * for a day and meal already stored (a resumed job writing it again) keeps the
 * first.
 */
export async function storePlanRecipe(payload: Payload, owner: string, mealPlanId: string, recipe: Recipe): Promise<void> {
  try {
    await createOwn(payload, owner, 'meal-plan-recipes', {
      meal_plan: mealPlanId,
      day: recipe.day,
      meal_type: recipe.meal_type,
      recipe: recipe as unknown as Record<string, unknown>,
    })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const stored = await findOwnFields(payload, owner, 'meal-plan-recipes', ['id'], {
      where: { meal_plan: { equals: mealPlanId }, day: { equals: recipe.day }, meal_type: { equals: recipe.meal_type } },
      limit: 1,
    })
    if (stored.length === 0) throw error
  }
}
