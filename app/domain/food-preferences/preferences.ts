import { ALLERGENS, allergensMentionedIn, normaliseFood, type Allergen } from '../meal-plans/allergens'
import { dietsFromResponses } from '../meal-plans/profile'
import { withImpliedDiets } from '../meal-plans/restrictions'
import { DIETS, type Diet } from '../meal-plans/types'
import { otherTextId } from '../questionnaire/types'

import { DIET_HELP, DIET_NAMES } from './diet-names'

export { DIET_HELP, DIET_NAMES }

/**
 * Her food preferences (GET/PUT /api/user/food-preferences): the diets she
 * follows, the 14 allergens of UK and EU food law by code, and up to 20
 * other foods she does not eat. Browser-safe and without zod (the forms'
 * pages import this); the schemas the API and the pages parse with are in
 * schemas.ts.
 */
export const AVOID_MAX = 20
export const AVOID_MAX_LENGTH = 60

export interface FoodPreferences {
  diets: Diet[]
  allergens: Allergen[]
  avoid: string[]
}

/** What a PUT may send: each key optional, each replacing hers (schemas.ts validates it). */
export type FoodPreferencesUpdate = Partial<FoodPreferences>

/** Sorted, without repeats; vegan brings vegetarian and dairy-free; foods to avoid once each, case-blind. */
export function normalisePreferences(update: FoodPreferencesUpdate): FoodPreferencesUpdate {
  const out: FoodPreferencesUpdate = {}
  if (update.diets) out.diets = withImpliedDiets(update.diets)
  if (update.allergens) out.allergens = ALLERGENS.filter((a) => update.allergens!.includes(a))
  if (update.avoid) {
    const seen = new Set<string>()
    out.avoid = update.avoid.filter((food) => {
      const key = normaliseFood(food)
      if (!key || seen.has(key)) return false
      seen.add(key)
      return true
    })
  }
  return out
}

/** A form's fields (checkboxes `diets` and `allergens`, one `avoid` per food) as the update. */
export function preferencesFromForm(form: FormData): unknown {
  return {
    diets: form.getAll('diets'),
    allergens: form.getAll('allergens'),
    avoid: form.getAll('avoid'),
  }
}

/** The assessment's "way of eating" question, whose "Other" box may name an allergy. */
export const WAY_OF_EATING_QUESTION = 'diet_plan'

/** Diets from her latest assessment, before she sets any: the default. */
export function defaultDiets(responses: Record<string, unknown> | null): Diet[] {
  return dietsFromResponses(responses ?? {})
}

export interface AssessmentOffer {
  /** What she wrote in the "Other" box. */
  text: string
  /** The allergens it names that she has not set. */
  allergens: Allergen[]
}

export function wayOfEatingNote(responses: Record<string, unknown> | null): string | null {
  const text = responses?.[otherTextId(WAY_OF_EATING_QUESTION)]
  return typeof text === 'string' && text.trim() ? text.trim() : null
}

/**
 * Allergy words in her assessment's "Other" box, offered to confirm on the
 * meal-plans page until she answers (yes or no) for that text: never applied
 * on their own, never dropped without asking.
 */
export function assessmentOffer(
  responses: Record<string, unknown> | null,
  current: { allergens: readonly Allergen[]; answeredNote: string | null },
): AssessmentOffer | null {
  const text = wayOfEatingNote(responses)
  if (!text || text === current.answeredNote) return null
  const allergens = allergensMentionedIn(text).filter((a) => !current.allergens.includes(a))
  return allergens.length ? { text, allergens } : null
}

/** What her stored record holds (cms/collections/FoodPreferences), as read back. */
export interface FoodPreferencesRecord {
  diets?: readonly string[] | null
  diets_chosen?: boolean | null
  allergens?: readonly string[] | null
  avoid?: unknown
  answered_note?: string | null
}

const isDiet = (d: string): d is Diet => (DIETS as readonly string[]).includes(d)
const isAllergen = (a: string): a is Allergen => (ALLERGENS as readonly string[]).includes(a)

/** Her preferences as the next plan will respect them: her record, and her assessment's diets until she chooses her own. */
export function effectivePreferences(record: FoodPreferencesRecord | null, responses: Record<string, unknown> | null): FoodPreferences {
  const diets = record?.diets_chosen ? withImpliedDiets((record.diets ?? []).filter(isDiet)) : defaultDiets(responses)
  const allergens = ALLERGENS.filter((a) => (record?.allergens ?? []).filter(isAllergen).includes(a))
  const avoid = Array.isArray(record?.avoid) ? record.avoid.filter((f): f is string => typeof f === 'string' && f.trim() !== '').slice(0, AVOID_MAX) : []
  return { diets, allergens, avoid }
}
