import { ALLERGENS, flagsOfFood, normaliseFood, type Allergen, type FoodFlag } from './allergens'
import type { Diet } from './types'

/**
 * What she must never be given: her diets, her allergens and the other foods
 * she avoids. One check for every path that suggests food: the built-in
 * planner's choice, every recipe a model writes, the shopping list and the
 * marks on a plan made before she told us.
 */
export interface Restrictions {
  diets: readonly Diet[]
  allergens: readonly Allergen[]
  avoid: readonly string[]
}

/** Vegan implies vegetarian and dairy-free. */
export function withImpliedDiets(diets: readonly Diet[]): Diet[] {
  const all = new Set(diets)
  if (all.has('vegan')) {
    all.add('vegetarian')
    all.add('dairy_free')
  }
  return [...all].sort()
}

/** What each diet leaves out, by the allergen table's flags. */
export const DIET_EXCLUDES: Record<Diet, readonly FoodFlag[]> = {
  vegetarian: ['meat', 'fish', 'crustaceans', 'molluscs'],
  vegan: ['meat', 'fish', 'crustaceans', 'molluscs', 'milk', 'eggs', 'honey'],
  pescatarian: ['meat'],
  gluten_free: ['gluten'],
  dairy_free: ['milk'],
}

export function breaksDiet(flags: ReadonlySet<FoodFlag>, diet: Diet): boolean {
  return DIET_EXCLUDES[diet].some((f) => flags.has(f))
}

/**
 * A food she avoids that is itself an allergen's or a diet's word ("eggs",
 * "nuts", "dairy") also means the foods that hide it (mayonnaise, pesto).
 */
const AVOID_FLAG_WORDS: Record<string, readonly FoodFlag[]> = {
  nut: ['tree_nuts', 'peanuts'],
  'tree nut': ['tree_nuts'],
  peanut: ['peanuts'],
  egg: ['eggs'],
  milk: ['milk'],
  dairy: ['milk'],
  lactose: ['milk'],
  fish: ['fish'],
  shellfish: ['crustaceans', 'molluscs'],
  seafood: ['fish', 'crustaceans', 'molluscs'],
  crustacean: ['crustaceans'],
  mollusc: ['molluscs'],
  gluten: ['gluten'],
  wheat: ['gluten'],
  soya: ['soya'],
  soy: ['soya'],
  sesame: ['sesame'],
  celery: ['celery'],
  mustard: ['mustard'],
  lupin: ['lupin'],
  sulphite: ['sulphites'],
  sulfite: ['sulphites'],
  meat: ['meat'],
  honey: ['honey'],
}

/** Whether a food she avoids ("mushrooms", "Coriander") is in a food's name: case-blind, singular or plural, whole words. */
export function avoidedIn(avoid: string, foodName: string, flags?: ReadonlySet<FoodFlag>): boolean {
  const wanted = normaliseFood(avoid)
  if (!wanted) return false
  const text = ` ${normaliseFood(foodName)} `
  if (text.includes(` ${wanted} `)) return true
  const hidden = AVOID_FLAG_WORDS[wanted]
  if (!hidden) return false
  const found = flags ?? flagsOfFood(foodName)
  return hidden.some((f) => found.has(f))
}

export interface Conflict {
  allergens: Allergen[]
  diets: Diet[]
  avoid: string[]
}

export function isEmptyConflict(c: Conflict): boolean {
  return c.allergens.length === 0 && c.diets.length === 0 && c.avoid.length === 0
}

/** Which of her restrictions these foods break (none: safe for her). */
export function conflictsOf(foods: readonly string[], restrictions: Restrictions): Conflict {
  const diets = withImpliedDiets(restrictions.diets)
  const allergens = new Set<Allergen>()
  const brokenDiets = new Set<Diet>()
  const avoided = new Set<string>()
  for (const food of foods) {
    const flags = flagsOfFood(food)
    for (const a of restrictions.allergens) if (flags.has(a)) allergens.add(a)
    for (const d of diets) if (breaksDiet(flags, d)) brokenDiets.add(d)
    for (const a of restrictions.avoid) if (avoidedIn(a, food, flags)) avoided.add(a)
  }
  return {
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
    diets: diets.filter((d) => brokenDiets.has(d)),
    avoid: restrictions.avoid.filter((a) => avoided.has(a)),
  }
}

export function hasRestrictions(r: Restrictions): boolean {
  return r.diets.length > 0 || r.allergens.length > 0 || r.avoid.length > 0
}

const NEGATION = /(?:^| )(?:no|not|never|without|instead of|free from|omit|leave out|skip)(?: [a-z0-9]+){1,2}(?= |$)/g

/**
 * Free text a model wrote around a recipe (its name, steps, tip): a food
 * named there but missing from the ingredients still counts. "No cheese",
 * "without nuts" and "nut-free" do not.
 */
export function foodsInText(text: string): string {
  return normaliseFood(text).replace(NEGATION, ' ')
}
