import { describe, expect, it } from 'vitest'

import { api, newCustomer, type TestCustomer } from '../support/api'
import { validAnswers } from '../support/comprehensive-answers'
import { validSimplifiedAnswers } from '../support/simplified-answers'

const SIMPLIFIED = 'simplified_menopause_assessment'
const TEST = 'test_submission'

function submit(customer: TestCustomer, type: string, answers: Record<string, unknown>) {
  return api('/api/questionnaire/submit', { token: customer.token, body: { ...answers, user_id: customer.id, assessment_type: type } })
}

async function history(customer: TestCustomer): Promise<any[]> {
  return (await api('/api/questionnaire/history', { token: customer.token })).body
}

async function profileCompleted(customer: TestCustomer): Promise<boolean> {
  return (await api('/api/auth/session', { token: customer.token })).body.user.profile_completed
}

describe('simplified assessment submissions', () => {
  it('stores a valid one with its type and version, not as the baseline, and completes the profile', async () => {
    const customer = await newCustomer()
    const res = await submit(customer, SIMPLIFIED, validSimplifiedAnswers())
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ assessment_type: SIMPLIFIED, is_baseline: false, version: '1' })
    expect(res.body.responses.sleep_difficulties).toEqual({ experienced: true, severity: 5 })
    expect(await profileCompleted(customer)).toBe(true)
  })

  it('never triggers the monthly retake rule, and leaves the comprehensive baseline to the comprehensive assessment', async () => {
    const customer = await newCustomer()
    expect((await submit(customer, SIMPLIFIED, validSimplifiedAnswers())).status).toBe(201)
    expect((await submit(customer, SIMPLIFIED, validSimplifiedAnswers())).status).toBe(201)
    const comprehensive = await submit(customer, 'comprehensive_menopause_assessment', validAnswers())
    expect(comprehensive.status).toBe(201)
    expect(comprehensive.body.is_baseline).toBe(true)
    expect((await submit(customer, SIMPLIFIED, validSimplifiedAnswers())).status).toBe(201)
    const records = await history(customer)
    expect(records.map((r) => r.assessment_type)).toEqual([SIMPLIFIED, 'comprehensive_menopause_assessment', SIMPLIFIED, SIMPLIFIED])
  })

  it.each([
    ['two priorities', { top_priorities: ['Better sleep', 'More energy'] }, 'Please select exactly 3 health priorities.'],
    ['four priorities', { top_priorities: ['Better sleep', 'More energy', 'Steadier mood', 'Healthier eating'] }, 'Please select exactly 3 health priorities.'],
    ['no consent', { data_consent: [] }, 'Data consent is required to proceed.'],
    ['a phone without country code', { phone: '07123456789' }, 'Please enter phone number with country code (e.g., +447123456789)'],
    ['a phone of a plus and no number', { phone: '+' }, 'Please enter phone number with country code (e.g., +447123456789)'],
    ['no first name', { first_name: '' }, 'Please provide an answer for: First name'],
    ['a severity of 12', { mood_changes: { experienced: true, severity: 12 } }, 'Please give a valid answer for: Mood changes'],
    ['an age of 5', { age: 5 }, 'Age: enter a number between 18 and 110 years'],
    ['a comprehensive-only question', { taking_hrt: 'Currently using it' }, 'Unknown question: taking_hrt'],
  ])('answers 400 for %s, storing nothing', async (_name, change, detail) => {
    const customer = await newCustomer()
    const res = await submit(customer, SIMPLIFIED, validSimplifiedAnswers(change))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ detail })
    expect(await history(customer)).toEqual([])
  })
})

describe('test submissions', () => {
  const valid = { first_name: 'Tess', last_name: 'Ting', email: 'tess@example.com', phone: '+441234567890', data_consent: ['Yes, I consent to data processing and sharing'] }

  it('stores a valid one with its type and does not complete the profile', async () => {
    const customer = await newCustomer()
    const res = await submit(customer, TEST, valid)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ assessment_type: TEST, is_baseline: false })
    expect(await profileCompleted(customer)).toBe(false)
    expect((await history(customer)).map((r) => r.assessment_type)).toEqual([TEST])
  })

  it.each([
    ['no consent', { data_consent: [] }, 'Data consent is required to proceed.'],
    ['a phone without country code', { phone: '0044' }, 'Please enter phone number with country code (e.g., +447123456789)'],
    ['no e-mail', { email: '' }, 'Please provide an answer for: Email address'],
  ])('answers 400 for %s', async (_name, change, detail) => {
    const customer = await newCustomer()
    const res = await submit(customer, TEST, { ...valid, ...change })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ detail })
  })
})
