import type { Payload } from 'payload'

import type { FoodLogInput } from '../../domain/food-log/schemas'
import { badRequest } from '../../lib/errors'
import { createOwn } from '../own-records.server'
import { toPublicFoodLog, type PublicFoodLog } from './public'

/** A few minutes' grace for a phone whose clock runs ahead. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

/** POST /api/food-log: stores one meal (doc 2 §7); eaten_at defaults to now and may not be in the future. */
export async function logFood(payload: Payload, customerId: string, input: FoodLogInput, now = new Date()): Promise<PublicFoodLog> {
  const eatenAt = input.eaten_at ? new Date(input.eaten_at) : now
  if (eatenAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw badRequest('eaten_at: cannot be in the future')
  const created = await createOwn(payload, customerId, 'food-logs', {
    meal_type: input.meal_type,
    food_items: input.food_items,
    from_meal_plan: input.from_meal_plan,
    eaten_at: eatenAt.toISOString(),
  })
  return toPublicFoodLog(created)
}
