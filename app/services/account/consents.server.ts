import type { Payload } from 'payload'

import type { ConsentRecord } from '../../../types/payload-types'
import { AI_CONSENT_SOURCE_NAMES } from '../../domain/account/ai-consent'
import { CONSENT_KIND_NAMES, WITHDRAW_MESSAGES, type ConsentGiven, type ConsentKind } from '../../domain/account/consents'
import { ASSESSMENT_TYPE_NAMES } from '../../domain/questionnaire/definitions'
import { conflict } from '../../lib/errors'
import type { Transaction } from '../../lib/transaction.server'
import { findCustomerFields, updateCustomer } from '../customers.server'
import { createOwn, findOwn, updateAllOwn } from '../own-records.server'

/** A customer has at most this many consent records read at once (one per questionnaire she submitted). */
const CONSENTS_SHOWN = 200

/**
 * Records the consent a questionnaire submission carries (called by the one
 * submit service, so every questionnaire gets it; inside the signup's
 * transaction when it runs in one). Giving the data-sharing
 * consent again after withdrawing it lets staff see her data again.
 */
export async function recordConsent(
  payload: Payload,
  customerId: string,
  given: ConsentGiven,
  source: string,
  now: Date,
  req?: Transaction,
): Promise<ConsentRecord> {
  const record = await createOwn(
    payload,
    customerId,
    'consent-records',
    {
      kind: given.kind,
      wording: given.wording,
      wording_version: given.wording_version,
      ...(given.kind === 'ai_processing' ? { include_journal: !!given.include_journal } : {}),
      source,
      status: 'agreed',
      agreed_at: now.toISOString(),
    },
    req,
  )
  if (given.kind === 'data_sharing') {
    const customer = await findCustomerFields(payload, customerId, ['data_sharing_withdrawn_at'], req)
    if (customer?.data_sharing_withdrawn_at) await updateCustomer(payload, customerId, { data_sharing_withdrawn_at: null }, req)
  }
  return record
}

/** Her consent records, newest first. */
export function listConsents(payload: Payload, customerId: string): Promise<ConsentRecord[]> {
  return findOwn(payload, customerId, 'consent-records', { sort: '-agreed_at', limit: CONSENTS_SHOWN })
}

/**
 * Withdraws a consent: every agreed record of the kind is marked withdrawn
 * with the time (kept, not deleted), and for data sharing the account is
 * marked so staff no longer see her records. 409 when nothing is agreed.
 * Withdrawing the AI consent stops anything more of hers going to the AI
 * provider: every AI call checks the consent first.
 */
export async function withdrawConsent(payload: Payload, customerId: string, kind: ConsentKind, now = new Date()): Promise<ConsentRecord[]> {
  const at = now.toISOString()
  const withdrawn = await updateAllOwn(payload, customerId, 'consent-records', { kind: { equals: kind }, status: { equals: 'agreed' } }, {
    status: 'withdrawn',
    withdrawn_at: at,
  })
  if (withdrawn.length === 0) throw conflict(WITHDRAW_MESSAGES[kind].nothingToWithdraw)
  if (kind === 'data_sharing') await updateCustomer(payload, customerId, { data_sharing_withdrawn_at: at })
  return withdrawn
}

/** A consent record as her API and /account show it. */
export function toPublicConsent(record: ConsentRecord) {
  return {
    id: record.id,
    kind: record.kind,
    kind_name: CONSENT_KIND_NAMES[record.kind],
    wording: record.wording,
    wording_version: record.wording_version,
    include_journal: record.kind === 'ai_processing' ? !!record.include_journal : null,
    source: record.source,
    source_name: ({ ...ASSESSMENT_TYPE_NAMES, ...AI_CONSENT_SOURCE_NAMES } as Record<string, string>)[record.source] ?? record.source,
    status: record.status,
    agreed_at: record.agreed_at,
    withdrawn_at: record.withdrawn_at ?? null,
  }
}

export type PublicConsent = ReturnType<typeof toPublicConsent>
