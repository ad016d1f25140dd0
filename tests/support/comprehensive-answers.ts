import { COMPREHENSIVE_ASSESSMENT, CONSENT_PHRASE } from '../../app/domain/questionnaire/comprehensive'
import { initialAnswers } from '../../app/domain/questionnaire/form'
import { METRIC } from '../../app/domain/questionnaire/measurements'
import { COMPREHENSIVE_SYMPTOM_IDS, HEALTH_CONCERNS } from '../../app/domain/questionnaire/symptoms'
import type { Answers } from '../../app/domain/questionnaire/types'

/** A complete, valid set of comprehensive-assessment answers, with a few symptoms reported. */
export function validAnswers(overrides: Answers = {}): Answers {
  const answers: Answers = {
    ...initialAnswers(COMPREHENSIVE_ASSESSMENT),
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    phone: '+447123456789',
    measurement_system: METRIC,
    weight_kg: 70,
    height_cm: 165,
    diagnosed_conditions: ['None of these'],
    had_period_last_12_months: 'No',
    years_since_last_period: 2,
    taking_hrt: 'Considering starting',
    stress_level: 4,
    top_six_priorities: HEALTH_CONCERNS.slice(0, 6),
    data_consent: [CONSENT_PHRASE],
  }
  for (const id of COMPREHENSIVE_SYMPTOM_IDS) answers[id] = { experienced: false, severity: 0 }
  answers.hot_flushes = { experienced: true, severity: 8 }
  answers.night_sweats = { experienced: true, severity: 7 }
  answers.brain_fog = { experienced: true, severity: 5 }
  answers.vaginal_dryness = { experienced: true, severity: 2 }
  return { ...answers, ...overrides }
}
