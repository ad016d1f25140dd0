import type { Payload } from 'payload'

import type { Env } from '../../lib/env.server'
import { utcDateString } from '../../domain/checkins'
import { canGenerateSummary, PROGRESS_MESSAGES, progressFacts } from '../../domain/progress'
import { signpostingParagraph } from '../../domain/wellbeing/messages'
import { badRequest, upstreamFailed } from '../../lib/errors'
import { logError } from '../../lib/logger.server'
import { aiConsentFor } from '../account/ai-consent.server'
import { listRecentWindow } from '../checkins/list-checkins.server'
import { countOwn, createOwn } from '../own-records.server'
import { sleepDayRelationFor } from '../sleep/sleep-window.server'
import { wellbeingSupportFor } from '../wellbeing/wellbeing-support.server'
import { toPublicSummary, type PublicSummary } from './public'
import { summaryProviderFor, type SummaryProvider } from './summary-writers.server'

/**
 * Writes and stores a summary of the customer's last 30 days. Below 7 check-ins
 * in all it answers 400 with the spec's message; a provider failure is a 502.
 */
export async function generateProgressSummary(
  payload: Payload,
  settings: Env,
  customer: { id: string; name: string; ai_processing_declined_at?: string | null },
  provider?: SummaryProvider,
  today = utcDateString(new Date()),
): Promise<PublicSummary> {
  if (!canGenerateSummary(await countOwn(payload, customer.id, 'checkins'))) throw badRequest(PROGRESS_MESSAGES.summaryNeedsCheckins)

  const checkins = await listRecentWindow(payload, customer.id, today)
  const facts = progressFacts(checkins)
  if (!facts) throw badRequest(PROGRESS_MESSAGES.summaryNoRecentCheckins)

  const sleep = await sleepDayRelationFor(payload, customer.id)
  const support = await wellbeingSupportFor(payload, customer, today)
  const signposting = support.show && support.reason ? signpostingParagraph(support.reason, support.contacts) : null
  // Asked at the last moment, so a withdrawal a moment ago is honoured.
  const writer = provider ?? summaryProviderFor(settings, await aiConsentFor(payload, settings, customer))

  let summary: string
  try {
    summary = await writer.write({ name: customer.name, facts, checkins: [...checkins].reverse(), sleep, today, signposting })
  } catch (error) {
    logError(`Progress summary (${writer.source}) failed`, error)
    throw upstreamFailed(PROGRESS_MESSAGES.summaryFailed)
  }

  const stored = await createOwn(payload, customer.id, 'progress-summaries', {
    summary,
    source: writer.source,
    checkin_count: facts.count,
    period_start: facts.periodStart,
    period_end: facts.periodEnd,
  })
  return toPublicSummary(stored)
}
