import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'

/**
 * AI meal plans (spec doc 1 §3 "Meal plan", §4 states). Owned by one customer;
 * created and changed only by our own routes and the recipe job.
 *
 * `generation_lock` makes "one plan generating at a time per customer" hold
 * even for concurrent requests: while a plan is being generated it holds the
 * customer's id (unique), afterwards the plan's own id, so it is never empty
 * and never collides.
 */
export const MealPlans: CollectionConfig = {
  slug: 'meal-plans',
  labels: { singular: 'Meal plan', plural: 'Meal plans' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'status', 'progress', 'planner', 'createdAt'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: isWellnessStaff },
  indexes: [{ fields: ['customer', 'createdAt'] }],
  // A plan's recipes (meal-plan-recipes) go with it.
  hooks: {
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({ collection: 'meal-plan-recipes', where: { meal_plan: { equals: id } }, overrideAccess: true, req })
      },
    ],
  },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'generating',
      index: true,
      options: ['generating', 'generating_recipes', 'complete', 'failed'],
    },
    { name: 'progress', type: 'number', required: true, defaultValue: 0, min: 0, max: 100 },
    // How many of its recipes (cms/collections/MealPlanRecipes) are written; kept with `progress`.
    { name: 'recipes_ready', type: 'number', defaultValue: 0, min: 0 },
    { name: 'planner', type: 'select', required: true, options: ['builtin', 'openai'] },
    { name: 'failure_reason', type: 'text' },
    { name: 'generation_lock', type: 'text', required: true, unique: true, admin: { hidden: true } },
    // JSON fields stay read-only in the admin: its JSON editor loads from a CDN the servers cannot reach.
    { name: 'profile', type: 'json', admin: { readOnly: true, description: 'What the plan was personalised from' } },
    // Her allergens and the foods she avoids when the plan was made: her food
    // preferences, which staff do not see (cms/collections/FoodPreferences).
    { name: 'restrictions', type: 'json', admin: { hidden: true }, access: { read: nobody, create: nobody, update: nobody } },
    { name: 'plan_data', type: 'json', admin: { readOnly: true } },
    // Plans written before recipes had their own records (meal-plan-recipes) keep them here.
    { name: 'detailed_recipes', type: 'json', admin: { readOnly: true } },
  ],
}
