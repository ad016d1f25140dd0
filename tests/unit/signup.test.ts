import { describe, expect, it, vi } from 'vitest'

import { CONSENT_PHRASE } from '~/domain/questionnaire/comprehensive'
import { definitionFor, symptomQuestions } from '~/domain/questionnaire/definitions'
import { keptAnswers, pagePositions, toggleOption, validatePage, validateSubmission, visibleQuestions } from '~/domain/questionnaire/form'
import { answersSchema } from '~/domain/questionnaire/schemas'
import {
  contactFromAccount,
  SIGNUP_QUESTIONNAIRE as signup,
  signupFailureMessage,
  signupOutcome,
  signupSubmission,
  accountStepProblems,
  validateAccountStep,
} from '~/domain/questionnaire/signup'
import { SYMPTOM_IDS } from '~/domain/questionnaire/symptoms'
import type { Answers, CheckboxQuestion, SliderQuestion } from '~/domain/questionnaire/types'
import { buildProfile } from '~/domain/meal-plans/profile'
import { atomically, currentTransaction } from '~/lib/transaction.server'

import { validSignupAnswers } from '../support/signup-answers'

const steps = pagePositions(signup)
const page = (id: string) => steps.find((s) => s.page.id === id)!.page
const INCOMPLETE = 'Please complete all required fields'

describe('the signup questionnaire (doc 2 §2, §3, §5, §9)', () => {
  it('has personal info, six symptom pages with all 35 symptoms, measurements, stress and activity, and priorities', () => {
    expect(steps.map((s) => s.page.id)).toEqual([
      'personal',
      'symptoms_flushes_heart',
      'symptoms_mood',
      'symptoms_mind_energy',
      'symptoms_aches',
      'symptoms_skin_digestion',
      'symptoms_bladder_intimacy',
      'measurements',
      'stress_activity',
      'priorities',
    ])
    const ids = symptomQuestions(signup).map((q) => q.id)
    expect(ids).toHaveLength(35)
    expect(ids).toContain('sweating')
    expect([...ids].sort()).toEqual([...SYMPTOM_IDS].sort())
    expect(definitionFor('signup_questionnaire')).toBe(signup)
  })

  it('requires phone, measurement_system, stress_level, top_six_priorities and data_consent, with one message for all', () => {
    const required = steps.flatMap((s) => s.page.questions).filter((q) => q.required).map((q) => q.id)
    expect(required).toEqual(['phone', 'measurement_system', 'stress_level', 'top_six_priorities', 'data_consent'])
    expect(validatePage(signup, page('personal'), {})).toBe(INCOMPLETE)
    expect(validatePage(signup, page('personal'), { phone: '  ' })).toBe(INCOMPLETE)
    expect(validatePage(signup, page('personal'), { phone: '+447123456789' })).toBeNull()
    // Symptoms are optional: a page left untouched may be passed.
    expect(validatePage(signup, page('symptoms_mood'), {})).toBeNull()
    expect(validatePage(signup, page('measurements'), {})).toBe(INCOMPLETE)
    expect(validatePage(signup, page('measurements'), { measurement_system: 'Imperial' })).toBeNull()
    expect(validatePage(signup, page('priorities'), { top_six_priorities: ['Hot flushes'] })).toBe(INCOMPLETE)
    expect(validatePage(signup, page('priorities'), { top_six_priorities: ['Hot flushes'], data_consent: [CONSENT_PHRASE] })).toBeNull()
  })

  it('shows only the selects of the chosen measurement system, and a change of system clears them', () => {
    const ids = (answers: Answers) => visibleQuestions(page('measurements'), answers).map((q) => q.id)
    expect(ids({})).toEqual(['measurement_system'])
    expect(ids({ measurement_system: 'Imperial' })).toEqual(['measurement_system', 'weight_lbs', 'height_ft', 'height_in'])
    expect(ids({ measurement_system: 'Metric' })).toEqual(['measurement_system', 'weight_kg', 'height_cm'])
    const kept = keptAnswers(signup, { ...validSignupAnswers(), measurement_system: 'Imperial' })
    expect(kept.weight_kg).toBeUndefined()
    expect(kept.height_cm).toBeUndefined()
  })

  it('has stress 0–6, activity 0–7 days and sleep 1–12 hours', () => {
    const slider = (id: string) => page('stress_activity').questions.find((q) => q.id === id) as SliderQuestion
    expect([slider('stress_level').min, slider('stress_level').max]).toEqual([0, 6])
    expect([slider('activity_days_per_week').min, slider('activity_days_per_week').max]).toEqual([0, 7])
    expect([slider('sleep_hours').min, slider('sleep_hours').max]).toEqual([1, 12])
    const schema = answersSchema(signup)
    expect(schema.safeParse(validSignupAnswers({ stress_level: 7 })).success).toBe(false)
    expect(schema.safeParse(validSignupAnswers({ activity_days_per_week: 8 })).success).toBe(false)
    expect(schema.safeParse(validSignupAnswers({ sleep_hours: 0 })).success).toBe(false)
    expect(schema.safeParse(validSignupAnswers({ sleep_hours: 12 })).success).toBe(true)
  })

  it('caps the priorities at 6 as the comprehensive form does, with the 35 concerns to choose from', () => {
    const question = page('priorities').questions.find((q) => q.id === 'top_six_priorities') as CheckboxQuestion
    expect(question.options).toHaveLength(35)
    const six = question.options.slice(0, 6).map((o) => String(o.value))
    const refused = toggleOption(signup, { top_six_priorities: six }, question, String(question.options[6]!.value))
    expect(refused.refused).toBe('You can only select up to 6 options')
    const seven = answersSchema(signup).safeParse(validSignupAnswers({ top_six_priorities: question.options.slice(0, 7).map((o) => String(o.value)) }))
    expect(seven.success).toBe(false)
    expect(seven.error?.issues[0].message).toBe('You can only select up to 6 options')
  })

  it('needs the contact fields added at submission, and consent', () => {
    const contact = { first_name: 'Maya', last_name: 'Test', email: 'maya@example.com' }
    expect(validateSubmission(signup, { ...validSignupAnswers(), ...contact })).toBeNull()
    expect(validateSubmission(signup, validSignupAnswers())).toBe(INCOMPLETE)
    expect(validateSubmission(signup, { ...validSignupAnswers({ data_consent: [] }), ...contact })).toBe(INCOMPLETE)
  })
})

