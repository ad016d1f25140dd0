import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'

/**
 * The detailed recipes of a meal plan (spec doc 1 §3 "Meal plan",
 * `detailed_recipes`), one record per day and meal. The recipe job stores
 * each recipe as it is written, without rewriting the others (issue 11); the
 * API assembles the plan's `detailed_recipes` from them. Plans written
 * before this kept their recipes in `meal-plans.detailed_recipes`.
 */
export const MealPlanRecipes: CollectionConfig = {
  slug: 'meal-plan-recipes',
  labels: { singular: 'Meal plan recipe', plural: 'Meal plan recipes' },
  admin: { group: 'Customer records', defaultColumns: ['meal_plan', 'day', 'meal_type', 'customer'] },
  access: { read: isWellnessStaff, create: nobody, update: nobody, delete: isWellnessStaff },
  indexes: [{ fields: ['meal_plan', 'day', 'meal_type'], unique: true }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'meal_plan', type: 'relationship', relationTo: 'meal-plans', required: true },
    { name: 'day', type: 'text', required: true },
    { name: 'meal_type', type: 'text', required: true },
    // JSON fields stay read-only in the admin: its JSON editor loads from a CDN the servers cannot reach.
    { name: 'recipe', type: 'json', required: true, admin: { readOnly: true } },
  ],
}
