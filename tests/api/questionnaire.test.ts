import { describe, expect, it } from 'vitest'

import { HEALTH_CONCERNS } from '~/domain/questionnaire/symptoms'

import { api, newCustomer, type TestCustomer } from '../support/api'
import { validAnswers } from '../support/comprehensive-answers'
import { backdateAssessment } from '../support/db'

const TYPE = 'comprehensive_menopause_assessment'
const RETAKE = 'You can retake the assessment once per month. Please check back later.'

function submit(customer: TestCustomer, answers: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return api('/api/questionnaire/submit', { token: customer.token, body: { ...answers, user_id: customer.id, assessment_type: TYPE, ...extra } })
}

async function history(customer: TestCustomer): Promise<any[]> {
  const res = await api('/api/questionnaire/history', { token: customer.token })
  expect(res.status).toBe(200)
  return res.body
}

async function profileCompleted(customer: TestCustomer): Promise<boolean> {
  const res = await api('/api/auth/session', { token: customer.token })
  return res.body.user?.profile_completed ?? res.body.profile_completed
}

/** A month before now, mid-month, so it is always an earlier calendar month. */
function monthsAgo(n: number): string {
  const d = new Date()
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 15, 9, 0, 0)).toISOString()
}

describe('POST /api/questionnaire/submit', () => {
  it('stores a full valid submission as the baseline and completes the profile', async () => {
    const customer = await newCustomer()
    expect(await profileCompleted(customer)).toBe(false)
    const res = await submit(customer, { ...validAnswers(), weight_lbs: 150, 'diet_plan-other-text': 'Keto' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ assessment_type: TYPE, is_baseline: true, version: '1' })
    expect(typeof res.body.id).toBe('string')
    expect(Date.now() - new Date(res.body.completed_at).getTime()).toBeLessThan(60_000)
    // Stored as answered, without hidden or stray answers and without the envelope.
    expect(res.body.responses.first_name).toBe('Jane')
    expect(res.body.responses.hot_flushes).toEqual({ experienced: true, severity: 8 })
    expect(res.body.responses.weight_kg).toBe(70)
    expect(res.body.responses.weight_lbs).toBeUndefined()
    expect(res.body.responses['diet_plan-other-text']).toBeUndefined()
    expect(res.body.responses.user_id).toBeUndefined()
    expect(await profileCompleted(customer)).toBe(true)
  })

  it.each([
    ['five priorities', { top_six_priorities: ['Hot flushes', 'Night sweats', 'Poor memory', 'Brain fog', 'Low backache'] }, 'Please select exactly 6 health priorities.'],
    ['no consent', { data_consent: [] }, 'Data consent is required to complete the assessment.'],
    ['no first name', { first_name: '' }, 'Please provide your first name'],
    ['a blank last name', { last_name: '   ' }, 'Please provide your last name'],
    ['no email', { email: null }, 'Please provide your email'],
    ['no phone', { phone: '' }, 'Please provide your phone number'],
    ['a phone without country code', { phone: '07123456789' }, 'Please enter phone number with country code (e.g., +447123456789)'],
    ['a symptom not answered', { brain_fog: undefined }, 'Please indicate if you experience: Brain fog'],
    ['a required question not answered', { taking_hrt: undefined }, 'Please answer: Hormone replacement therapy (HRT): which describes you?'],
    ['years since the last period missing after No', { years_since_last_period: undefined }, 'Please answer: How many years is it since your last period?'],
    ['a severity of 11', { hot_flushes: { experienced: true, severity: 11 } }, 'Please give a valid answer for: Hot flushes'],
    ['a fractional severity', { hot_flushes: { experienced: true, severity: 6.5 } }, 'Please give a valid answer for: Hot flushes'],
    ['an HRT answer that does not exist', { taking_hrt: 'On and off' }, 'Please give a valid answer for: Hormone replacement therapy (HRT): which describes you?'],
    ['a weight outside the list', { weight_kg: 201 }, 'Please give a valid answer for: Weight'],
    ['a stress level of 9', { stress_level: 9 }, 'Please give a valid answer for: How stressed have you felt over the last month?'],
    ['a question that does not exist', { shoe_size: 6 }, 'Unknown question: shoe_size'],
  ])('answers 400 for %s with the spec message, storing nothing', async (_name, change, detail) => {
    const customer = await newCustomer()
    const answers: Record<string, unknown> = { ...validAnswers(), ...change }
    for (const key of Object.keys(answers)) if (answers[key] === undefined) delete answers[key]
    const res = await submit(customer, answers)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ detail })
    expect(await history(customer)).toEqual([])
    expect(await profileCompleted(customer)).toBe(false)
  })

  it('refuses a user_id that is not the caller’s, and stores nothing', async () => {
    const alice = await newCustomer()
    const bea = await newCustomer()
    const res = await submit(alice, validAnswers(), { user_id: bea.id })
    expect(res.status).toBe(403)
    expect(res.body.detail).toBe('user_id does not match the signed-in customer')
    expect(await history(alice)).toEqual([])
    expect(await history(bea)).toEqual([])
  })

  it('takes the customer from the session when user_id is left out', async () => {
    const customer = await newCustomer()
    const res = await api('/api/questionnaire/submit', { token: customer.token, body: { ...validAnswers(), assessment_type: TYPE } })
    expect(res.status).toBe(201)
  })

  it('answers 409 with the spec message for a second comprehensive assessment in the same calendar month', async () => {
    const customer = await newCustomer()
    expect((await submit(customer, validAnswers())).status).toBe(201)
    const again = await submit(customer, validAnswers())
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ detail: RETAKE })
    expect(await history(customer)).toHaveLength(1)
  })

  it('lets only one of two simultaneous first submissions through', async () => {
    const customer = await newCustomer()
    const results = await Promise.all([submit(customer, validAnswers()), submit(customer, validAnswers())])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    const records = await history(customer)
    expect(records).toHaveLength(1)
    expect(records[0].is_baseline).toBe(true)
  })

  it('accepts a retake in a later calendar month, not as the baseline; history is newest first', async () => {
    const customer = await newCustomer()
    const first = await submit(customer, validAnswers())
    await backdateAssessment(first.body.id, monthsAgo(2))
    const second = await submit(customer, validAnswers({ hot_flushes: { experienced: true, severity: 5 } }))
    expect(second.status).toBe(201)
    expect(second.body.is_baseline).toBe(false)
    await backdateAssessment(second.body.id, monthsAgo(1))
    const third = await submit(customer, validAnswers({ hot_flushes: { experienced: false, severity: 0 } }))
    expect(third.status).toBe(201)
    expect(third.body.is_baseline).toBe(false)

    const records = await history(customer)
    expect(records.map((r) => r.id)).toEqual([third.body.id, second.body.id, first.body.id])
    expect(records.map((r) => r.is_baseline)).toEqual([false, false, true])
    for (const r of records) {
      expect(Object.keys(r).sort()).toEqual(['assessment_type', 'completed_at', 'id', 'is_baseline', 'responses', 'version'])
      expect(r.assessment_type).toBe(TYPE)
    }
    expect(records[1].responses.hot_flushes).toEqual({ experienced: true, severity: 5 })
  })

  it.each([
    ['malformed JSON', { rawBody: '{"first_name":' }, 'Request body must be valid JSON'],
    ['a JSON array', { rawBody: '[1,2]' }, 'Request body must be a JSON object'],
    ['no assessment_type', { body: { first_name: 'Jane' } }, 'assessment_type must be one of: comprehensive_menopause_assessment, simplified_menopause_assessment, test_submission, signup_questionnaire'],
    ['an unknown assessment_type', { body: { assessment_type: 'quiz' } }, 'assessment_type must be one of: comprehensive_menopause_assessment, simplified_menopause_assessment, test_submission, signup_questionnaire'],
    ['a numeric user_id', { body: { assessment_type: TYPE, user_id: 7 } }, 'user_id must be a string'],
    ['answers of the wrong type', { body: { ...validAnswers(), assessment_type: TYPE, top_six_priorities: 'Hot flushes' } }, 'Please give a valid answer for: Choose the 6 that matter most to you right now'],
    ['a symptom as a number', { body: { ...validAnswers(), assessment_type: TYPE, hot_flushes: 8 } }, 'Please give a valid answer for: Hot flushes'],
    ['seven priorities', { body: { ...validAnswers(), assessment_type: TYPE, top_six_priorities: HEALTH_CONCERNS.slice(0, 7) } }, 'Please select exactly 6 health priorities.'],
  ])('answers 400, never 500, for %s', async (_name, options, detail) => {
    const customer = await newCustomer()
    const res = await api('/api/questionnaire/submit', { token: customer.token, method: 'POST', ...options })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ detail })
  })

  it('answers 401 without a session and 405 for GET', async () => {
    const res = await api('/api/questionnaire/submit', { body: { ...validAnswers(), assessment_type: TYPE } })
    expect(res.status).toBe(401)
    expect(res.body.detail).toBeTruthy()
    const customer = await newCustomer()
    expect((await api('/api/questionnaire/submit', { token: customer.token })).status).toBe(405)
  })
})

