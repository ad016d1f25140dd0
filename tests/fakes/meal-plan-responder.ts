import { buildBuiltinPlan } from '../../app/domain/meal-plans/planner'
import type { Recipe } from '../../app/domain/meal-plans/types'
import type { ChatRequest } from './openai'

/**
 * Answers the OpenAI meal planner's structured-output calls the way the model
 * would, using the built-in planner's plan for a fixed profile so the shapes
 * and numbers are realistic.
 */
const plan = buildBuiltinPlan({ diets: [], concerns: { hot_flushes: 0.7 }, symptoms: ['hot_flushes'], checkins: null, seed: 'fake-openai' })

export function mealPlanResponder(request: ChatRequest): unknown {
  const name = request.response_format?.json_schema?.name
  const user = request.messages.find((m) => m.role === 'user')?.content ?? ''
  if (name === 'meal_plan_overview') {
    return {
      client_summary: `Model plan. ${plan.planData.client_summary}`,
      weekly_overview: plan.planData.weekly_overview,
      shopping_list: Object.entries(plan.planData.shopping_list).map(([category, items]) => ({ category, items })),
    }
  }
  if (name === 'meal_plan_recipe') {
    const match = /recipe for (\w+) (\w+):/.exec(user)
    const recipe = plan.recipes.find((r) => r.day === match?.[1] && r.meal_type === match?.[2]) as Recipe
    const { day: _day, meal_type: _meal, ...rest } = recipe
    return rest
  }
  throw new Error(`unexpected call ${name}`)
}
