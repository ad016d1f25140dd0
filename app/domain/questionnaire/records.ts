import type { AssessmentType } from './types'

/** The spec's assessment record (doc 2 §3), as GET /api/questionnaire/history answers it. */
export interface AssessmentRecord {
  id: string
  assessment_type: AssessmentType
  completed_at: string
  is_baseline: boolean
  version: string | null
  responses: Record<string, unknown>
}

/** The records answered against a definition with symptoms worth comparing: the comprehensive ones. */
export function comprehensiveRecords(records: readonly AssessmentRecord[]): AssessmentRecord[] {
  return records.filter((r) => r.assessment_type === 'comprehensive_menopause_assessment')
}

/** The latest completion of the kind the retake rule counts, or null. */
export function latestComprehensive(records: readonly AssessmentRecord[]): AssessmentRecord | null {
  return comprehensiveRecords(records).reduce<AssessmentRecord | null>(
    (latest, r) => (!latest || r.completed_at > latest.completed_at ? r : latest),
    null,
  )
}

