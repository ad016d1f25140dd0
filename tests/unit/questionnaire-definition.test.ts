import { describe, expect, it } from 'vitest'

import { COMPREHENSIVE_ASSESSMENT as def, CONSENT_PHRASE } from '~/domain/questionnaire/comprehensive'
import { definitionFor, symptomQuestions } from '~/domain/questionnaire/definitions'
import { allQuestions, findQuestion, pagePositions } from '~/domain/questionnaire/form'
import { IMPERIAL, METRIC } from '~/domain/questionnaire/measurements'
import { COMPREHENSIVE_SYMPTOM_IDS, HEALTH_CONCERNS, SYMPTOM_IDS } from '~/domain/questionnaire/symptoms'
import { OTHER_OPTION, type CheckboxQuestion, type ChoiceQuestion, type Question, type SliderQuestion } from '~/domain/questionnaire/types'

function question<T extends Question = Question>(id: string): T {
  const q = findQuestion(def, id)
  if (!q) throw new Error(`no question ${id}`)
  return q as T
}

const values = (id: string) => (question<ChoiceQuestion | CheckboxQuestion>(id).options ?? []).map((o) => o.value)
const withoutOther = (id: string) => values(id).filter((v) => v !== OTHER_OPTION)

describe('the comprehensive assessment definition (doc 2 §2, §3, §9)', () => {
  it('has 4 sections and 17 pages', () => {
    expect(def.sections).toHaveLength(4)
    expect(pagePositions(def)).toHaveLength(17)
    expect(def.sections.map((s) => s.title)).toEqual(['About You', 'Your Symptoms', 'Lifestyle', 'Goals & Priorities'])
  })

  it('is found by its assessment_type', () => {
    expect(definitionFor('comprehensive_menopause_assessment')).toBe(def)
    expect(definitionFor('nonsense')).toBeNull()
  })

  it('uses each question id once, and every id the spec lists', () => {
    const ids = allQuestions(def).map((q) => q.id)
    expect(new Set(ids).size).toBe(ids.length)
    const spec = [
      'first_name', 'last_name', 'email', 'phone',
      'measurement_system', 'weight_lbs', 'height_ft', 'height_in', 'weight_kg', 'height_cm',
      'waist_circumference_imperial', 'waist_circumference_metric',
      'diagnosed_conditions', 'had_period_last_12_months', 'years_since_last_period', 'taking_hrt', 'taking_supplements',
      'stress_level', 'track_nutrition', 'diet_plan', 'activity_days_per_week', 'activity_minutes_per_session',
      'sitting_hours_per_day', 'exercise_routine', 'sleep_hours', 'trouble_falling_asleep', 'wake_up_several_times',
      'trouble_staying_asleep', 'wake_up_tired', 'wearable_device', 'share_wearable_data',
      'paths_to_health', 'care_plan_structure', 'prioritize_self_care', 'self_care_options_taken',
      'menopause_journey_stage', 'health_priorities_all', 'top_six_priorities', 'data_consent',
    ]
    for (const id of spec) expect(ids, id).toContain(id)
    expect(ids).toHaveLength(spec.length + 34)
  })

  it('asks about the 34 symptoms: the 35 ids without sweating', () => {
    expect(SYMPTOM_IDS).toHaveLength(35)
    const asked = symptomQuestions(def).map((q) => q.id)
    expect(asked).toHaveLength(34)
    expect(asked).not.toContain('sweating')
    expect([...asked].sort()).toEqual([...COMPREHENSIVE_SYMPTOM_IDS].sort())
    for (const q of symptomQuestions(def)) {
      expect(q.severityMin).toBe(0)
      expect(q.severityMax).toBe(10)
      expect(q.help, q.id).toBeTruthy()
    }
  })

  it('has the option counts the spec gives', () => {
    expect(values('diagnosed_conditions')).toHaveLength(13)
    expect(values('taking_hrt')).toEqual([
      'Currently using it',
      'Considering starting',
      'Previously used it',
      'Decided against it',
      'Unsure about past use',
      'Prefer not to answer',
    ])
    expect(withoutOther('taking_supplements')).toHaveLength(12)
    expect(values('taking_supplements')).toContain(OTHER_OPTION)
    expect(withoutOther('diet_plan')).toHaveLength(5)
    expect(values('diet_plan')).toContain(OTHER_OPTION)
    expect(withoutOther('exercise_routine')).toHaveLength(7)
    expect(values('exercise_routine')).toContain(OTHER_OPTION)
    expect(values('wearable_device')).toEqual(['Fitbit', 'Apple Watch', 'Oura Ring', 'Whoop', 'Garmin', OTHER_OPTION])
    expect(values('paths_to_health')).toHaveLength(4)
    expect(values('care_plan_structure')).toHaveLength(3)
    expect(values('prioritize_self_care')).toHaveLength(3)
    expect(values('menopause_journey_stage')).toHaveLength(4)
    expect(values('health_priorities_all')).toHaveLength(35)
    expect(values('top_six_priorities')).toEqual(values('health_priorities_all'))
    expect(HEALTH_CONCERNS).toHaveLength(35)
    expect(values('measurement_system')).toEqual([IMPERIAL, METRIC])
    expect(values('had_period_last_12_months')).toEqual(['Yes', 'No'])
    expect(values('data_consent')).toEqual([CONSENT_PHRASE])
  })

  it('names each Other text <id>-other-text, and only questions with Other have one', () => {
    for (const q of allQuestions(def)) {
      if ('options' in q) expect(q.options.some((o) => o.value === OTHER_OPTION), q.id).toBe(Boolean(q.other))
    }
  })

  it('has the measurement lists of §9', () => {
    const lbs = values('weight_lbs')
    expect(lbs).toHaveLength(221)
    expect([lbs[0], lbs.at(-1)]).toEqual([80, 300])
    expect(values('height_ft')).toEqual([4, 5, 6, 7])
    expect(values('height_in')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    const kg = values('weight_kg')
    expect(kg).toHaveLength(166)
    expect([kg[0], kg.at(-1)]).toEqual([35, 200])
    const cm = values('height_cm')
    expect(cm).toHaveLength(81)
    expect([cm[0], cm.at(-1)]).toEqual([140, 220])
  })

  it('has the lifestyle sliders 0–6 from Never to Nightly, and stress 0–6', () => {
    for (const id of ['trouble_falling_asleep', 'wake_up_several_times', 'trouble_staying_asleep', 'wake_up_tired']) {
      const q = question<SliderQuestion>(id)
      expect([q.kind, q.min, q.max, q.minLabel, q.maxLabel]).toEqual(['slider', 0, 6, 'Never', 'Nightly'])
      expect(q.valueLabels).toHaveLength(7)
    }
    const stress = question<SliderQuestion>('stress_level')
    expect([stress.kind, stress.min, stress.max]).toEqual(['slider', 0, 6])
  })

  it('caps the top priorities at exactly 6 and requires consent that says the data is shared with the healthcare provider', () => {
    const top = question<CheckboxQuestion>('top_six_priorities')
    expect([top.maxSelections, top.exactSelections, top.required]).toEqual([6, 6, true])
    const consentPage = pagePositions(def).at(-1)!.page
    expect(consentPage.questions.map((q) => q.id)).toEqual(['data_consent'])
    expect(consentPage.intro).toMatch(/shared with your healthcare provider/)
    expect(question('data_consent').text).toMatch(/sharing them with your healthcare provider/)
  })

  it('requires the four contact fields, and shows the period question only after No', () => {
    for (const id of ['first_name', 'last_name', 'email', 'phone']) expect(question(id).required, id).toBe(true)
    expect(question('years_since_last_period').condition).toEqual({ question: 'had_period_last_12_months', equals: 'No' })
    expect(question('waist_circumference_imperial').required).toBeFalsy()
    expect(question('waist_circumference_metric').required).toBeFalsy()
  })

  it('is plain data: it survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(def))).toEqual(def)
  })
})
