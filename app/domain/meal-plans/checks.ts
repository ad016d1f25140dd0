import { MEAL_PLAN_DAYS, MEAL_TYPES } from '../constants'
import { allergensOf, allergensOfFood, mayContainOf, mayContainOfFood, mentionsIn, normaliseFood, type Mention } from './allergens'
import { buildBuiltinPlan, restrictionsOf } from './planner'
import {
  avoidedIn,
  breaksDiet,
  conflictsOf,
  foodsInText,
  hasRestrictions,
  isEmptyConflict,
  unknownIngredients,
  withImpliedDiets,
  type Conflict,
  type Restrictions,
} from './restrictions'
import type { Day, MealPlanProfile, MealType, PlanData, Recipe, ShoppingList } from './types'

/**
 * The checks every suggested food passes before she sees it, whichever
 * planner wrote it: a model's recipe is held to the same allergen table as
 * the built-in library, by its ingredients and by the words around them
 * (its name, steps, tip and key nutrients), so a food named only in a step
 * still counts.
 */
/** Words before a food that point back at an ingredient rather than name another one. */
const REFERRING = new Set(
  ['the', 'a', 'an', 'your', 'some', 'more', 'with', 'and', 'or', 'of', 'in', 'into', 'on', 'onto', 'over', 'to', 'add', 'stir', 'top', 'serve', 'drizzle', 'scatter', 'remaining', 'rest', 'half', 'all', 'each', 'then', 'g', 'ml', 'tbsp', 'tsp', 'cooked', 'drained', 'chopped', 'sliced', 'grated'].map(normaliseFood),
)

export function recipeConflict(recipe: Pick<Recipe, 'name' | 'ingredients' | 'instructions' | 'meal_prep_tip' | 'key_nutrients'>, restrictions: Restrictions): Conflict {
  const byIngredients = conflictsOf(
    recipe.ingredients.map((i) => i.item),
    restrictions,
  )
  // A food named in the words around the ingredients counts unless it is one
  // of them: "cook the noodles" with rice noodles listed is the ingredient,
  // checked already by its full name; "Greek yoghurt" with soya yoghurt
  // listed is not.
  const listed = recipe.ingredients.map((i) => ` ${normaliseFood(i.item)} `)
  const text = [recipe.name, ...recipe.instructions, recipe.meal_prep_tip, ...recipe.key_nutrients].map(foodsInText).join(' ')
  const isListed = (m: Mention) => {
    const before = text.slice(0, m.at).trim().split(' ').at(-1) ?? ''
    const phrase = before && !REFERRING.has(before) && !/^\d/.test(before) ? `${before} ${m.word}` : m.word
    return listed.some((name) => name.includes(` ${phrase} `))
  }
  const flags = new Set(mentionsIn(text).filter((m) => !isListed(m)).map((m) => m.flag))
  const diets = withImpliedDiets(restrictions.diets)
  return {
    allergens: restrictions.allergens.filter((a) => byIngredients.allergens.includes(a) || flags.has(a)),
    diets: diets.filter((d) => byIngredients.diets.includes(d) || breaksDiet(flags, d)),
    avoid: restrictions.avoid.filter((a) => byIngredients.avoid.includes(a) || avoidedIn(a, text, flags)),
    // An ingredient the vocabulary cannot read could hold anything: for anyone with a restriction, the recipe fails.
    unknown: hasRestrictions(restrictions) ? unknownIngredients(recipe.ingredients.map((i) => i.item)) : [],
  }
}

export function isSafeRecipe(recipe: Parameters<typeof recipeConflict>[0], restrictions: Restrictions): boolean {
  return isEmptyConflict(recipeConflict(recipe, restrictions))
}

/** A recipe as the API shows it: what it and each ingredient contain and may contain by brand, from the one table. */
export function withAllergens(recipe: Recipe): Recipe {
  const ingredients = (recipe.ingredients ?? []).map((i) => {
    const item = String(i.item ?? '')
    return { ...i, allergens: allergensOfFood(item), may_contain: mayContainOfFood(item) }
  })
  return { ...recipe, ingredients, allergens: allergensOf(ingredients), may_contain: mayContainOf(ingredients) }
}

/** Why a model's recipe was replaced, in counts only (no health data): her restrictions, or an ingredient the vocabulary cannot read. */
export function isUnclassifiedFailure(conflict: Conflict): boolean {
  return (conflict.unknown?.length ?? 0) > 0
}

export interface CheckedOverview {
  planData: PlanData
  /** Slots whose dish was replaced by the built-in planner's safe one. */
  replaced: { day: Day; meal: MealType }[]
}

/**
 * A model's overview, before it is stored: a dish whose name breaks one of
 * her restrictions is replaced by the built-in planner's dish for that slot,
 * and the shopping list keeps only foods she can eat (it is rebuilt from the
 * checked recipes once they exist).
 */
export function checkOverview(planData: PlanData, profile: MealPlanProfile): CheckedOverview {
  const restrictions = restrictionsOf(profile)
  if (!hasRestrictions(restrictions)) return { planData, replaced: [] }
  const replaced: CheckedOverview['replaced'] = []
  let builtin: PlanData | null = null
  const weekly_overview = structuredClone(planData.weekly_overview)
  for (const day of MEAL_PLAN_DAYS) {
    for (const meal of MEAL_TYPES) {
      const planned = weekly_overview[day][meal]
      if (isEmptyConflict(conflictsOf([foodsInText(planned.name)], restrictions))) continue
      builtin ??= buildBuiltinPlan(profile).planData
      weekly_overview[day][meal] = { ...builtin.weekly_overview[day][meal] }
      replaced.push({ day, meal })
    }
  }
  return { planData: { ...planData, weekly_overview, shopping_list: safeShoppingList(planData.shopping_list, restrictions) }, replaced }
}

/** A shopping list without any food she cannot eat. */
export function safeShoppingList(list: ShoppingList, restrictions: Restrictions): ShoppingList {
  const out: ShoppingList = {}
  for (const [category, items] of Object.entries(list)) {
    const kept = items.filter((i) => isEmptyConflict(conflictsOf([i.item], restrictions)))
    if (kept.length) out[category] = kept
  }
  return out
}

/** Words for the overview when recipes were swapped for safe ones (her restrictions not named: staff read overviews). */
export function replacementsSentence(count: number): string | null {
  if (count === 0) return null
  return `${count === 1 ? 'One suggested recipe was' : `${count} suggested recipes were`} swapped for ${count === 1 ? 'one' : 'ones'} from our own library, to keep to everything you told us you can't eat.`
}
