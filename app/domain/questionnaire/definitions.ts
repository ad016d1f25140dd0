import { COMPREHENSIVE_ASSESSMENT } from './comprehensive'
import { SIGNUP_QUESTIONNAIRE } from './signup'
import { SIMPLIFIED_ASSESSMENT } from './simplified'
import { TEST_SUBMISSION } from './test-submission'
import { allQuestions } from './form'
import type { AssessmentType, QuestionnaireDefinition, SymptomQuestion } from './types'

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

/** How each assessment_type is named on screen and in reports. */
export const ASSESSMENT_TYPE_NAMES: Record<AssessmentType, string> = {
  comprehensive_menopause_assessment: 'Comprehensive Assessment',
  simplified_menopause_assessment: 'Simplified Assessment',
  test_submission: 'Test Submission',
  signup_questionnaire: 'Signup Questionnaire',
}

/** The assessments that complete a customer's profile (a test submission does not). */
export function completesProfile(type: AssessmentType): boolean {
  return type !== 'test_submission'
}

export function symptomQuestions(definition: QuestionnaireDefinition): SymptomQuestion[] {
  return allQuestions(definition).filter((q): q is SymptomQuestion => q.kind === 'symptom')
}
