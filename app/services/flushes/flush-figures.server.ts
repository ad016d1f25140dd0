import type { Payload } from 'payload'

import { dayIn } from '../../domain/calendar'
import { addDays } from '../../domain/checkins'
import { FLUSH_WEEKS, FLUSH_WINDOW_DAYS } from '../../domain/flushes/options'
import type { FlushSummary } from '../../domain/flushes/summary'
import { treatmentMarkers, type PublicTreatment, type TreatmentMarker } from '../../domain/treatments/rules'
import { listTreatments } from '../treatments/treatments.server'
import { getFlushSummary } from './get-flush-summary.server'

/** What /flushes and /progress show: her summary and her treatments' start and change dates within the chart's 12 weeks. */
export async function flushFigures(
  payload: Payload,
  customerId: string,
  timeZone: string,
  now = new Date(),
  /** Her treatments, when the page has read them already for something else. */
  treatments: Promise<PublicTreatment[]> = listTreatments(payload, customerId),
): Promise<{ summary: FlushSummary; markers: TreatmentMarker[] }> {
  const today = dayIn(timeZone, now)
  const [summary, listed] = await Promise.all([getFlushSummary(payload, customerId, timeZone, now), treatments])
  return {
    summary,
    markers: treatmentMarkers(listed, addDays(today, -(FLUSH_WEEKS * FLUSH_WINDOW_DAYS) + 1), today),
  }
}
