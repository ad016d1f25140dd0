import type { TaskConfig } from 'payload'

/** The queue that recipe generation runs on (one process runs it: JOBS_AUTORUN). */
export const MEAL_PLAN_QUEUE = 'meal-plans'
export const GENERATE_RECIPES_TASK = 'generateMealPlanRecipes'

/**
 * Writes a meal plan's detailed recipes one by one, updating its progress
 * after each (spec doc 1 §4). Safe to run again for the same plan: recipes
 * already written are kept and only the missing ones are generated, which is
 * how a plan interrupted by a restart resumes. Failures mark the plan
 * `failed` inside the handler, so the job itself never retries.
 */
export const generateMealPlanRecipesTask: TaskConfig<{ input: { mealPlanId: string }; output: { status: string } }> = {
  slug: GENERATE_RECIPES_TASK,
  label: 'Generate meal plan recipes',
  retries: 0,
  inputSchema: [{ name: 'mealPlanId', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    // Loaded on first use so the admin bundle does not pull in the planners.
    const { generateRemainingRecipes } = await import('../../app/services/meal-plans.server')
    const status = await generateRemainingRecipes(req.payload, input.mealPlanId)
    return { output: { status } }
  },
}
