import type { FoodLog } from '../../../types/payload-types'
import type { FoodItem, MealType } from '../../domain/food-log/rules'

/** A food log as the API answers it (doc 2 §3). */
export interface PublicFoodLog {
  id: string
  meal_type: MealType
  food_items: FoodItem[]
  from_meal_plan: boolean
  eaten_at: string
}

export function toPublicFoodLog(log: FoodLog): PublicFoodLog {
  return {
    id: log.id,
    meal_type: log.meal_type,
    food_items: (log.food_items ?? []).map((i) => ({
      name: i.name,
      portion_size: i.portion_size,
      calories: typeof i.calories === 'number' ? i.calories : null,
      notes: i.notes ?? null,
    })),
    from_meal_plan: Boolean(log.from_meal_plan),
    eaten_at: new Date(log.eaten_at).toISOString(),
  }
}
