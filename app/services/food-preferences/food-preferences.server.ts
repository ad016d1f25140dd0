import type { Payload } from 'payload'

import type { FoodPreference } from '../../../types/payload-types'
import {
  assessmentOffer,
  effectivePreferences,
  normalisePreferences,
  type AssessmentOffer,
  type FoodPreferences,
  type FoodPreferencesUpdate,
} from '../../domain/food-preferences/preferences'
import type { Allergen } from '../../domain/meal-plans/allergens'
import { withCustomerLock } from '../../lib/customer-lock.server'
import { conflict } from '../../lib/errors'
import { createOwn, findOneOwn, updateOwn } from '../own-records.server'

/**
 * Her food preferences (GET/PUT /api/user/food-preferences, /account, the
 * meal-plans page): one record per customer, read and written only through
 * the own-records accessor. Before she saves any, her diets come from her
 * latest assessment's "way of eating" answer, with no allergens and nothing
 * avoided. Reads never write.
 */
export function findFoodPreferences(payload: Payload, customerId: string): Promise<FoodPreference | null> {
  return findOneOwn(payload, customerId, 'food-preferences', {})
}

async function latestResponses(payload: Payload, customerId: string): Promise<Record<string, unknown> | null> {
  const assessment = await findOneOwn(payload, customerId, 'assessments', {}, '-completed_at')
  const responses = assessment?.responses
  return responses && typeof responses === 'object' && !Array.isArray(responses) ? (responses as Record<string, unknown>) : null
}

export async function readFoodPreferences(payload: Payload, customerId: string): Promise<FoodPreferences> {
  const [record, responses] = await Promise.all([findFoodPreferences(payload, customerId), latestResponses(payload, customerId)])
  return effectivePreferences(record, responses)
}

export interface FoodPreferencesView {
  preferences: FoodPreferences
  /** Diets still read from her assessment (she has not chosen her own). */
  dietsFromAssessment: boolean
  /** Allergy words in her assessment's "Other" box for her to confirm, until she answers. */
  offer: AssessmentOffer | null
}

/** What the meal-plans page and /account show: her preferences and any allergy words waiting for her answer. */
export async function readFoodPreferencesView(payload: Payload, customerId: string): Promise<FoodPreferencesView> {
  const [record, responses] = await Promise.all([findFoodPreferences(payload, customerId), latestResponses(payload, customerId)])
  const preferences = effectivePreferences(record, responses)
  return {
    preferences,
    dietsFromAssessment: !record?.diets_chosen,
    offer: assessmentOffer(responses, { allergens: preferences.allergens, answeredNote: record?.answered_note ?? null }),
  }
}

type RecordChange = Partial<Pick<FoodPreference, 'diets' | 'diets_chosen' | 'allergens' | 'avoid' | 'answered_note'>>

/** Creates her record on first save; a second first save at the same moment applies on top of the other. */
async function saveRecord(payload: Payload, customerId: string, change: RecordChange): Promise<void> {
  const existing = await findFoodPreferences(payload, customerId)
  if (existing) {
    await updateOwn(payload, customerId, 'food-preferences', existing.id, change)
    return
  }
  try {
    await createOwn(payload, customerId, 'food-preferences', { diets_chosen: false, ...change })
  } catch (error) {
    const created = await findFoodPreferences(payload, customerId)
    if (!created) throw error
    await updateOwn(payload, customerId, 'food-preferences', created.id, change)
  }
}

/** PUT: each key sent replaces hers; keys not sent stay as they are. One change per customer at a time. */
export async function updateFoodPreferences(payload: Payload, customerId: string, update: FoodPreferencesUpdate): Promise<FoodPreferences> {
  const next = normalisePreferences(update)
  return withCustomerLock(customerId, async () => {
    const change: RecordChange = {}
    if (next.diets) Object.assign(change, { diets: next.diets, diets_chosen: true })
    if (next.allergens) change.allergens = next.allergens
    if (next.avoid) change.avoid = next.avoid
    if (Object.keys(change).length) await saveRecord(payload, customerId, change)
    return readFoodPreferences(payload, customerId)
  })
}

export const OFFER_CHANGED_DETAIL = 'Your assessment has changed since this page was opened. Please look at the suggestion again.'

/**
 * Her answer to the allergy words found in her assessment's "Other" box: the
 * allergens she ticks are added to hers (none ticked: "not needed"); either
 * way that text is not offered again. Only the allergens that were offered
 * can be confirmed this way.
 */
export async function answerAssessmentOffer(
  payload: Payload,
  customerId: string,
  answer: { note: string; allergens: readonly Allergen[] },
): Promise<FoodPreferences> {
  return withCustomerLock(customerId, async () => {
    const view = await readFoodPreferencesView(payload, customerId)
    if (!view.offer || view.offer.text !== answer.note) throw conflict(OFFER_CHANGED_DETAIL)
    const confirmed = answer.allergens.filter((a) => view.offer!.allergens.includes(a))
    const allergens = normalisePreferences({ allergens: [...view.preferences.allergens, ...confirmed] }).allergens!
    await saveRecord(payload, customerId, { allergens, answered_note: view.offer.text })
    return readFoodPreferences(payload, customerId)
  })
}
