import type { Payload } from 'payload'

import type { MealPlan } from '../../../types/payload-types'
import { setOwnFields } from '../own-records.server'

/**
 * A plan that stops generating, complete or failed. Its `generation_lock`
 * moves from the customer's id to its own, so she may start the next one.
 * Written through the adapter (meal plans have no update hooks): Payload's
 * update would first merge the stored plan's large JSON with the change.
 */
export async function finishPlan(payload: Payload, owner: string, id: string, data: Partial<MealPlan>): Promise<void> {
  await setOwnFields(payload, owner, 'meal-plans', id, { ...data, generation_lock: id })
}

export async function failPlan(payload: Payload, owner: string, id: string, reason: string): Promise<void> {
  payload.logger.error({ msg: 'Meal plan generation failed', mealPlanId: id, reason })
  await finishPlan(payload, owner, id, { status: 'failed', failure_reason: reason.slice(0, 500) })
}
