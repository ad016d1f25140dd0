import type { FoodPreferencesUpdate } from '../food-preferences/preferences'
import type { DemoPersona } from './accounts'

/**
 * What the demo customers have told us they can't eat, and when: Polly made
 * her first plan, then set these, so her first plan shows the "made before
 * you told us" banner and her second keeps to them. Bea has set none; her
 * assessment's note about milk waits on the meal-plans page for her answer.
 */
export const DEMO_FOOD_PREFERENCES: Partial<Record<DemoPersona, { afterPlans: number; preferences: FoodPreferencesUpdate }>> = {
  plus: { afterPlans: 1, preferences: { allergens: ['sesame'], avoid: ['mushrooms'] } },
}
