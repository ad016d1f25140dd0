/**
 * POST /api/meal-plan/generate (spec doc 2 §7): the signup chain's call. It is
 * the same operation as POST /api/ai/meal-plan, so it is served by that route.
 */
export { action, loader } from '../ai+/meal-plan'
