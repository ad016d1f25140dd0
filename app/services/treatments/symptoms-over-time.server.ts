import type { Payload } from 'payload'

import { herToday, DEFAULT_TIME_ZONE } from '../../domain/calendar'
import { addDays } from '../../domain/checkins'
import { trendStart } from '../../domain/symptoms-over-time/trends'
import type { PublicTreatment } from '../../domain/treatments/rules'
import { listRatingsBetween } from '../checkins/list-checkins.server'
import { listTreatments } from './treatments.server'

export interface OverTimeData {
  /** Her day in her zone (Europe/London when not known); pages move to the browser's own day if it differs. */
  today: string
  /** Check-ins of the 12 weeks (and the day ahead a far-east customer may be on): the day and ratings only. */
  checkins: { date: string; energy_level: number; sleep_quality: number; stress_level: number; mood: number }[]
  /** Her HRT and medicines, for the marks on the chart. */
  treatments: Pick<PublicTreatment, 'name' | 'route' | 'kind' | 'started_on' | 'stopped_on' | 'dose_history'>[]
}

/**
 * What "Your symptoms over time" needs beside her assessments (issue 30): 12
 * weeks of check-ins and her treatments' dates. Bounded: 85 days of check-ins
 * at most, and the cap on treatments.
 */
export async function symptomsOverTime(
  payload: Payload,
  customerId: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  now = new Date(),
  /** Her treatments, when the page has read them already for something else. */
  treatments: Promise<PublicTreatment[]> = listTreatments(payload, customerId),
): Promise<OverTimeData> {
  const today = herToday(timeZone, now)
  // Both awaited together, so a failed read of her treatments is handled at once.
  const [checkins, listed] = await Promise.all([listRatingsBetween(payload, customerId, addDays(trendStart(today), -1), addDays(today, 1)), treatments])
  return {
    today,
    checkins,
    treatments: listed
      .filter((t) => t.kind !== 'supplement')
      .map(({ name, route, kind, started_on, stopped_on, dose_history }) => ({ name, route, kind, started_on, stopped_on, dose_history })),
  }
}
