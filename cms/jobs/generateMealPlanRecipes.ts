import type { TaskConfig } from 'payload'

import { GENERATE_RECIPES_TASK, loadMealPlanRecipesJob } from '../../app/cms-bridge/jobs'

/**
 * Task config for the recipe job (spec doc 1 §4); the handler is on the app
 * side (app/jobs/generate-meal-plan-recipes.server.ts). Failures mark the
 * plan `failed` inside the handler, so the job itself never retries.
 */
export const generateMealPlanRecipesTask: TaskConfig<{ input: { mealPlanId: string }; output: { status: string } }> = {
  slug: GENERATE_RECIPES_TASK,
  label: 'Generate meal plan recipes',
  retries: 0,
  inputSchema: [{ name: 'mealPlanId', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    // Loaded on first use so the admin bundle does not pull in the planners.
    const { generateRemainingRecipes } = await loadMealPlanRecipesJob()
    const status = await generateRemainingRecipes(req.payload, input.mealPlanId)
    return { output: { status } }
  },
}
