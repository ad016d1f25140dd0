import { CONSENT_PHRASE } from '../../app/domain/questionnaire/comprehensive'
import type { Answers } from '../../app/domain/questionnaire/types'

/** The signup questionnaire's answers as the page sends them: complete and valid, without the contact fields added at submission. */
export function validSignupAnswers(overrides: Answers = {}): Answers {
  return {
    phone: '+447123456789',
    hot_flushes: { experienced: true, severity: 8 },
    sweating: { experienced: true, severity: 4 },
    difficulty_sleeping: { experienced: true, severity: 6 },
    anxious_nervous: { experienced: false, severity: 0 },
    measurement_system: 'Metric',
    weight_kg: 68,
    height_cm: 165,
    stress_level: 5,
    activity_days_per_week: 3,
    sleep_hours: 6,
    top_six_priorities: ['Hot flushes', 'Difficulty sleeping', 'Less physical strength'],
    data_consent: [CONSENT_PHRASE],
    ...overrides,
  }
}
