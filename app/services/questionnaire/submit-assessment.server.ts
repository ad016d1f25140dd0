import type { Payload } from 'payload'
import type { ZodType } from 'zod'

import { completesProfile, definitionFor } from '../../domain/questionnaire/definitions'
import { keptAnswers, validateSubmission } from '../../domain/questionnaire/form'
import { SUBMISSION_MESSAGES } from '../../domain/questionnaire/messages'
import type { AssessmentRecord } from '../../domain/questionnaire/records'
import { canRetake } from '../../domain/questionnaire/retake'
import { answersSchema, ENVELOPE_KEYS, submissionEnvelopeSchema } from '../../domain/questionnaire/schemas'
import { badRequest, conflict, forbidden } from '../../lib/errors'
import { updateCustomer } from '../customers.server'
import { createOwn, findOneOwn } from '../own-records.server'
import { toAssessmentRecord } from './list-assessments.server'

/** The schemas' messages already name the question, so the first one is the detail as it is. */
function parse<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid answers')
  return result.data
}

export const USER_ID_MISMATCH_DETAIL = 'user_id does not match the signed-in customer'

const COMPREHENSIVE = 'comprehensive_menopause_assessment'

async function latestComprehensiveAt(payload: Payload, customerId: string): Promise<string | null> {
  const latest = await findOneOwn(payload, customerId, 'assessments', { assessment_type: { equals: COMPREHENSIVE } }, '-completed_at')
  return latest?.completed_at ?? null
}

// One submission per customer at a time in this process, so two quick
// submits cannot both pass the retake rule or both become the baseline.
const inFlight = new Map<string, Promise<unknown>>()
async function oneAtATime<T>(customerId: string, work: () => Promise<T>): Promise<T> {
  const before = inFlight.get(customerId) ?? Promise.resolve()
  const run = before.catch(() => undefined).then(work)
  inFlight.set(customerId, run)
  try {
    return await run
  } finally {
    if (inFlight.get(customerId) === run) inFlight.delete(customerId)
  }
}

/**
 * POST /api/questionnaire/submit (doc 2 §3, §5, §7): the answers sit flat
 * beside `assessment_type` and `user_id`. They are checked against the same
 * definition the screen uses; nothing is stored unless all is well. The
 * customer is the caller: another `user_id` is refused. The first
 * comprehensive assessment is the baseline; a second in the same calendar
 * month is refused (409). The customer's profile is complete afterwards.
 */
export async function submitAssessment(payload: Payload, customerId: string, body: Record<string, unknown>, now = new Date()): Promise<AssessmentRecord> {
  const envelope = parse(submissionEnvelopeSchema, {
    assessment_type: body.assessment_type,
    user_id: body.user_id,
    version: body.version,
  })
  if (envelope.user_id !== undefined && envelope.user_id !== customerId) throw forbidden(USER_ID_MISMATCH_DETAIL)
  const definition = definitionFor(envelope.assessment_type)
  if (!definition) throw badRequest(`assessment_type ${envelope.assessment_type} cannot be submitted yet`)

  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !(ENVELOPE_KEYS as readonly string[]).includes(key)))
  const answers = parse(answersSchema(definition), rest)
  const problem = validateSubmission(definition, answers)
  if (problem) throw badRequest(problem)
  const responses = keptAnswers(definition, answers)

  return oneAtATime(customerId, async () => {
    const comprehensive = definition.assessment_type === COMPREHENSIVE
    const latest = comprehensive ? await latestComprehensiveAt(payload, customerId) : null
    if (comprehensive && !canRetake(latest, now)) throw conflict(SUBMISSION_MESSAGES.retakeTooEarly)
    const created = await createOwn(payload, customerId, 'assessments', {
      assessment_type: definition.assessment_type,
      completed_at: now.toISOString(),
      is_baseline: comprehensive && latest === null,
      version: envelope.version ?? definition.version,
      responses,
    })
    if (completesProfile(definition.assessment_type)) await updateCustomer(payload, customerId, { profile_completed: true })
    return toAssessmentRecord(created)
  })
}
