import { COMPREHENSIVE_ASSESSMENT } from './comprehensive'
import { SIGNUP_QUESTIONNAIRE } from './signup'
import { SIMPLIFIED_ASSESSMENT } from './simplified'
import { TEST_SUBMISSION } from './test-submission'
import { allQuestions } from './form'
import type { AssessmentType, QuestionnaireDefinition, SymptomQuestion } from './types'

// Its own small module, so a page that only names assessments does not load every questionnaire.
export { ASSESSMENT_TYPE_NAMES } from './type-names'

/** Every questionnaire the server accepts, by assessment_type. */
const DEFINITIONS: Partial<Record<AssessmentType, QuestionnaireDefinition>> = {
  comprehensive_menopause_assessment: COMPREHENSIVE_ASSESSMENT,
  simplified_menopause_assessment: SIMPLIFIED_ASSESSMENT,
  test_submission: TEST_SUBMISSION,
  signup_questionnaire: SIGNUP_QUESTIONNAIRE,
}

export function definitionFor(type: string): QuestionnaireDefinition | null {
  return (DEFINITIONS as Record<string, QuestionnaireDefinition | undefined>)[type] ?? null
}

/** The assessments that complete a customer's profile (a test submission does not). */
export function completesProfile(type: AssessmentType): boolean {
  return type !== 'test_submission'
}

export function symptomQuestions(definition: QuestionnaireDefinition): SymptomQuestion[] {
  return allQuestions(definition).filter((q): q is SymptomQuestion => q.kind === 'symptom')
}
