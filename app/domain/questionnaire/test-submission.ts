/**
 * The test submission form (doc 2 §2 "Test submission form", §3, §8): first
 * name, last name, e-mail, phone and a consent checkbox, stored as
 * assessment_type test_submission.
 */
import { COMPREHENSIVE_MESSAGES, CONSENT_PHRASE } from './comprehensive'
import { SIMPLIFIED_ASSESSMENT, SIMPLIFIED_MESSAGES } from './simplified'
import type { Question, QuestionnaireDefinition } from './types'

export const TEST_SUBMISSION_MESSAGES = {
  succeeded: 'Test submission successful!',
  failed: 'Test submission failed',
} as const

const personal = SIMPLIFIED_ASSESSMENT.sections[0].pages[0].questions
const contact: Question[] = personal.filter((q) => ['first_name', 'last_name', 'email', 'phone'].includes(q.id))

export const TEST_SUBMISSION: QuestionnaireDefinition = {
  assessment_type: 'test_submission',
  title: 'Test Submission',
  version: '1',
  messages: SIMPLIFIED_ASSESSMENT.messages,
  submit: [
    { rule: 'consent', question: 'data_consent', phrase: CONSENT_PHRASE, message: SIMPLIFIED_MESSAGES.consent },
    { rule: 'phone', question: 'phone', message: COMPREHENSIVE_MESSAGES.phone },
  ],
  sections: [
    {
      id: 'test',
      title: 'Test Submission',
      resultsTitle: 'Details',
      pages: [
        {
          id: 'test',
          title: 'Test Submission',
          questions: [
            ...contact,
            {
              id: 'data_consent',
              kind: 'checkbox',
              text: 'Do you consent to us processing these details and sharing them with your healthcare provider?',
              shortText: 'Consent',
              required: true,
              requiredMessage: SIMPLIFIED_MESSAGES.consent,
              options: [{ value: CONSENT_PHRASE }],
            },
          ],
        },
      ],
    },
  ],
}
