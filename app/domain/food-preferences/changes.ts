import { ALLERGEN_NAMES, type Allergen } from '../meal-plans/allergen-names'
import { conflictsOf, isEmptyConflict, withImpliedDiets, type Conflict, type Restrictions } from '../meal-plans/restrictions'
import type { Diet, Recipe } from '../meal-plans/types'
import { normaliseFood } from '../meal-plans/food-words'

import { DIET_NAMES } from './diet-names'

/**
 * A plan made before she told us about an allergen, a diet or a food she
 * avoids: what she has added since (removals need no warning), and which of
 * the plan's recipes break what she added, so the page can say so calmly and
 * mark them.
 */
export interface PreferenceChanges {
  allergens: Allergen[]
  diets: Diet[]
  avoid: string[]
}

export function changesSince(made: Restrictions, now: Restrictions): PreferenceChanges {
  const madeDiets = withImpliedDiets(made.diets)
  const madeAvoid = new Set(made.avoid.map(normaliseFood))
  return {
    allergens: now.allergens.filter((a) => !made.allergens.includes(a)),
    // A diet the plan already kept to (vegetarian inside vegan) is no news.
    diets: withImpliedDiets(now.diets).filter((d) => !madeDiets.includes(d) && !(d === 'vegetarian' && madeDiets.includes('vegan'))),
    avoid: now.avoid.filter((f) => !madeAvoid.has(normaliseFood(f))),
  }
}

export function hasChanges(c: PreferenceChanges): boolean {
  return c.allergens.length > 0 || c.diets.length > 0 || c.avoid.length > 0
}

/** "peanuts, vegan, mushrooms": the words the banner lists. */
export function changeWords(c: PreferenceChanges): string[] {
  return [...c.allergens.map((a) => ALLERGEN_NAMES[a]), ...c.diets.map((d) => DIET_NAMES[d].toLowerCase()), ...c.avoid]
}

/** Each recipe of the plan that breaks something she added since, keyed `day|meal_type`. */
export function affectedRecipes(recipes: readonly Pick<Recipe, 'day' | 'meal_type' | 'ingredients'>[], c: PreferenceChanges): Record<string, Conflict> {
  const out: Record<string, Conflict> = {}
  if (!hasChanges(c)) return out
  for (const recipe of recipes) {
    const conflict = conflictsOf(
      recipe.ingredients.map((i) => i.item),
      c,
    )
    if (!isEmptyConflict(conflict)) out[`${recipe.day}|${recipe.meal_type}`] = conflict
  }
  return out
}

function listWords(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '')
}

/** "has peanuts and mushrooms", "is not vegan": what a marked recipe breaks, in words. */
export function conflictPhrase(c: Conflict): string {
  const has = [...c.allergens.map((a) => ALLERGEN_NAMES[a]), ...c.avoid]
  const not = c.diets.map((d) => DIET_NAMES[d].toLowerCase())
  return [has.length ? `has ${listWords(has)}` : null, not.length ? `is not ${listWords(not)}` : null].filter(Boolean).join(' and ')
}
