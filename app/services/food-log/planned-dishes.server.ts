import type { Payload } from 'payload'

import { MEAL_PLAN_DAYS, MEAL_TYPES } from '../../domain/constants'
import type { Day, MealType, PlanData } from '../../domain/meal-plans/types'
import { planRecipes } from '../meal-plans/plan-recipes.server'
import { findOwnFields } from '../own-records.server'

export interface PlannedDish {
  name: string
  /** From the written recipe's nutrition; the overview's estimate until the recipe is written. */
  calories: number | null
}

export type PlannedWeek = Record<Day, Record<MealType, PlannedDish>>

/**
 * The dishes of the customer's latest meal plan (the one GET /api/ai/meal-plans
 * lists first), for the quick log. Null without a plan that has its overview.
 */
export async function latestPlannedWeek(payload: Payload, customerId: string): Promise<PlannedWeek | null> {
  const [plan] = await findOwnFields(payload, customerId, 'meal-plans', ['plan_data', 'detailed_recipes'], {
    where: { status: { not_equals: 'failed' } },
    sort: '-createdAt',
    limit: 1,
  })
  const overview = (plan?.plan_data as unknown as PlanData | null | undefined)?.weekly_overview
  if (!overview) return null
  const recipes = await planRecipes(payload, customerId, plan)
  const week = {} as PlannedWeek
  for (const day of MEAL_PLAN_DAYS) {
    week[day] = {} as Record<MealType, PlannedDish>
    for (const meal of MEAL_TYPES) {
      const recipe = recipes.find((r) => r.day === day && r.meal_type === meal)
      const planned = overview[day]?.[meal]
      const calories = recipe?.nutrition?.calories ?? planned?.calories
      week[day][meal] = { name: recipe?.name ?? planned?.name ?? '', calories: typeof calories === 'number' ? Math.round(calories) : null }
    }
  }
  return week
}
