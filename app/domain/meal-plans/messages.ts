/** Meal plan messages, worded as the spec's error catalogue (doc 1 §8). */
export const GENERATION_FAILED_MESSAGE = 'Failed to generate meal plan. Please try again.'

export function recipeNotReadyMessage(day: string, meal: string): string {
  return `Recipe for ${day} ${meal} is not available yet. Please wait for generation to complete.`
}
