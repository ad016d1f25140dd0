/**
 * The shape of a questionnaire definition: plain data (no JSX, no functions),
 * so the same value drives the screen, the server's validator, the results
 * view, the PDF report, the admin's view of an assessment, and the JSON that
 * GET /api/questionnaire/definition/{assessment_type} serves to other clients.
 */

export const ASSESSMENT_TYPES = [
  'comprehensive_menopause_assessment',
  'simplified_menopause_assessment',
  'test_submission',
  'signup_questionnaire',
] as const
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number]

/** An answer option. `value` is exactly what is stored and what the server accepts. */
export interface Option {
  value: string | number
  /** Shown instead of the value where the value alone reads poorly (numbers with units). */
  label?: string
  /** Choosing it clears every other choice of the group, and another choice clears it ("None of these"). */
  exclusive?: boolean
}

/** A question is shown only while its condition holds (doc 2 §4). */
export type Condition =
  | { question: string; equals: string | number | boolean }
  | { question: string; notEmpty: true }

interface QuestionBase {
  /** The spec's question id: the key of the answer in `responses`. */
  id: string
  text: string
  /** A short explanation under the question. */
  help?: string
  /** A short name, where the text is a long sentence: used in a list of problems ('Consent'). */
  shortText?: string
  required?: boolean
  /** Replaces the definition's `messages.required` for this question. */
  requiredMessage?: string
  condition?: Condition
}

export interface TextQuestion extends QuestionBase {
  kind: 'text' | 'email' | 'tel' | 'textarea'
  maxLength: number
  autoComplete?: string
  placeholder?: string
}

export interface NumberQuestion extends QuestionBase {
  kind: 'number'
  min: number
  max: number
  /** 1 for whole numbers. */
  step: number
  unit?: string
}

export interface ChoiceQuestion extends QuestionBase {
  kind: 'select' | 'radio'
  options: Option[]
  unit?: string
  /** The options include 'Other', whose text is stored under `<id>-other-text`. */
  other?: boolean
}

export interface CheckboxQuestion extends QuestionBase {
  kind: 'checkbox'
  options: Option[]
  /** The options include 'Other', whose text is stored under `<id>-other-text`. */
  other?: boolean
  /** The most choices allowed ('You can only select up to N options'). */
  maxSelections?: number
  /** Exactly this many choices are needed to go on, else `exactMessage`. */
  exactSelections?: number
  exactMessage?: string
}

export interface SliderQuestion extends QuestionBase {
  kind: 'slider'
  min: number
  max: number
  step: number
  /** The words at the two ends of the slider ('Never' … 'Nightly'). */
  minLabel: string
  maxLabel: string
  /** One word or phrase per value from min to max, read out with the value. */
  valueLabels?: string[]
  /** The value the slider starts at (what is submitted if it is never moved). */
  initial: number
  /** Shown after the value, e.g. '/6'. */
  outOf?: boolean
}

/** A symptom: experienced (yes/no) and, when experienced, a severity 0–10. */
export interface SymptomQuestion extends QuestionBase {
  kind: 'symptom'
  severityMin: number
  severityMax: number
}

export type Question = TextQuestion | NumberQuestion | ChoiceQuestion | CheckboxQuestion | SliderQuestion | SymptomQuestion
export type QuestionKind = Question['kind']

export interface Page {
  id: string
  title: string
  intro?: string
  questions: Question[]
}

export interface Section {
  id: string
  title: string
  /** The results view's tab for this section's answers (doc 2 §2: Symptoms, Health Profile, Lifestyle, Goals & Priorities). */
  resultsTitle: string
  pages: Page[]
}

/**
 * Message templates, word for word from the spec; `{question}` is the
 * question's text and `{n}` a number.
 */
export interface Messages {
  /** An empty required answer on Next. */
  required: string
  /** An empty required text answer, where it is worded differently. */
  requiredText?: string
  /** An empty required checkbox group, where it is worded differently. */
  requiredCheckbox?: string
  /** A checkbox group without its exact count ('{n}' is the count). */
  exact?: string
  /** A required symptom with no experienced answer. */
  symptom: string
  /** A checkbox group at its cap. */
  cap: string
  /**
   * Said beside a field whose `required` message does not name it (the
   * signup's 'Please complete all required fields'), so each field says
   * what is wrong with it.
   */
  requiredField?: string
}

/** One check made when the whole form is submitted (doc 2 §5); a definition lists them in the spec's order. */
export type SubmitRule =
  /** Exactly `count` choices. */
  | { rule: 'exact'; question: string; count: number; message: string }
  /** The list holds the consent phrase. */
  | { rule: 'consent'; question: string; phrase: string; message: string }
  /** Non-empty text. */
  | { rule: 'filled'; question: string; message: string }
  /** A phone number that starts with '+' and its country code. */
  | { rule: 'phone'; question: string; message: string }

export interface QuestionnaireDefinition {
  assessment_type: AssessmentType
  title: string
  version: string
  messages: Messages
  submit: SubmitRule[]
  sections: Section[]
  /**
   * Answers no page asks for, added when the form is submitted (the signup
   * questionnaire's first_name, last_name and email, taken from its account
   * step): part of the stored responses, checked by the submit rules.
   */
  addedAtSubmission?: TextQuestion[]
}

export interface SymptomAnswer {
  experienced: boolean
  severity: number
}

export type AnswerValue = string | number | boolean | string[] | SymptomAnswer
/** Answers keyed by question id, with `<id>-other-text` beside a question that has "Other". */
export type Answers = Record<string, AnswerValue | undefined>

export const OTHER_OPTION = 'Other'

export function otherTextId(questionId: string): string {
  return `${questionId}-other-text`
}
