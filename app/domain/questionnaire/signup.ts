/**
 * The signup questionnaire (doc 2 §2 "Signup questionnaire", §3, §5, §9):
 * after the account step, personal info (phone), six symptom pages covering
 * all 35 symptoms, physical measurements, stress and activity, and health
 * priorities with consent. Every problem reads 'Please complete all required
 * fields'; the priorities are capped at 6 but only one is needed.
 * first_name, last_name and email are added at submission, from the account.
 */
import { PASSWORD_MIN_LENGTH, SEVERITY_MAX, SEVERITY_MIN, TOP_PRIORITIES_COUNT } from '../constants'
import { COMPREHENSIVE_ASSESSMENT, CONSENT_PHRASE, CONTACT_QUESTIONS } from './comprehensive'
import { MEASUREMENT_RANGES, rangeOptions, SIGNUP_IMPERIAL, SIGNUP_METRIC } from './measurements'
import { symptomInfo } from './symptoms'
import { findQuestion, type FieldProblem } from './form'
import type { CheckboxQuestion, Option, Page, Question, QuestionnaireDefinition, SymptomQuestion, TextQuestion } from './types'

export const SIGNUP_MESSAGES = {
  incomplete: 'Please complete all required fields',
  passwordHint: `Minimum ${PASSWORD_MIN_LENGTH} characters`,
  /** Not in the spec: an address that cannot be an e-mail is named before the account is tried. */
  invalidEmail: 'Please enter a valid email address',
  alreadyRegistered: 'This email is already registered. Please try logging in instead.',
  failed: 'Failed to create account. Please try again.',
} as const

const options = (...values: string[]): Option[] => values.map((value) => ({ value }))
const contactQuestion = (id: string): TextQuestion => CONTACT_QUESTIONS.find((q) => q.id === id)!
const imperial = { question: 'measurement_system', equals: SIGNUP_IMPERIAL } as const
const metric = { question: 'measurement_system', equals: SIGNUP_METRIC } as const

/** The comprehensive assessment's six symptom pages, optional here, with `sweating` beside the night sweats. */
function symptomPages(): Page[] {
  const sweating = symptomInfo('sweating')
  const sweatingQuestion: SymptomQuestion = {
    id: 'sweating',
    kind: 'symptom',
    text: sweating.text,
    help: sweating.help,
    severityMin: SEVERITY_MIN,
    severityMax: SEVERITY_MAX,
  }
  const source = COMPREHENSIVE_ASSESSMENT.sections.find((s) => s.id === 'symptoms')!.pages
  return source.map((page) => {
    const questions: Question[] = []
    for (const q of page.questions) {
      questions.push({ ...q, required: false })
      if (q.id === 'night_sweats') questions.push(sweatingQuestion)
    }
    return { ...page, questions }
  })
}

const range = (key: keyof typeof MEASUREMENT_RANGES) => rangeOptions(MEASUREMENT_RANGES[key].min, MEASUREMENT_RANGES[key].max, MEASUREMENT_RANGES[key].unit)

