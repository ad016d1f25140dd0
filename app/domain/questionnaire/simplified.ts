/**
 * The simplified assessment (doc 2 §2 "Simplified questionnaire", §3
 * "Simplified questionnaire submission", §5, §9): 3 steps, four key
 * symptoms with a severity 0–10, exactly 3 priorities from 10.
 */
import { COMPREHENSIVE_MESSAGES, CONSENT_PHRASE, CONTACT_QUESTIONS } from './comprehensive'
import { symptomInfo } from './symptoms'
import type { Option, QuestionnaireDefinition, SymptomQuestion } from './types'
import { SEVERITY_MAX, SEVERITY_MIN, SIMPLIFIED_PRIORITIES_COUNT } from '../constants'

/** Doc 2 §5 "Simplified questionnaire", word for word. */
export const SIMPLIFIED_MESSAGES = {
  required: 'Please answer: {question}',
  requiredCheckbox: 'Please select at least one option for: {question}',
  exact: 'Please select exactly {n} options for: {question}',
  requiredText: 'Please provide an answer for: {question}',
  cap: 'You can only select up to {n} options',
  consent: 'Data consent is required to proceed.',
  priorities: 'Please select exactly 3 health priorities.',
} as const

const options = (...values: string[]): Option[] => values.map((value) => ({ value }))

function keySymptom(id: string, text: string, help: string): SymptomQuestion {
  return { id, kind: 'symptom', text, help, severityMin: SEVERITY_MIN, severityMax: SEVERITY_MAX }
}

const fromSpecList = (id: string) => {
  const info = symptomInfo(id)
  return keySymptom(id, info.text, info.help)
}

export const SIMPLIFIED_ASSESSMENT: QuestionnaireDefinition = {
  assessment_type: 'simplified_menopause_assessment',
  title: 'Quick Health Assessment',
  version: '1',
  messages: {
    required: SIMPLIFIED_MESSAGES.required,
    requiredCheckbox: SIMPLIFIED_MESSAGES.requiredCheckbox,
    requiredText: SIMPLIFIED_MESSAGES.requiredText,
    exact: SIMPLIFIED_MESSAGES.exact,
    symptom: SIMPLIFIED_MESSAGES.required,
    cap: SIMPLIFIED_MESSAGES.cap,
  },
  submit: [
    { rule: 'consent', question: 'data_consent', phrase: CONSENT_PHRASE, message: SIMPLIFIED_MESSAGES.consent },
    { rule: 'exact', question: 'top_priorities', count: SIMPLIFIED_PRIORITIES_COUNT, message: SIMPLIFIED_MESSAGES.priorities },
    { rule: 'phone', question: 'phone', message: COMPREHENSIVE_MESSAGES.phone },
  ],
  sections: [
    {
      id: 'personal',
      title: 'Personal Information',
      resultsTitle: 'Personal Information',
      pages: [
        {
          id: 'personal',
          title: 'Personal Information',
          questions: [
            ...CONTACT_QUESTIONS,
            { id: 'age', kind: 'number', text: 'Age', min: 18, max: 110, step: 1, unit: 'years' },
            {
              id: 'menopause_stage',
              kind: 'radio',
              text: 'Which stage best describes you?',
              options: options(
                'Perimenopause: my periods are changing',
                'Menopause: about a year since my last period',
                'Postmenopause: well over a year since my last period',
                'I’m not sure',
              ),
            },
          ],
        },
      ],
    },
    {
      id: 'symptoms',
      title: 'Key Symptoms',
      resultsTitle: 'Key Symptoms',
      pages: [
        {
          id: 'symptoms',
          title: 'Key Symptoms',
          intro: 'Say whether you have had each in the last month and, if so, how much it bothers you (0 barely, 10 severely).',
          questions: [
            fromSpecList('hot_flushes'),
            fromSpecList('night_sweats'),
            keySymptom('sleep_difficulties', 'Sleep difficulties', 'Trouble getting to sleep, staying asleep, or waking too early.'),
            keySymptom('mood_changes', 'Mood changes', 'Feeling low, anxious, irritable or up and down.'),
          ],
        },
      ],
    },
    {
      id: 'goals',
      title: 'Health Goals',
      resultsTitle: 'Health Goals',
      pages: [
        {
          id: 'goals',
          title: 'Health Goals',
          questions: [
            {
              id: 'top_priorities',
              kind: 'checkbox',
              text: 'Choose your top 3 health priorities',
              help: 'Select exactly 3.',
              required: true,
              maxSelections: SIMPLIFIED_PRIORITIES_COUNT,
              exactSelections: SIMPLIFIED_PRIORITIES_COUNT,
              options: options(
                'Fewer hot flushes and night sweats',
                'Better sleep',
                'More energy',
                'Steadier mood',
                'A healthy weight',
                'Less stress and anxiety',
                'Sharper memory and focus',
                'Stronger bones and joints',
                'A better sex life',
                'Healthier eating',
              ),
            },
            { id: 'health_goals', kind: 'textarea', text: 'What would you most like to change in the next three months?', maxLength: 2000 },
            {
              id: 'exercise_frequency',
              kind: 'radio',
              text: 'How often do you exercise?',
              options: options('Rarely or never', '1–2 times a week', '3–4 times a week', '5 or more times a week'),
            },
            { id: 'biggest_challenge', kind: 'textarea', text: 'What is your biggest challenge right now?', maxLength: 2000 },
            { id: 'primary_concerns', kind: 'textarea', text: 'Anything else you would like your wellness team to know?', maxLength: 2000 },
            {
              id: 'data_consent',
              kind: 'checkbox',
              text: 'Do you consent to us processing your answers and sharing them with your healthcare provider?',
              required: true,
              requiredMessage: SIMPLIFIED_MESSAGES.consent,
              options: options(CONSENT_PHRASE),
            },
          ],
        },
      ],
    },
  ],
}
