import { CONSENT_PHRASE } from '../../app/domain/questionnaire/comprehensive'
import type { Answers } from '../../app/domain/questionnaire/types'

/** A complete, valid simplified assessment. */
export function validSimplifiedAnswers(overrides: Answers = {}): Answers {
  return {
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    phone: '+447123456789',
    age: 51,
    menopause_stage: 'Perimenopause: my periods are changing',
    hot_flushes: { experienced: true, severity: 7 },
    night_sweats: { experienced: false, severity: 0 },
    sleep_difficulties: { experienced: true, severity: 5 },
    mood_changes: { experienced: false, severity: 0 },
    top_priorities: ['Better sleep', 'More energy', 'Steadier mood'],
    exercise_frequency: '1–2 times a week',
    data_consent: [CONSENT_PHRASE],
    ...overrides,
  }
}