export const SIGNUP_QUESTIONNAIRE: QuestionnaireDefinition = {
  assessment_type: 'signup_questionnaire',
  title: 'Signup questionnaire',
  version: '1',
  messages: {
    required: SIGNUP_MESSAGES.incomplete,
    symptom: SIGNUP_MESSAGES.incomplete,
    cap: 'You can only select up to {n} options',
    requiredField: 'Please answer this question',
  },
  submit: [
    { rule: 'filled', question: 'first_name', message: SIGNUP_MESSAGES.incomplete },
    { rule: 'filled', question: 'email', message: SIGNUP_MESSAGES.incomplete },
    { rule: 'consent', question: 'data_consent', phrase: CONSENT_PHRASE, message: SIGNUP_MESSAGES.incomplete },
  ],
  // Taken from the account step, never asked on a page; the submit rules require first_name and email.
  addedAtSubmission: ['first_name', 'last_name', 'email'].map((id) => ({ ...contactQuestion(id), required: false })),
  sections: [
    {
      id: 'personal',
      title: 'Personal info',
      resultsTitle: 'Personal info',
      pages: [
        {
          id: 'personal',
          title: 'How can we reach you?',
          questions: [
            contactQuestion('phone'),
          ],
        },
      ],
    },
    { id: 'symptoms', title: 'Your symptoms', resultsTitle: 'Symptoms', pages: symptomPages() },
    {
      id: 'body',
      title: 'Your body and lifestyle',
      resultsTitle: 'Body and lifestyle',
      pages: [
        {
          id: 'measurements',
          title: 'Physical measurements',
          questions: [
            { id: 'measurement_system', kind: 'radio', text: 'Which units would you like to use?', required: true, options: options(SIGNUP_IMPERIAL, SIGNUP_METRIC) },
            { id: 'weight_lbs', kind: 'select', text: 'Weight', unit: 'lbs', condition: imperial, options: range('weight_lbs') },
            { id: 'height_ft', kind: 'select', text: 'Height (feet)', unit: 'ft', condition: imperial, options: range('height_ft') },
            { id: 'height_in', kind: 'select', text: 'Height (inches)', unit: 'in', condition: imperial, options: range('height_in') },
            { id: 'weight_kg', kind: 'select', text: 'Weight', unit: 'kg', condition: metric, options: range('weight_kg') },
            { id: 'height_cm', kind: 'select', text: 'Height', unit: 'cm', condition: metric, options: range('height_cm') },
          ],
        },
        {
          id: 'stress_activity',
          title: 'Stress and activity',
          questions: [
            {
              id: 'stress_level',
              kind: 'slider',
              text: 'How stressed have you felt over the last month?',
              required: true,
              min: 0,
              max: 6,
              step: 1,
              minLabel: 'Not at all',
              maxLabel: 'Extremely',
              initial: 3,
              outOf: true,
            },
            {
              id: 'activity_days_per_week',
              kind: 'slider',
              text: 'On how many days a week are you active?',
              min: 0,
              max: 7,
              step: 1,
              minLabel: '0 days',
              maxLabel: '7 days',
              initial: 0,
            },
            { id: 'sleep_hours', kind: 'slider', text: 'How many hours do you usually sleep?', min: 1, max: 12, step: 1, minLabel: '1 hour', maxLabel: '12 hours', initial: 7 },
          ],
        },
      ],
    },
    {
      id: 'priorities',
      title: 'Health priorities',
      resultsTitle: 'Health priorities',
      pages: [
        {
          id: 'priorities',
          title: 'Health priorities',
          questions: [
            {
              id: 'top_six_priorities',
              kind: 'checkbox',
              text: 'Select the 6 that matter most to you',
              help: 'Select exactly 6.',
              required: true,
              maxSelections: TOP_PRIORITIES_COUNT,
              options: (findQuestion(COMPREHENSIVE_ASSESSMENT, 'top_six_priorities') as CheckboxQuestion).options,
            },
            {
              id: 'data_consent',
              kind: 'checkbox',
              text: 'Do you consent to us processing your answers and sharing them with your healthcare provider?',
              required: true,
              options: options(CONSENT_PHRASE),
            },
          ],
        },
      ],
    },
  ],
}

