import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { GENERATION_FAILED_MESSAGE } from '../../domain/meal-plans/messages'
import type { Env } from '../../lib/env.server'
import { AppError } from '../../lib/errors'
import { createMealPlan } from '../meal-plans/create-meal-plan.server'
import { logError } from '../../lib/logger.server'

/**
 * The signup chain's last step (doc 2 §4 "Signup"): the same operation as
 * POST /api/meal-plan/generate, started once the account and the answers are
 * stored. A failure does not undo the signup: it answers the message the meal
 * plans page shows beside its generate button, or null when the plan is on
 * its way.
 */
export async function startFirstMealPlan(payload: Payload, settings: Env, customer: Customer): Promise<string | null> {
  try {
    await createMealPlan(payload, settings, customer)
    return null
  } catch (error) {
    if (error instanceof AppError) return error.detail
    logError('First meal plan could not be started', error)
    return GENERATION_FAILED_MESSAGE
  }
}