describe('the account step (doc 2 §5, step 0)', () => {
  const account = { name: 'Maya Test', email: 'maya@example.com', password: 'secret1' }

  it('needs a name, an e-mail and a password of at least 6 characters', () => {
    expect(validateAccountStep(account)).toBeNull()
    expect(validateAccountStep({ ...account, name: ' ' })).toBe(INCOMPLETE)
    expect(validateAccountStep({ ...account, email: '' })).toBe(INCOMPLETE)
    expect(validateAccountStep({ ...account, password: '12345' })).toBe(INCOMPLETE)
    expect(validateAccountStep({ ...account, password: '123456' })).toBeNull()
  })

  it('names an address that is not an e-mail', () => {
    expect(validateAccountStep({ ...account, email: 'maya@' })).toBe('Please enter a valid email address')
  })

  it('adds first_name, last_name and email from the account at submission', () => {
    expect(contactFromAccount({ name: '  Maya  Anne Test ', email: ' Maya@Example.com ' })).toEqual({
      first_name: 'Maya',
      last_name: 'Anne Test',
      email: 'maya@example.com',
    })
    expect(contactFromAccount({ name: 'Maya', email: 'm@example.com' })).toEqual({ first_name: 'Maya', last_name: '', email: 'm@example.com' })
    const body = signupSubmission({ ...validSignupAnswers(), email: 'other@example.com', user_id: 'someone', assessment_type: 'test_submission' }, account)
    expect(body).toMatchObject({ email: 'maya@example.com', first_name: 'Maya', assessment_type: 'signup_questionnaire' })
    expect(body).not.toHaveProperty('user_id')
  })
})

describe('the signup chain (doc 2 §4 "Signup", §8)', () => {
  it('says a duplicate e-mail plainly and every other failure generally', () => {
    expect(signupFailureMessage(400, 'This email is already registered')).toBe('This email is already registered. Please try logging in instead.')
    expect(signupFailureMessage(400, 'Please complete all required fields')).toBe('Failed to create account. Please try again.')
    expect(signupFailureMessage(409, 'already registered')).toBe('Failed to create account. Please try again.')
    expect(signupFailureMessage(500, undefined)).toBe('Failed to create account. Please try again.')
    expect(signupFailureMessage(429, 'Too many accounts created from this network. Please try again in 5 minutes.')).toBe(
      'Too many accounts created from this network. Please try again in 5 minutes.',
    )
    expect(signupFailureMessage(429, undefined)).toBe('Failed to create account. Please try again.')
  })

  it('keeps nothing when registering, storing the answers or opening the session fails', () => {
    for (const step of ['register', 'questionnaire', 'session'] as const) {
      expect(signupOutcome(step)).toEqual({ accountKept: false, signedIn: false, goTo: null, mealPlanError: null })
    }
  })

  it('still signs her in and goes to the meal plans when only the meal plan fails, with the reason', () => {
    expect(signupOutcome('meal_plan', 'Failed to generate meal plan. Please try again.')).toEqual({
      accountKept: true,
      signedIn: true,
      goTo: '/meal-plans',
      mealPlanError: 'Failed to generate meal plan. Please try again.',
    })
    expect(signupOutcome(null)).toEqual({ accountKept: true, signedIn: true, goTo: '/meal-plans', mealPlanError: null })
  })
})

