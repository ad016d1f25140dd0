import type { AssessmentType } from './types'

/** How each assessment_type is named on screen and in reports. */
export const ASSESSMENT_TYPE_NAMES: Record<AssessmentType, string> = {
  comprehensive_menopause_assessment: 'Comprehensive Assessment',
  simplified_menopause_assessment: 'Simplified Assessment',
  test_submission: 'Test Submission',
  signup_questionnaire: 'Signup Questionnaire',
}
