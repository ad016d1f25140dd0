import { describe, expect, it } from 'vitest'

import { COMPREHENSIVE_ASSESSMENT as def } from '~/domain/questionnaire/comprehensive'
import {
  findQuestion,
  firstPageWithProblems,
  isVisible,
  keptAnswers,
  nextPage,
  pageOfMessage,
  pagePositions,
  pageProblems,
  percentComplete,
  previousPage,
  setAnswer,
  setExperienced,
  setOtherText,
  setSeverity,
  toggleOption,
  validatePage,
  validateSubmission,
  visibleQuestions,
} from '~/domain/questionnaire/form'
import { IMPERIAL, METRIC } from '~/domain/questionnaire/measurements'
import { answersSchema } from '~/domain/questionnaire/schemas'
import { HEALTH_CONCERNS } from '~/domain/questionnaire/symptoms'
import type { Answers, CheckboxQuestion, ChoiceQuestion } from '~/domain/questionnaire/types'

import { validAnswers } from '../support/comprehensive-answers'

const q = <T,>(id: string) => findQuestion(def, id) as T
const pages = pagePositions(def)
const page = (id: string) => pages.find((p) => p.page.id === id)!.page

describe('progress and navigation (doc 2 §2, §4)', () => {
  it('shows N% complete of 17 pages', () => {
    expect(percentComplete(0, 17)).toBe(6)
    expect(percentComplete(8, 17)).toBe(53)
    expect(percentComplete(16, 17)).toBe(100)
  })

  it('Back is disabled on page one and Next stops at the last page', () => {
    expect(previousPage(0)).toBeNull()
    expect(nextPage(16, 17)).toBeNull()
  })

  it('Next from the last page of a section goes to the first page of the next; Back returns to the last page of the previous', () => {
    const lastOfFirst = pages.findIndex((p) => p.sectionIndex === 1) - 1
    expect(pages[lastOfFirst].pageInSection).toBe(def.sections[0].pages.length - 1)
    const next = nextPage(lastOfFirst, pages.length)!
    expect([pages[next].sectionIndex, pages[next].pageInSection]).toEqual([1, 0])
    const back = previousPage(next)!
    expect([pages[back].sectionIndex, pages[back].pageInSection]).toEqual([0, def.sections[0].pages.length - 1])
  })
})

describe('conditions and clearing rules (doc 2 §4)', () => {
  it('shows imperial fields only for Imperial and metric fields only for Metric', () => {
    const measurements = page('measurements')
    const none = visibleQuestions(measurements, {}).map((x) => x.id)
    expect(none).toEqual(['measurement_system'])
    const imperial = visibleQuestions(measurements, { measurement_system: IMPERIAL }).map((x) => x.id)
    expect(imperial).toEqual(['measurement_system', 'weight_lbs', 'height_ft', 'height_in', 'waist_circumference_imperial'])
    const metric = visibleQuestions(measurements, { measurement_system: METRIC }).map((x) => x.id)
    expect(metric).toEqual(['measurement_system', 'weight_kg', 'height_cm', 'waist_circumference_metric'])
  })

  it('asks years_since_last_period only after No', () => {
    const years = q<ChoiceQuestion>('years_since_last_period')
    expect(isVisible(years, {})).toBe(false)
    expect(isVisible(years, { had_period_last_12_months: 'Yes' })).toBe(false)
    expect(isVisible(years, { had_period_last_12_months: 'No' })).toBe(true)
  })

  it('choosing a measurement system clears weight, height and waist', () => {
    const before: Answers = { measurement_system: IMPERIAL, weight_lbs: 150, height_ft: 5, height_in: 4, waist_circumference_imperial: 32, first_name: 'Jane' }
    const after = setAnswer(before, 'measurement_system', METRIC)
    expect(after).toEqual({ measurement_system: METRIC, first_name: 'Jane' })
    expect(setAnswer(before, 'measurement_system', IMPERIAL)).toEqual(before)
  })

  it('a symptom toggle resets severity to 0', () => {
    let answers = setExperienced({}, 'hot_flushes', true)
    answers = setSeverity(answers, 'hot_flushes', 8)
    expect(answers.hot_flushes).toEqual({ experienced: true, severity: 8 })
    answers = setExperienced(answers, 'hot_flushes', false)
    expect(answers.hot_flushes).toEqual({ experienced: false, severity: 0 })
    expect(setSeverity(answers, 'hot_flushes', 5).hot_flushes).toEqual({ experienced: false, severity: 0 })
  })

  it('typing Other text ticks Other; unticking Other clears the text', () => {
    const supplements = q<CheckboxQuestion>('taking_supplements')
    let { answers } = setOtherText(def, { taking_supplements: ['Vitamin D'] }, supplements, 'Ashwagandha')
    expect(answers.taking_supplements).toEqual(['Vitamin D', 'Other'])
    expect(answers['taking_supplements-other-text']).toBe('Ashwagandha')
    answers = toggleOption(def, answers, supplements, 'Other').answers
    expect(answers.taking_supplements).toEqual(['Vitamin D'])
    expect(answers['taking_supplements-other-text']).toBeUndefined()
  })

  it('an exclusive answer clears the others, and another answer clears it', () => {
    const conditions = q<CheckboxQuestion>('diagnosed_conditions')
    let { answers } = toggleOption(def, { diagnosed_conditions: ['Migraine', 'High blood pressure'] }, conditions, 'None of these')
    expect(answers.diagnosed_conditions).toEqual(['None of these'])
    answers = toggleOption(def, answers, conditions, 'Migraine').answers
    expect(answers.diagnosed_conditions).toEqual(['Migraine'])
  })

  it('caps the top priorities at 6 with the spec message', () => {
    const top = q<CheckboxQuestion>('top_six_priorities')
    let answers: Answers = {}
    for (const concern of HEALTH_CONCERNS.slice(0, 6)) answers = toggleOption(def, answers, top, concern).answers
    const seventh = toggleOption(def, answers, top, HEALTH_CONCERNS[6])
    expect(seventh.refused).toBe('You can only select up to 6 options')
    expect(seventh.answers).toBe(answers)
    expect(toggleOption(def, answers, top, HEALTH_CONCERNS[0]).answers.top_six_priorities).toHaveLength(5)
  })
})

