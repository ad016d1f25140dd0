import type { Payload } from 'payload'

import { utcDateString } from '../../domain/checkins'
import { AVERAGE_WINDOW_CHECKINS, STATS_WINDOW_DAYS } from '../../domain/constants'
import { buildProfile } from '../../domain/meal-plans/profile'
import type { MealPlanProfile } from '../../domain/meal-plans/types'
import { findOneOwn, findOwn } from '../own-records.server'

/** What a plan is personalised from: the latest assessment and the recent check-ins (read, never changed). */
export async function loadMealPlanProfile(payload: Payload, customerId: string, seed: string): Promise<MealPlanProfile> {
  const since = new Date(Date.now() - STATS_WINDOW_DAYS * 24 * 60 * 60 * 1000)
  const [assessment, checkins] = await Promise.all([
    findOneOwn(payload, customerId, 'assessments', {}, '-completed_at'),
    findOwn(payload, customerId, 'checkins', {
      where: { date: { greater_than_equal: utcDateString(since) } },
      sort: '-date',
      limit: AVERAGE_WINDOW_CHECKINS,
    }),
  ])
  const responses = assessment?.responses
  return buildProfile({
    responses: responses && typeof responses === 'object' && !Array.isArray(responses) ? (responses as Record<string, unknown>) : null,
    checkins,
    seed,
  })
}
