import type { Payload } from 'payload'

import type { User } from '../../../types/payload-types'
import { definitionFor } from '../../domain/questionnaire/definitions'
import { notFound } from '../../lib/errors'
import { findOwn, getOwnOr404 } from '../own-records.server'
import { toAssessmentRecord } from '../questionnaire/list-assessments.server'
import { recordAudit } from './audit.server'
import { findSharedCustomer } from './customer-records.server'

/** Earlier assessments of the same kind the report compares with (its change since baseline). */
const REPORT_HISTORY_LIMIT = 24

/**
 * The PDF report of one of a customer's assessments, for staff: the same
 * document component the customer downloads (app/reports), rendered on the
 * server. Opening it is audited like opening her assessments.
 */
export async function customerAssessmentReport(
  payload: Payload,
  brand: string,
  staff: User,
  customerId: string,
  assessmentId: string,
): Promise<{ pdf: Buffer; filename: string }> {
  const customer = await findSharedCustomer(payload, customerId)
  const assessment = toAssessmentRecord(await getOwnOr404(payload, customer.id, 'assessments', assessmentId, 'Assessment not found'))
  const definition = definitionFor(assessment.assessment_type)
  if (!definition) throw notFound('This kind of assessment has no report')
  const history = (
    await findOwn(payload, customer.id, 'assessments', {
      where: { assessment_type: { equals: assessment.assessment_type } },
      sort: '-completed_at',
      limit: REPORT_HISTORY_LIMIT,
    })
  ).map(toAssessmentRecord)
  await recordAudit(payload, staff, customer, 'customer_assessments')
  // Loaded on first use: the PDF renderer is heavy and only reports need it.
  const { renderAssessmentReport } = await import('../../reports/render.server')
  const pdf = await renderAssessmentReport({ assessment, definition, history, brand, generatedAt: new Date() })
  return { pdf, filename: `assessment-${assessment.completed_at.slice(0, 10)}.pdf` }
}
