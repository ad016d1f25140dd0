import { MEAL_PLAN_DAYS, MEAL_TYPES } from '../constants'
import { allergensOf, allergensOfFood } from './allergens'
import { buildBuiltinPlan, restrictionsOf } from './planner'
import { conflictsOf, foodsInText, hasRestrictions, isEmptyConflict, type Conflict, type Restrictions } from './restrictions'
import type { Day, MealPlanProfile, MealType, PlanData, Recipe, ShoppingList } from './types'

/**
 * The checks every suggested food passes before she sees it, whichever
 * planner wrote it: a model's recipe is held to the same allergen table as
 * the built-in library, by its ingredients and by the words around them
 * (its name, steps, tip and key nutrients), so a food named only in a step
 * still counts.
 */
export function recipeConflict(recipe: Pick<Recipe, 'name' | 'ingredients' | 'instructions' | 'meal_prep_tip' | 'key_nutrients'>, restrictions: Restrictions): Conflict {
  const text = [recipe.name, ...recipe.instructions, recipe.meal_prep_tip, ...recipe.key_nutrients].map(foodsInText)
  return conflictsOf([...recipe.ingredients.map((i) => i.item), ...text], restrictions)
}

export function isSafeRecipe(recipe: Parameters<typeof recipeConflict>[0], restrictions: Restrictions): boolean {
  return isEmptyConflict(recipeConflict(recipe, restrictions))
}

/** A recipe as the API shows it: its allergens, and each ingredient's, from the one table. */
export function withAllergens(recipe: Recipe): Recipe {
  const ingredients = (recipe.ingredients ?? []).map((i) => ({ ...i, allergens: allergensOfFood(String(i.item ?? '')) }))
  return { ...recipe, ingredients, allergens: allergensOf(ingredients) }
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