describe('validation messages (doc 2 §5), word for word', () => {
  it('on Next: an empty required answer', () => {
    expect(validatePage(def, page('contact'), {})).toBe('Please answer: First name')
    expect(validatePage(def, page('contact'), { first_name: 'Jane', last_name: '  ' })).toBe('Please answer: Last name')
    expect(validatePage(def, page('health_history'), { diagnosed_conditions: [] })).toBe(
      'Please answer: Have you been diagnosed with any of these conditions?',
    )
    expect(validatePage(def, page('health_history'), { diagnosed_conditions: ['Migraine'], had_period_last_12_months: 'No', taking_hrt: 'Decided against it' })).toBe(
      'Please answer: How many years is it since your last period?',
    )
  })

  it('on Next: a required symptom without an experienced answer', () => {
    expect(validatePage(def, page('symptoms_flushes_heart'), {})).toBe('Please indicate if you experience: Hot flushes')
    const answered = setExperienced({}, 'hot_flushes', false)
    expect(validatePage(def, page('symptoms_flushes_heart'), answered)).toBe('Please indicate if you experience: Night sweats')
  })

  it('on Next: exactly 6 priorities', () => {
    expect(validatePage(def, page('top_priorities'), {})).toBe('Please select exactly 6 health priorities to continue.')
    expect(validatePage(def, page('top_priorities'), { top_six_priorities: HEALTH_CONCERNS.slice(0, 5) })).toBe(
      'Please select exactly 6 health priorities to continue.',
    )
    expect(validatePage(def, page('top_priorities'), { top_six_priorities: HEALTH_CONCERNS.slice(0, 6) })).toBeNull()
  })

  it('optional pages go on empty', () => {
    expect(validatePage(def, page('wearables'), {})).toBeNull()
    expect(validatePage(def, page('path'), {})).toBeNull()
  })

  it('on submit, in the spec order', () => {
    expect(validateSubmission(def, validAnswers())).toBeNull()
    expect(validateSubmission(def, { ...validAnswers(), top_six_priorities: HEALTH_CONCERNS.slice(0, 5) })).toBe(
      'Please select exactly 6 health priorities.',
    )
    expect(validateSubmission(def, { ...validAnswers(), data_consent: [] })).toBe('Data consent is required to complete the assessment.')
    expect(validateSubmission(def, { ...validAnswers(), first_name: ' ' })).toBe('Please provide your first name')
    expect(validateSubmission(def, { ...validAnswers(), last_name: '' })).toBe('Please provide your last name')
    expect(validateSubmission(def, { ...validAnswers(), email: undefined })).toBe('Please provide your email')
    expect(validateSubmission(def, { ...validAnswers(), phone: '' })).toBe('Please provide your phone number')
    expect(validateSubmission(def, { ...validAnswers(), phone: '07123456789' })).toBe(
      'Please enter phone number with country code (e.g., +447123456789)',
    )
    const { brain_fog: _, ...noBrainFog } = validAnswers()
    expect(validateSubmission(def, noBrainFog)).toBe('Please indicate if you experience: Brain fog')
    expect(validateSubmission(def, { ...validAnswers(), taking_hrt: undefined })).toBe(
      'Please answer: Hormone replacement therapy (HRT): which describes you?',
    )
  })
})

