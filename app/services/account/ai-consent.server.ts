import type { Payload } from 'payload'

import type { ConsentRecord, Customer } from '../../../types/payload-types'
import { aiConsentGiven, aiConsentState, type AiConsentSource, type AiConsentState } from '../../domain/account/ai-consent'
import type { Env } from '../../lib/env.server'
import { openaiClient } from '../../lib/openai.server'
import { findCustomerFields, updateCustomer } from '../customers.server'
import { findOneOwn } from '../own-records.server'
import { recordConsent } from './consents.server'

/**
 * The AI consent (issue 35): the one question every AI call asks first. Read
 * from her newest `ai_processing` record (indexed by customer, kind and
 * time), so a withdrawal takes effect on the very next call.
 */
export function newestAiConsent(payload: Payload, customerId: string): Promise<ConsentRecord | null> {
  return findOneOwn(payload, customerId, 'consent-records', { kind: { equals: 'ai_processing' } }, '-agreed_at')
}

/** Whether this service has an AI provider configured; without one nothing is asked or sent. */
export function aiOffered(settings: Env): boolean {
  return openaiClient(settings) !== null
}

/**
 * Where she stands on AI. `customer` is the signed-in customer as the session
 * reads her (with `ai_processing_declined_at`); given only an id, the account
 * is read for it.
 */
export async function aiConsentFor(
  payload: Payload,
  settings: Env,
  customer: { id: string; ai_processing_declined_at?: string | null },
): Promise<AiConsentState> {
  const [newest, declinedAt] = await Promise.all([
    newestAiConsent(payload, customer.id),
    'ai_processing_declined_at' in customer
      ? customer.ai_processing_declined_at
      : findCustomerFields(payload, customer.id, ['ai_processing_declined_at']).then((c) => c?.ai_processing_declined_at),
  ])
  return aiConsentState(aiOffered(settings), newest, declinedAt)
}

/** Records her yes, in the words she was shown (their version, the time, where she was asked). */
export function giveAiConsent(
  payload: Payload,
  settings: Env,
  customerId: string,
  input: { include_journal: boolean; source: AiConsentSource },
  now = new Date(),
): Promise<ConsentRecord> {
  return recordConsent(payload, customerId, aiConsentGiven(settings.BRAND_NAME, input.include_journal), input.source, now)
}

/** "No thanks": remembered on her account so the question is not asked again in context; /account can still change it. */
export async function declineAiConsent(payload: Payload, customer: Pick<Customer, 'id'>, now = new Date()): Promise<void> {
  await updateCustomer(payload, customer.id, { ai_processing_declined_at: now.toISOString() })
}

/** Whether her AI consent stands right now (one indexed read): asked again before each call of a long job. */
export async function aiConsentStands(payload: Payload, settings: Env, customerId: string): Promise<boolean> {
  if (!aiOffered(settings)) return false
  return (await newestAiConsent(payload, customerId))?.status === 'agreed'
}
