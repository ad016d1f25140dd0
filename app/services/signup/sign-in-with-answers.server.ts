import type { Payload } from 'payload'

import type { LoginInput } from '../../domain/auth/schemas'
import { signupOutcome, signupSubmission } from '../../domain/questionnaire/signup'
import type { Env } from '../../lib/env.server'
import type { LimitContext } from '../../lib/rate-limit.server'
import { revokeSession } from '../../lib/session.server'
import { loginCustomer } from '../auth/sign-in.server'
import { submitAssessment } from '../questionnaire/submit-assessment.server'
import type { SignupResult } from './sign-up.server'
import { startFirstMealPlan } from './start-first-meal-plan.server'

/**
 * The way on for someone whose e-mail is already registered (doc 2 §8): she
 * signs in on the signup page and keeps the answers she typed. Her password
 * is checked by the usual sign-in (with its lockout); the answers are then
 * stored as her signup questionnaire and a meal plan is started, as for a new
 * account. If the answers cannot be stored the new session is ended again,
 * so a failure leaves her where she was, answers still on the page.
 */
export async function signInWithAnswers(
  payload: Payload,
  settings: Env,
  input: { login: LoginInput; answers: Record<string, unknown> },
  from: LimitContext,
): Promise<SignupResult> {
  const { customer, token } = await loginCustomer(payload, input.login, from)
  try {
    await submitAssessment(payload, customer.id, signupSubmission(input.answers, customer))
  } catch (error) {
    await revokeSession(payload, token)
    throw error
  }
  const signedIn = { ...customer, profile_completed: true }
  const mealPlanError = await startFirstMealPlan(payload, settings, signedIn)
  return { customer: signedIn, token, ...signupOutcome(mealPlanError === null ? null : 'meal_plan', mealPlanError ?? undefined) }
}