describe('answers kept and answer types (the server’s checks)', () => {
  const schema = answersSchema(def)

  it('drops hidden and empty answers, and Other text without Other', () => {
    const kept = keptAnswers(def, {
      ...validAnswers(),
      weight_lbs: 150,
      had_period_last_12_months: 'Yes',
      years_since_last_period: 3,
      self_care_options_taken: '   ',
      'diet_plan-other-text': 'Keto',
      diet_plan: ['Vegetarian'],
    })
    expect(kept.weight_lbs).toBeUndefined()
    expect(kept.years_since_last_period).toBeUndefined()
    expect(kept.self_care_options_taken).toBeUndefined()
    expect(kept['diet_plan-other-text']).toBeUndefined()
    expect(kept.weight_kg).toBe(70)
  })

  it('accepts a valid set of answers', () => {
    expect(schema.safeParse(validAnswers()).success).toBe(true)
  })

  it.each([
    ['an option that does not exist', { taking_hrt: 'Sometimes' }, 'Please give a valid answer for: Hormone replacement therapy (HRT): which describes you?'],
    ['a weight outside the list', { weight_kg: 20 }, 'Please give a valid answer for: Weight'],
    ['a severity above 10', { hot_flushes: { experienced: true, severity: 11 } }, 'Please give a valid answer for: Hot flushes'],
    ['a fractional severity', { hot_flushes: { experienced: true, severity: 2.5 } }, 'Please give a valid answer for: Hot flushes'],
    ['a severity without the symptom', { hot_flushes: { experienced: false, severity: 4 } }, 'Hot flushes: severity is 0 when not experienced'],
    ['a seventh priority', { top_six_priorities: HEALTH_CONCERNS.slice(0, 7) }, 'Please select exactly 6 health priorities.'],
    ['an unknown question', { favourite_colour: 'blue' }, 'Unknown question: favourite_colour'],
    ['a slider out of range', { stress_level: 7 }, 'Please give a valid answer for: How stressed have you felt over the last month?'],
    ['years as text', { years_since_last_period: 'two' }, 'Please give a valid answer for: How many years is it since your last period?'],
  ])('refuses %s', (_name, change, message) => {
    const result = schema.safeParse({ ...validAnswers(), ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toBe(message)
  })
})

describe('each page checked as she leaves it (issue 28)', () => {
  const contact = page('contact')
  const measurements = page('measurements')
  const filledContact = { first_name: 'Maya', last_name: 'Patel', email: 'maya@example.com' }

  it('refuses a phone number without its country code on the contact page, beside the phone field', () => {
    expect(pageProblems(def, contact, { ...filledContact, phone: '07123 456789' })).toEqual([
      { question: 'phone', message: 'Please enter phone number with country code (e.g., +447123456789)', field: undefined },
    ])
    expect(validatePage(def, contact, { ...filledContact, phone: '+44 7123 456789' })).toBeNull()
  })

  it('names every field of a page with a problem, one problem each, in page order', () => {
    const problems = pageProblems(def, contact, { first_name: 'Maya', phone: '0712' })
    expect(problems.map((p) => p.question)).toEqual(['last_name', 'email', 'phone'])
    expect(problems[0]!.message).toBe('Please answer: Last name')
  })

  it('refuses an optional waist out of range on its own page, with its unit', () => {
    const answers = { measurement_system: IMPERIAL, weight_lbs: 150, height_ft: 5, height_in: 5, waist_circumference_imperial: 90 }
    expect(validatePage(def, measurements, answers)).toBe('Waist measurement (optional): enter a number between 20 and 70 inches')
    expect(validatePage(def, measurements, { ...answers, waist_circumference_imperial: 34 })).toBeNull()
    const metric = { measurement_system: METRIC, weight_kg: 70, height_cm: 165, waist_circumference_metric: 20 }
    expect(validatePage(def, measurements, metric)).toBe('Waist measurement (optional): enter a number between 50 and 180 cm')
  })

  it('says the same about a number out of range as the server does', () => {
    const result = answersSchema(def).safeParse({ waist_circumference_imperial: 90 })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Waist measurement (optional): enter a number between 20 and 70 inches')
  })

  it('finds the first page with a problem, and the page a refusal names', () => {
    const answers = { ...validAnswers(), phone: '0712' }
    expect(firstPageWithProblems(def, answers)).toEqual({ index: pages.findIndex((p) => p.page.id === 'contact'), problems: [expect.objectContaining({ question: 'phone' })] })
    expect(firstPageWithProblems(def, validAnswers())).toBeNull()
    const measurementsIndex = pages.findIndex((p) => p.page.id === 'measurements')
    expect(pageOfMessage(def, validAnswers(), 'Please give a valid answer for: Waist measurement (optional)')).toBe(measurementsIndex)
    expect(pageOfMessage(def, validAnswers(), 'Something else went wrong')).toBeNull()
  })
})
