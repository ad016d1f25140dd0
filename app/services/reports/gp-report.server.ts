import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { dayIn, DEFAULT_TIME_ZONE } from '../../domain/calendar'
import { addDays } from '../../domain/checkins'
import { bleedingNeededFrom, buildGpReport, type GpReportData } from '../../domain/gp-report/report'
import { comprehensiveRecords, type AssessmentRecord } from '../../domain/questionnaire/records'
import { trendStart } from '../../domain/symptoms-over-time/trends'
import { assessedLastPeriod, type AssessedLastPeriod } from '../../domain/treatments/bleeding'
import { getFlushSummary } from '../flushes/get-flush-summary.server'
import { listCheckinsBetween } from '../checkins/list-checkins.server'
import { listAssessments } from '../questionnaire/list-assessments.server'
import { bleedingSince, latestBleedingBefore } from '../treatments/bleeding.server'
import { listTreatments } from '../treatments/treatments.server'

/** Her answers about her last period in each comprehensive assessment, dated on her calendar. */
export function assessedPeriods(records: readonly AssessmentRecord[], zone: string): AssessedLastPeriod[] {
  return comprehensiveRecords(records)
    .map((r) => assessedLastPeriod(r.responses, dayIn(zone, new Date(r.completed_at))))
    .filter((a): a is AssessedLastPeriod => a !== null)
}

/** Her age as she last gave it (the simplified questionnaire asks), with the day she gave it. */
export function givenAge(records: readonly AssessmentRecord[], zone: string): { years: number; given_on: string } | null {
  const latest = [...records]
    .filter((r) => typeof r.responses.age === 'number' && Number.isFinite(r.responses.age))
    .sort((a, b) => b.completed_at.localeCompare(a.completed_at))[0]
  return latest ? { years: latest.responses.age as number, given_on: dayIn(zone, new Date(latest.completed_at)) } : null
}

/**
 * Everything the report for her GP shows, from her own records: the 12 weeks
 * ending on her today, with the bleeding of the 12 months before them (each
 * bleed is checked against the periods before it).
 */
export async function gpReportData(
  payload: Payload,
  customer: Customer,
  brand: string,
  { timeZone = DEFAULT_TIME_ZONE, questions = [], now = new Date() }: { timeZone?: string; questions?: readonly string[]; now?: Date } = {},
): Promise<GpReportData> {
  const today = dayIn(timeZone, now)
  const needFrom = bleedingNeededFrom(today)
  const [treatments, bleeds, before, records, checkins, flushes] = await Promise.all([
    listTreatments(payload, customer.id),
    bleedingSince(payload, customer.id, needFrom),
    latestBleedingBefore(payload, customer.id, needFrom),
    listAssessments(payload, customer.id),
    listCheckinsBetween(payload, customer.id, trendStart(today), addDays(today, 1)),
    getFlushSummary(payload, customer.id, timeZone, now),
  ])
  const comprehensive = comprehensiveRecords(records)
  return buildGpReport({
    brand,
    name: customer.name,
    today,
    generatedAt: now,
    age: givenAge(records, timeZone),
    treatments,
    bleeds: before ? [...bleeds, before] : bleeds,
    assessed: assessedPeriods(records, timeZone),
    assessments: comprehensive,
    checkins,
    questions,
    flushes,
  })
}

/** The report as a PDF: the same document the browser draws, rendered here. */
export async function gpReportPdf(data: GpReportData): Promise<Buffer> {
  // Loaded on first use: the PDF renderer is heavy and only reports need it.
  const { renderGpReport } = await import('../../reports/render.server')
  return renderGpReport({ data })
}
