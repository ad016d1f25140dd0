import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import type { RegisterInput } from '../../domain/auth/schemas'
import { signupOutcome, signupSubmission, type SignupOutcome } from '../../domain/questionnaire/signup'
import type { Env } from '../../lib/env.server'
import { createSession } from '../../lib/session.server'
import { atomically } from '../../lib/transaction.server'
import { eraseAccount } from '../account/delete-account.server'
import { registerCustomer } from '../auth/register-customer.server'
import { checkSubmission, submitAssessment } from '../questionnaire/submit-assessment.server'
import { startFirstMealPlan } from './start-first-meal-plan.server'

export interface SignupInput {
  account: RegisterInput
  /** The signup questionnaire's answers by question id, without first_name, last_name and email (added here). */
  answers: Record<string, unknown>
}

export interface SignupResult extends SignupOutcome {
  customer: Customer
  token: string
}

/**
 * The signup chain (doc 2 §4 "Signup", §8) in one server action, so nobody is
 * ever left half signed up. Register, store the questionnaire (through the
 * same submit service as POST /api/questionnaire/submit) and open the session
 * run as one unit: all stored, or none (a transaction, or a compensating
 * delete where the adapter has none). Only then is the first meal plan
 * started; if that fails she is still signed in and the outcome carries the
 * message for the meal plans page. Failures before that throw the service's
 * error (400 'This email is already registered', 400 with the questionnaire's
 * message, …), for the page to word as the spec says.
 */
export async function signUp(payload: Payload, settings: Env, input: SignupInput): Promise<SignupResult> {
  const body = signupSubmission(input.answers, input.account)
  // Refuse bad answers before anything is written; the submit service checks them again inside.
  checkSubmission(body, null)

  let created: string | null = null
  const { customer, token } = await atomically(
    payload,
    async (req) => {
      const customer = await registerCustomer(payload, input.account, { req })
      created = customer.id
      await submitAssessment(payload, customer.id, body, { req })
      const token = await createSession(payload, customer.id, req)
      return { customer: { ...customer, profile_completed: true }, token }
    },
    async () => {
      if (created) await eraseAccount(payload, created)
    },
  )

  const mealPlanError = await startFirstMealPlan(payload, settings, customer)
  return { customer, token, ...signupOutcome(mealPlanError === null ? null : 'meal_plan', mealPlanError ?? undefined) }
}
