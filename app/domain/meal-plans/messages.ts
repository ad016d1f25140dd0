/** Meal plan messages, worded as the spec's error catalogue (doc 1 §8). */
export const GENERATION_FAILED_MESSAGE = 'Failed to generate meal plan. Please try again.'

export function recipeNotReadyMessage(day: string, meal: string): string {
  return `Recipe for ${day} ${meal} is not available yet. Please wait for generation to complete.`
}

const MEAL_NAMES: Record<string, string> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snack: 'snack' }

/** No recipe of a meal type avoids everything she told us: no plan is made rather than an unsafe one. */
export function noSafeRecipesMessage(meals: readonly string[]): string {
  const names = meals.map((m) => MEAL_NAMES[m] ?? m)
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]
  return (
    `Our recipes have no ${list} that avoids everything you told us you can't eat, so we have not made a plan. ` +
    'Please check your food preferences: a long list of foods to avoid can rule out every recipe.'
  )
}
