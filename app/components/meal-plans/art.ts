import mealBreakfast from '~/assets/art/meal-breakfast.svg'
import mealDinner from '~/assets/art/meal-dinner.svg'
import mealLunch from '~/assets/art/meal-lunch.svg'
import mealSnack from '~/assets/art/meal-snack.svg'
import recipeBreakfast from '~/assets/art/recipe-breakfast.svg'
import recipeDinner from '~/assets/art/recipe-dinner.svg'
import recipeLunch from '~/assets/art/recipe-lunch.svg'
import recipeSnack from '~/assets/art/recipe-snack.svg'
import type { MealType } from '~/domain/meal-plans/types'

/**
 * Each meal type's illustrations (app/assets/art, drawn for this product in
 * the brand colours): a 48 × 48 badge for the week's meal cards and a
 * 360 × 140 scene at the head of a recipe. Files rather than inline SVG, kept
 * beside the meal plans so no other page's script carries their URLs.
 * Decorative: the meal's name is always written beside them.
 */
export const MEAL_ART: Record<MealType, string> = {
  breakfast: mealBreakfast,
  lunch: mealLunch,
  dinner: mealDinner,
  snack: mealSnack,
}

export const RECIPE_ART: Record<MealType, string> = {
  breakfast: recipeBreakfast,
  lunch: recipeLunch,
  dinner: recipeDinner,
  snack: recipeSnack,
}