describe('one unit of work: a transaction, else a compensating delete', () => {
  function fakePayload(withTransactions: boolean) {
    const db = withTransactions
      ? { beginTransaction: vi.fn(async () => 'tx-1'), commitTransaction: vi.fn(async () => undefined), rollbackTransaction: vi.fn(async () => undefined) }
      : {}
    return { payload: { db } as never, db: db as Record<string, ReturnType<typeof vi.fn>> }
  }

  it('commits when the work succeeds, handing the transaction to every call', async () => {
    const { payload, db } = fakePayload(true)
    const compensate = vi.fn()
    const seen: unknown[] = []
    expect(await atomically(payload, async (req) => (seen.push(req.transactionID), 'done'), compensate)).toBe('done')
    expect(seen).toEqual(['tx-1'])
    expect(db.commitTransaction).toHaveBeenCalledWith('tx-1')
    expect(db.rollbackTransaction).not.toHaveBeenCalled()
    expect(compensate).not.toHaveBeenCalled()
  })

  it('rolls back and rethrows when the work fails', async () => {
    const { payload, db } = fakePayload(true)
    const compensate = vi.fn()
    await expect(atomically(payload, async () => Promise.reject(new Error('questionnaire refused')), compensate)).rejects.toThrow('questionnaire refused')
    expect(db.rollbackTransaction).toHaveBeenCalledWith('tx-1')
    expect(db.commitTransaction).not.toHaveBeenCalled()
    expect(compensate).not.toHaveBeenCalled()
  })

  it('runs a unit inside another as part of it: one transaction, one commit, and the leases of both see it', async () => {
    const { payload, db } = fakePayload(true)
    const compensate = vi.fn()
    const seen: unknown[] = []
    await atomically(
      payload,
      async (req) => {
        seen.push(req.transactionID, currentTransaction()?.transactionID)
        await atomically(payload, async (inner) => seen.push(inner.transactionID, currentTransaction()?.transactionID), compensate)
      },
      compensate,
    )
    expect(seen).toEqual(['tx-1', 'tx-1', 'tx-1', 'tx-1'])
    expect(db.beginTransaction).toHaveBeenCalledTimes(1)
    expect(db.commitTransaction).toHaveBeenCalledTimes(1)
    expect(currentTransaction()).toBeUndefined()
  })

  it('undoes with the compensating delete where the adapter has no transactions', async () => {
    const { payload } = fakePayload(false)
    const compensate = vi.fn(async () => undefined)
    await expect(atomically(payload, async () => Promise.reject(new Error('session refused')), compensate)).rejects.toThrow('session refused')
    expect(compensate).toHaveBeenCalledTimes(1)
    expect(await atomically(payload, async (req) => req.transactionID ?? 'none', compensate)).toBe('none')
    expect(compensate).toHaveBeenCalledTimes(1)
  })
})

describe('the first meal plan reflects the signup answers', () => {
  it('reads the symptoms, the stress level and the chosen priorities', () => {
    const responses = keptAnswers(signup, { ...validSignupAnswers(), first_name: 'Maya', email: 'maya@example.com' })
    const profile = buildProfile({ responses, checkins: [], seed: 's' })
    expect(profile.symptoms).toEqual(['hot_flushes', 'difficulty_sleeping', 'sweating'])
    expect(profile.concerns).toMatchObject({ hot_flushes: 0.8, sleep: 0.6, stress: 0.83 })
    // 'Less physical strength' was chosen though not reported as a symptom.
    expect(profile.concerns.bones).toBe(0.5)
    expect(profile.priorities).toEqual(['Hot flushes', 'Difficulty sleeping', 'Less physical strength'])
  })

  it('does not invent priorities nobody chose', () => {
    const profile = buildProfile({ responses: { stress_level: 1 }, checkins: [], seed: 's' })
    expect(profile.priorities).toBeUndefined()
    expect(profile.concerns).toEqual({})
  })
})

describe('the account step, field by field (issue 28)', () => {
  const account = { name: 'Maya Patel', email: 'maya@example.com', password: 'secret1' }
  it('names each field with a problem, with the spec message for the toast', () => {
    expect(accountStepProblems(account)).toEqual([])
    const problems = accountStepProblems({ name: ' ', email: '', password: '123' })
    expect(problems.map((p) => p.question)).toEqual(['name', 'email', 'password'])
    expect(new Set(problems.map((p) => p.message))).toEqual(new Set(['Please complete all required fields']))
    expect(problems[2]!.field).toBe('Please choose a password of at least 6 characters')
    expect(accountStepProblems({ ...account, email: 'maya@' })).toEqual([{ question: 'email', message: 'Please enter a valid email address' }])
  })
})