describe('GET /api/questionnaire/history', () => {
  it('never shows another customer’s records', async () => {
    const alice = await newCustomer()
    const bea = await newCustomer()
    const mine = await submit(alice, validAnswers())
    expect(mine.status).toBe(201)
    expect(await history(bea)).toEqual([])
    const records = await history(alice)
    expect(records.map((r) => r.id)).toEqual([mine.body.id])
  })
})

describe('GET /api/questionnaire/definition/{assessment_type}', () => {
  it('serves the definition the server validates with', async () => {
    const res = await api(`/api/questionnaire/definition/${TYPE}`)
    expect(res.status).toBe(200)
    const def = res.body
    expect(def.assessment_type).toBe(TYPE)
    expect(def.sections).toHaveLength(4)
    const pages = def.sections.flatMap((s: any) => s.pages)
    expect(pages).toHaveLength(17)
    const questions = pages.flatMap((p: any) => p.questions)
    const byId = Object.fromEntries(questions.map((q: any) => [q.id, q]))
    expect(byId.taking_hrt).toMatchObject({ kind: 'radio', required: true })
    expect(byId.taking_hrt.options.map((o: any) => o.value)).toContain('Currently using it')
    expect(byId.years_since_last_period.condition).toEqual({ question: 'had_period_last_12_months', equals: 'No' })
    expect(byId.weight_lbs.options).toHaveLength(221)
    expect(questions.filter((q: any) => q.kind === 'symptom')).toHaveLength(34)

    // A client that answers from the served definition is accepted.
    const customer = await newCustomer()
    const answers: Record<string, unknown> = {}
    for (const q of questions) {
      if (q.kind === 'symptom') answers[q.id] = { experienced: false, severity: 0 }
      else if (q.kind === 'slider') answers[q.id] = q.min
    }
    Object.assign(answers, {
      first_name: 'Ada',
      last_name: 'Client',
      email: 'ada@example.com',
      phone: '+15551234567',
      measurement_system: byId.measurement_system.options[0].value,
      diagnosed_conditions: [byId.diagnosed_conditions.options[0].value],
      had_period_last_12_months: 'Yes',
      taking_hrt: byId.taking_hrt.options[0].value,
      top_six_priorities: byId.top_six_priorities.options.slice(0, 6).map((o: any) => o.value),
      data_consent: [byId.data_consent.options[0].value],
    })
    const submitted = await submit(customer, answers)
    expect(submitted.status).toBe(201)
  })

  it('answers 404 for a type without a definition', async () => {
    const res = await api('/api/questionnaire/definition/nonsense')
    expect(res.status).toBe(404)
    expect(res.body.detail).toBe('No questionnaire definition for: nonsense')
  })
})
