import { describe, expect, it } from 'vitest'

import { validAnswers } from '../support/comprehensive-answers'
import { api, newCustomer, type TestCustomer } from '../support/api'
import { validSignupAnswers } from '../support/signup-answers'
import { validSimplifiedAnswers } from '../support/simplified-answers'

/**
 * Her words beyond the journal (issue 45, H-43): the free text of her
 * assessments and the low-mood question at its top severity raise support,
 * `reason: 'assessment'`, on fresh customers through the real API.
 */

const submit = (customer: TestCustomer, assessment_type: string, answers: Record<string, unknown>) =>
  api('/api/questionnaire/submit', { token: customer.token, body: { assessment_type, user_id: customer.id, ...answers } })

const support = (customer: TestCustomer) => api('/api/user/wellbeing-support', { token: customer.token })

async function afterAssessment(assessment_type: string, answers: Record<string, unknown>) {
  const customer = await newCustomer({ name: 'Ada Assessed' })
  const submitted = await submit(customer, assessment_type, answers)
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201)
  const res = await support(customer)
  expect(res.status).toBe(200)
  return { customer, body: res.body as { show: boolean; reason: string | null; level: string | null } }
}

const COMPREHENSIVE = 'comprehensive_menopause_assessment'
const top = { depressed_down_blue: { experienced: true, severity: 10 } }

describe('a comprehensive assessment', () => {
  it('with "Feeling low, down or depressed" at its top severity offers support, reason assessment', async () => {
    const { body } = await afterAssessment(COMPREHENSIVE, validAnswers(top))
    expect(body).toMatchObject({ show: true, reason: 'assessment', level: 'support' })
  })

  it('one step below the top offers nothing', async () => {
    const { body } = await afterAssessment(COMPREHENSIVE, validAnswers({ depressed_down_blue: { experienced: true, severity: 9 } }))
    expect(body).toMatchObject({ show: false, reason: null, level: null })
  })

  it('with an act in her free text is urgent', async () => {
    const { body } = await afterAssessment(COMPREHENSIVE, validAnswers({ self_care_options_taken: 'Honestly nothing. I took an overdose in September.' }))
    expect(body).toMatchObject({ show: true, reason: 'assessment', level: 'urgent' })
  })

  it('with a figure of speech in her free text offers nothing', async () => {
    const { body } = await afterAssessment(COMPREHENSIVE, validAnswers({ self_care_options_taken: 'A fan by the bed: the night sweats are killing me' }))
    expect(body).toMatchObject({ show: false })
  })

  it('counts only for her: another customer’s assessment never shows for her', async () => {
    const { customer: other } = await afterAssessment(COMPREHENSIVE, validAnswers(top))
    expect((await support(other)).body.show).toBe(true)
    const her = await newCustomer({ name: 'Bea Beside' })
    expect((await support(her)).body).toMatchObject({ show: false, reason: null })
  })
})

describe('the quick assessment and the signup questionnaire', () => {
  it('read the quick assessment’s free text, misspelt or not', async () => {
    const { body } = await afterAssessment('simplified_menopause_assessment', validSimplifiedAnswers({ biggest_challenge: 'i feel sucidal most nights tbh' }))
    expect(body).toMatchObject({ show: true, reason: 'assessment', level: 'support' })
  })

  it('read a plan in the quick assessment as urgent', async () => {
    const { body } = await afterAssessment('simplified_menopause_assessment', validSimplifiedAnswers({ primary_concerns: "I've been stockpiling my pills" }))
    expect(body).toMatchObject({ show: true, reason: 'assessment', level: 'urgent' })
  })

  it('offer support for the signup questionnaire’s low-mood answer at its top', async () => {
    const { body } = await afterAssessment('signup_questionnaire', {
      first_name: 'Ada',
      last_name: 'Signup',
      email: 'ada@example.com',
      ...validSignupAnswers(top),
    })
    expect(body).toMatchObject({ show: true, reason: 'assessment', level: 'support' })
  })
})
