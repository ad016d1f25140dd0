import type { Payload } from 'payload'

import type { MealPlan } from '../../../types/payload-types'
import { utcDateString } from '../../domain/checkins'
import { AVERAGE_WINDOW_CHECKINS, STATS_WINDOW_DAYS } from '../../domain/constants'
import { effectivePreferences } from '../../domain/food-preferences/preferences'
import { buildProfile } from '../../domain/meal-plans/profile'
import type { MealPlanProfile } from '../../domain/meal-plans/types'
import { findOneOwn, findOwn } from '../own-records.server'
import { DAY_MS } from '../../domain/calendar'

const asAnswers = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null)

/**
 * What a plan is personalised from: the latest assessment, the latest
 * comprehensive one for her health history (breast cancer), the recent
 * check-ins and her food preferences (read, never changed). Her diets are
 * her own choice once she has made one, the assessment's until then.
 */
export async function loadMealPlanProfile(payload: Payload, customerId: string, seed: string): Promise<MealPlanProfile> {
  const since = new Date(Date.now() - STATS_WINDOW_DAYS * DAY_MS)
  const [assessment, comprehensive, checkins, preferences] = await Promise.all([
    findOneOwn(payload, customerId, 'assessments', {}, '-completed_at'),
    findOneOwn(payload, customerId, 'assessments', { assessment_type: { equals: 'comprehensive_menopause_assessment' } }, '-completed_at'),
    findOwn(payload, customerId, 'checkins', {
      where: { date: { greater_than_equal: utcDateString(since) } },
      sort: '-date',
      limit: AVERAGE_WINDOW_CHECKINS,
    }),
    findOneOwn(payload, customerId, 'food-preferences', {}),
  ])
  const responses = asAnswers(assessment?.responses)
  const profile = buildProfile({ responses, history: asAnswers(comprehensive?.responses), checkins, seed })
  const { diets, allergens, avoid } = effectivePreferences(preferences, responses)
  return { ...profile, diets, allergens, avoid }
}

/**
 * A plan keeps what it was made from in two fields: `profile` (what staff
 * see today: diets, concerns, symptoms, check-ins) and `restrictions` (her
 * allergens and the foods she avoids, which only she sees).
 */
export function toStoredProfile(profile: MealPlanProfile): Pick<MealPlan, 'profile' | 'restrictions'> {
  const { allergens = [], avoid = [], ...rest } = profile
  return {
    profile: rest as unknown as MealPlan['profile'],
    restrictions: { allergens, avoid } as unknown as MealPlan['restrictions'],
  }
}

/** The profile a plan was made from, her restrictions included (none for a plan made before they existed). */
export function storedProfileOf(plan: Pick<MealPlan, 'profile' | 'restrictions'>): MealPlanProfile {
  const profile = (plan.profile ?? {}) as unknown as MealPlanProfile
  const kept = (plan.restrictions ?? {}) as { allergens?: unknown; avoid?: unknown }
  return {
    ...profile,
    diets: Array.isArray(profile.diets) ? profile.diets : [],
    allergens: Array.isArray(kept.allergens) ? (kept.allergens as MealPlanProfile['allergens']) : [],
    avoid: Array.isArray(kept.avoid) ? (kept.avoid as string[]) : [],
  }
}
