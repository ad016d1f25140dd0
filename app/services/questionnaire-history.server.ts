import type { Payload } from 'payload'

import type { Assessment } from '../../cms/payload-types'
import { findOwn } from './own-records.server'

/** The spec's assessment record (doc 2 §3), as GET /api/questionnaire/history answers it. */
export interface PublicAssessment {
  id: string
  assessment_type: Assessment['assessment_type']
  completed_at: string
  is_baseline: boolean
  version: string | null
  responses: unknown
}

function toPublicAssessment(a: Assessment): PublicAssessment {
  return {
    id: a.id,
    assessment_type: a.assessment_type,
    completed_at: a.completed_at,
    is_baseline: Boolean(a.is_baseline),
    version: a.version ?? null,
    responses: a.responses,
  }
}

/** The customer's own assessments, newest first: the first is the latest (doc 2 §7). */
export async function listAssessments(payload: Payload, customerId: string): Promise<PublicAssessment[]> {
  const docs = await findOwn(payload, customerId, 'assessments', { sort: '-completed_at', limit: 'all' })
  return docs.map(toPublicAssessment)
}
