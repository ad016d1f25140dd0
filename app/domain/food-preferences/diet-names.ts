import type { Diet } from '../meal-plans/types'

/** The diets by name, as the forms and the meal-plan page show them (a module of its own: a page that names diets does not carry the rules). */
export const DIET_NAMES: Record<Diet, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  gluten_free: 'Gluten-free',
  dairy_free: 'Dairy-free',
}

export const DIET_HELP: Record<Diet, string> = {
  vegetarian: 'No meat or fish',
  vegan: 'Nothing from animals: includes vegetarian and dairy-free',
  pescatarian: 'Fish and seafood, no meat',
  gluten_free: 'No wheat, rye, barley or oats',
  dairy_free: 'No milk, cheese, butter, cream or yoghurt',
}