/** Step 0 (doc 2 §5): the account's name, e-mail and password. The password is never kept. */
export interface SignupAccount {
  name: string
  email: string
  password: string
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The account step's fields, as its problems name them. */
export type AccountField = 'name' | 'email' | 'password'

/**
 * Doc 2 §5, step 0, field by field: a name, an e-mail of the right shape and
 * a password of at least 6 characters. Each problem's message is the spec's
 * ('Please complete all required fields'; the e-mail's shape has its own), and
 * beside the field it says what that field needs.
 */
export function accountStepProblems(account: SignupAccount): FieldProblem[] {
  const problems: FieldProblem[] = []
  const incomplete = SIGNUP_MESSAGES.incomplete
  if (!account.name.trim()) problems.push({ question: 'name', message: incomplete, field: 'Please enter your full name' })
  if (!account.email.trim()) problems.push({ question: 'email', message: incomplete, field: 'Please enter your email' })
  if (account.password.length < PASSWORD_MIN_LENGTH) {
    problems.push({ question: 'password', message: incomplete, field: `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters` })
  }
  if (account.email.trim() && !EMAIL_SHAPE.test(account.email.trim())) problems.push({ question: 'email', message: SIGNUP_MESSAGES.invalidEmail })
  return problems
}

/** Doc 2 §5, step 0: name, e-mail and a password of at least 6 characters, else 'Please complete all required fields'. */
export function validateAccountStep(account: SignupAccount): string | null {
  return accountStepProblems(account)[0]?.message ?? null
}

/** Doc 2 §3: first_name, last_name and email are added at submission; the name's first word is the first name. */
export function contactFromAccount(account: Pick<SignupAccount, 'name' | 'email'>): { first_name: string; last_name: string; email: string } {
  const [first = '', ...rest] = account.name.trim().split(/\s+/)
  return { first_name: first, last_name: rest.join(' '), email: account.email.trim().toLowerCase() }
}

export function isAlreadyRegistered(status: number, detail: string | undefined): boolean {
  return status === 400 && Boolean(detail?.includes('already registered'))
}

/**
 * Doc 2 §8: the message a failed signup shows. A limit on abuse (429, issue
 * 18) keeps its own detail, which says when to try again.
 */
export function signupFailureMessage(status: number, detail: string | undefined): string {
  if (status === 429 && detail) return detail
  return isAlreadyRegistered(status, detail) ? SIGNUP_MESSAGES.alreadyRegistered : SIGNUP_MESSAGES.failed
}

/** The steps of the signup chain (doc 2 §4 "Signup"), in order. */
export const SIGNUP_CHAIN = ['register', 'questionnaire', 'session', 'meal_plan'] as const
export type SignupChainStep = (typeof SIGNUP_CHAIN)[number]

export interface SignupOutcome {
  /** The account and the questionnaire are kept (always both or neither). */
  accountKept: boolean
  signedIn: boolean
  /** Where the visitor goes: on to the meal plans, or she stays on the form with her answers. */
  goTo: '/meal-plans' | null
  /** What she is told on the meal plans page when the plan could not be started. */
  mealPlanError: string | null
}

/**
 * What a signup ends in when `failed` is the step that failed (null: none).
 * Registering, storing the questionnaire and opening the session are one
 * transaction: any of them failing keeps nothing and she stays on the form.
 * The meal plan is started afterwards; if that fails she is still signed in
 * and goes to the meal plans page, which shows why and offers the button.
 */
export function signupOutcome(failed: SignupChainStep | null, mealPlanDetail?: string): SignupOutcome {
  if (failed === null) return { accountKept: true, signedIn: true, goTo: '/meal-plans', mealPlanError: null }
  if (failed === 'meal_plan') return { accountKept: true, signedIn: true, goTo: '/meal-plans', mealPlanError: mealPlanDetail ?? null }
  return { accountKept: false, signedIn: false, goTo: null, mealPlanError: null }
}

/**
 * The body POST /api/questionnaire/submit takes for the signup answers (doc 2
 * §3): the answers with first_name, last_name and email added from the
 * account, as assessment_type signup_questionnaire. The account's values win
 * over any sent in the answers; a user_id is not the visitor's to give.
 */
export function signupSubmission(answers: Record<string, unknown>, account: Pick<SignupAccount, 'name' | 'email'>): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(answers).filter(([key]) => key !== 'user_id'))
  return { ...rest, ...contactFromAccount(account), assessment_type: SIGNUP_QUESTIONNAIRE.assessment_type }
}
