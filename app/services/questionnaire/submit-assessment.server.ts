import type { Payload } from 'payload'
import type { ZodType } from 'zod'

import { consentInSubmission } from '../../domain/account/consents'
import { completesProfile, definitionFor } from '../../domain/questionnaire/definitions'
import { keptAnswers, validateSubmission } from '../../domain/questionnaire/form'
import { SUBMISSION_MESSAGES } from '../../domain/questionnaire/messages'
import type { AssessmentRecord } from '../../domain/questionnaire/records'
import { canRetake } from '../../domain/questionnaire/retake'
import { answersSchema, ENVELOPE_KEYS, submissionEnvelopeSchema } from '../../domain/questionnaire/schemas'
import { badRequest, conflict, forbidden } from '../../lib/errors'
import { oneAtATimeEverywhere } from '../../lib/lease.server'
import type { Transaction } from '../../lib/transaction.server'
import { recordConsent } from '../account/consents.server'
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

async function latestComprehensiveAt(payload: Payload, customerId: string, req?: Transaction): Promise<string | null> {
  const latest = await findOneOwn(payload, customerId, 'assessments', { assessment_type: { equals: COMPREHENSIVE } }, '-completed_at', req)
  return latest?.completed_at ?? null
}

// One submission per customer at a time in every process on the database (a
// lease, decision 0029), so two quick submits through two servers cannot both
// pass the retake rule or both become the baseline.
function oneAtATime<T>(payload: Payload, customerId: string, work: () => Promise<T>): Promise<T> {
  return oneAtATimeEverywhere(payload, `assessment:${customerId}`, work)
}

/**
 * Checks a submission as POST /api/questionnaire/submit receives it (doc 2
 * §3, §5, §7): the answers sit flat beside `assessment_type`, `user_id` and
 * `version`, and are checked against the same definition the screen uses.
 * Answers the definition and the answers worth keeping; throws 400 (or 403
 * for another customer's `user_id`) with the spec's message.
 */
export function checkSubmission(body: Record<string, unknown>, customerId: string | null) {
  const envelope = parse(submissionEnvelopeSchema, {
    assessment_type: body.assessment_type,
    user_id: body.user_id,
    version: body.version,
  })
  if (envelope.user_id !== undefined && customerId !== null && envelope.user_id !== customerId) throw forbidden(USER_ID_MISMATCH_DETAIL)
  const definition = definitionFor(envelope.assessment_type)
  if (!definition) throw badRequest(`assessment_type ${envelope.assessment_type} cannot be submitted yet`)

  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !(ENVELOPE_KEYS as readonly string[]).includes(key)))
  const answers = parse(answersSchema(definition), rest)
  const problem = validateSubmission(definition, answers)
  if (problem) throw badRequest(problem)
  return { definition, version: envelope.version ?? definition.version, responses: keptAnswers(definition, answers) }
}

export interface SubmitOptions {
  now?: Date
  /** Store it inside the caller's transaction (the signup chain: account and answers together or not at all). */
  req?: Transaction
}

/**
 * Stores one assessment of the customer, who is the caller: nothing is stored
 * unless the submission passes `checkSubmission`. The first comprehensive
 * assessment is the baseline; a second in the same calendar month is refused
 * (409). The consent the answers give is put on record (consent-records),
 * whichever questionnaire it is. The customer's profile is complete afterwards. Every write joins the
 * caller's transaction when `req` carries one.
 */
export async function submitAssessment(
  payload: Payload,
  customerId: string,
  body: Record<string, unknown>,
  { now = new Date(), req }: SubmitOptions = {},
): Promise<AssessmentRecord> {
  const { definition, version, responses } = checkSubmission(body, customerId)

  return oneAtATime(payload, customerId, async () => {
    const comprehensive = definition.assessment_type === COMPREHENSIVE
    const latest = comprehensive ? await latestComprehensiveAt(payload, customerId, req) : null
    if (comprehensive && !canRetake(latest, now)) throw conflict(SUBMISSION_MESSAGES.retakeTooEarly)
    const created = await createOwn(
      payload,
      customerId,
      'assessments',
      {
        assessment_type: definition.assessment_type,
        completed_at: now.toISOString(),
        is_baseline: comprehensive && latest === null,
        version,
        responses,
      },
      req,
    )
    const consent = consentInSubmission(definition, responses)
    if (consent) await recordConsent(payload, customerId, consent, definition.assessment_type, now, req)
    if (completesProfile(definition.assessment_type)) await updateCustomer(payload, customerId, { profile_completed: true }, req)
    return toAssessmentRecord(created)
  })
}
