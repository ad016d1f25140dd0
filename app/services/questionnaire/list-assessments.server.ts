import type { Payload } from 'payload'

import type { Assessment } from '../../../types/payload-types'
import { ASSESSMENT_HISTORY_LIMIT } from '../../domain/constants'
import type { AssessmentRecord } from '../../domain/questionnaire/records'
import { findOwn } from '../own-records.server'

export function toAssessmentRecord(a: Assessment): AssessmentRecord {
  const responses = a.responses
  return {
    id: a.id,
    assessment_type: a.assessment_type,
    completed_at: a.completed_at,
    is_baseline: Boolean(a.is_baseline),
    version: a.version ?? null,
    responses: responses && typeof responses === 'object' && !Array.isArray(responses) ? (responses as Record<string, unknown>) : {},
  }
}

/** The customer's own assessments, newest first: the first is the latest (doc 2 §7). */
export async function listAssessments(payload: Payload, customerId: string): Promise<AssessmentRecord[]> {
  const docs = await findOwn(payload, customerId, 'assessments', { sort: '-completed_at', limit: ASSESSMENT_HISTORY_LIMIT })
  return docs.map(toAssessmentRecord)
}
