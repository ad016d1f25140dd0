import { describe, expect, it } from 'vitest'

import { CONSENT_PHRASE } from '~/domain/questionnaire/comprehensive'
import { completesProfile, definitionFor } from '~/domain/questionnaire/definitions'
import { findQuestion, pagePositions, pageProblems, problemsMessage, toggleOption, validatePage, validateSubmission } from '~/domain/questionnaire/form'
import { answersSchema } from '~/domain/questionnaire/schemas'
import { SIMPLIFIED_ASSESSMENT as simple } from '~/domain/questionnaire/simplified'
import { TEST_SUBMISSION } from '~/domain/questionnaire/test-submission'
import type { Answers, CheckboxQuestion } from '~/domain/questionnaire/types'

import { validSimplifiedAnswers } from '../support/simplified-answers'

const steps = pagePositions(simple)

describe('the simplified assessment (doc 2 §2, §3, §5, §9)', () => {
  it('has 3 steps: Personal Information, Key Symptoms, Health Goals', () => {
    expect(steps.map((s) => s.page.title)).toEqual(['Personal Information', 'Key Symptoms', 'Health Goals'])
    expect(definitionFor('simplified_menopause_assessment')).toBe(simple)
  })

  it('asks the response keys of §3', () => {
    const ids = steps.flatMap((s) => s.page.questions.map((q) => q.id)).sort()
    expect(ids).toEqual(
      [
        'first_name', 'last_name', 'email', 'phone', 'hot_flushes', 'night_sweats', 'sleep_difficulties', 'mood_changes',
        'top_priorities', 'data_consent', 'age', 'menopause_stage', 'health_goals', 'exercise_frequency', 'biggest_challenge', 'primary_concerns',
      ].sort(),
    )
    const top = findQuestion(simple, 'top_priorities') as CheckboxQuestion
    expect(top.options).toHaveLength(10)
    expect([top.maxSelections, top.exactSelections]).toEqual([3, 3])
  })

  it('words each step problem as the spec does', () => {
    expect(validatePage(simple, steps[0].page, {})).toBe('Please provide an answer for: First name')
    expect(validatePage(simple, steps[1].page, {})).toBeNull()
    expect(validatePage(simple, steps[2].page, {})).toBe('Please select at least one option for: Choose your top 3 health priorities')
    expect(validatePage(simple, steps[2].page, { top_priorities: ['Better sleep'] })).toBe(
      'Please select exactly 3 options for: Choose your top 3 health priorities',
    )
    expect(validatePage(simple, steps[2].page, { top_priorities: ['Better sleep', 'More energy', 'Steadier mood'] })).toBe(
      'Data consent is required to proceed.',
    )
  })

  it('caps the priorities at 3', () => {
    const top = findQuestion(simple, 'top_priorities') as CheckboxQuestion
    let answers: Answers = {}
    for (const v of ['Better sleep', 'More energy', 'Steadier mood']) answers = toggleOption(simple, answers, top, v).answers
    expect(toggleOption(simple, answers, top, 'Healthier eating').refused).toBe('You can only select up to 3 options')
  })

  it('checks consent, then the 3 priorities, then the phone before submitting', () => {
    expect(validateSubmission(simple, validSimplifiedAnswers())).toBeNull()
    expect(validateSubmission(simple, validSimplifiedAnswers({ data_consent: [], top_priorities: [] }))).toBe('Data consent is required to proceed.')
    expect(validateSubmission(simple, validSimplifiedAnswers({ top_priorities: ['Better sleep'] }))).toBe('Please select exactly 3 health priorities.')
    expect(validateSubmission(simple, validSimplifiedAnswers({ phone: '07123' }))).toBe('Please enter phone number with country code (e.g., +447123456789)')
  })

  it('tells a submission with 4 priorities to select exactly 3, in the spec’s words', () => {
    const four = answersSchema(simple).safeParse(
      validSimplifiedAnswers({ top_priorities: ['Better sleep', 'More energy', 'Steadier mood', 'Healthier eating'] }),
    )
    expect(four.success).toBe(false)
    expect(four.error?.issues[0].message).toBe('Please select exactly 3 health priorities.')
  })
})

describe('the simplified assessment, step by step (issue 28)', () => {
  it('refuses a phone number without "+" on step 1, not at the final Submit', () => {
    const answers = { ...validSimplifiedAnswers(), phone: '07123 456789' }
    expect(validatePage(simple, steps[0]!.page, answers)).toBe('Please enter phone number with country code (e.g., +447123456789)')
    expect(validatePage(simple, steps[0]!.page, validSimplifiedAnswers())).toBeNull()
  })

  it('refuses an age out of range on step 1, with its unit', () => {
    expect(validatePage(simple, steps[0]!.page, { ...validSimplifiedAnswers(), age: 12 })).toBe('Age: enter a number between 18 and 110 years')
  })
})

describe('the test submission form', () => {
  it('has first name, last name, e-mail, phone and consent', () => {
    expect(TEST_SUBMISSION.sections[0].pages[0].questions.map((q) => q.id)).toEqual(['first_name', 'last_name', 'email', 'phone', 'data_consent'])
  })

  it('needs the contact fields, a country code and consent', () => {
    const ok: Answers = { first_name: 'A', last_name: 'B', email: 'a@example.com', phone: '+441', data_consent: [CONSENT_PHRASE] }
    expect(validateSubmission(TEST_SUBMISSION, ok)).toBeNull()
    expect(validateSubmission(TEST_SUBMISSION, { ...ok, data_consent: [] })).toBe('Data consent is required to proceed.')
    expect(validateSubmission(TEST_SUBMISSION, { ...ok, phone: '0771' })).toBe('Please enter phone number with country code (e.g., +447123456789)')
    // A '+' alone, or one not followed by a country code, is no phone number either.
    for (const phone of ['+', '+ ', '+abc', '+44 phone']) {
      expect(validateSubmission(TEST_SUBMISSION, { ...ok, phone })).toBe('Please enter phone number with country code (e.g., +447123456789)')
    }
    expect(validateSubmission(TEST_SUBMISSION, { ...ok, phone: '+44 (0)20 7946-0000' })).toBeNull()
    expect(validateSubmission(TEST_SUBMISSION, { ...ok, last_name: '' })).toBe('Please provide an answer for: Last name')
  })

  it('names every field with a problem in one message, and a single problem in its own words', () => {
    const page = TEST_SUBMISSION.sections[0].pages[0]
    const problems = pageProblems(TEST_SUBMISSION, page, { first_name: 'A', phone: '0771' })
    expect(problems.map((p) => p.question)).toEqual(['last_name', 'email', 'phone', 'data_consent'])
    expect(problemsMessage(TEST_SUBMISSION, problems)).toBe('Please complete the 4 marked fields: Last name, Email address, Phone number, Consent')
    expect(problemsMessage(TEST_SUBMISSION, problems.slice(3))).toBe('Data consent is required to proceed.')
    expect(problemsMessage(TEST_SUBMISSION, [])).toBeNull()
  })

  it('does not complete a profile; the assessments do', () => {
    expect(completesProfile('test_submission')).toBe(false)
    expect(completesProfile('simplified_menopause_assessment')).toBe(true)
    expect(completesProfile('comprehensive_menopause_assessment')).toBe(true)
  })
})
