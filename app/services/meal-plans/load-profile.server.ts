import type { Payload } from 'payload'

import { utcDateString } from '../../domain/checkins'
import { AVERAGE_WINDOW_CHECKINS, STATS_WINDOW_DAYS } from '../../domain/constants'
import { buildProfile } from '../../domain/meal-plans/profile'
import type { MealPlanProfile } from '../../domain/meal-plans/types'
import { findOneOwn, findOwn } from '../own-records.server'

const asAnswers = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null)

/**
 * What a plan is personalised from: the latest assessment, the latest
 * comprehensive one for her health history (breast cancer), and the recent
 * check-ins (read, never changed).
 */
export async function loadMealPlanProfile(payload: Payload, customerId: string, seed: string): Promise<MealPlanProfile> {
  const since = new Date(Date.now() - STATS_WINDOW_DAYS * 24 * 60 * 60 * 1000)
  const [assessment, comprehensive, checkins] = await Promise.all([
    findOneOwn(payload, customerId, 'assessments', {}, '-completed_at'),
    findOneOwn(payload, customerId, 'assessments', { assessment_type: { equals: 'comprehensive_menopause_assessment' } }, '-completed_at'),
    findOwn(payload, customerId, 'checkins', {
      where: { date: { greater_than_equal: utcDateString(since) } },
      sort: '-date',
      limit: AVERAGE_WINDOW_CHECKINS,
    }),
  ])
  return buildProfile({ responses: asAnswers(assessment?.responses), history: asAnswers(comprehensive?.responses), checkins, seed })
}
