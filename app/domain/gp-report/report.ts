/**
 * The GP report (issue 30): what a GP asks first, on one page — her
 * treatments with routes, doses and dates, her symptom groups then and now,
 * 12 weeks of check-ins with the treatment dates marked, bleeding and any
 * safety prompt, and the questions she wants to ask — then an appendix with
 * the detail. This module turns her records into the report's content; the
 * same content is drawn by `app/reports/GpReport.tsx` in the browser and on
 * the server, and answered as JSON by `GET /api/reports/gp?format=json`.
 * Pure: her day (`today`) and the moment of making are passed in.
 */
import { formatDay, type CheckinRatings } from '../checkins'
import { addMonths } from '../calendar'
import { groupTimeline, topSymptoms, type GroupTimeline, type SymptomAssessment, type TopSymptom } from '../symptoms-over-time/groups'
import { trendStart, trendsInWords, TREND_WEEKS, weeklyTrends, type WeekTrend } from '../symptoms-over-time/trends'
import { monthsSinceLastPeriod, MONTHS_WITHOUT_PERIOD, reviewBleeding, type AssessedLastPeriod, type BleedingDay, type BleedingReview, type MonthsSinceLastPeriod } from '../treatments/bleeding'
import type { FlushSummary } from '../flushes/summary'
import { sortTreatments, treatmentMarkers, type PublicTreatment, type TreatmentMarker } from '../treatments/rules'

/** Up to five "Questions I'd like to ask", each a line or two. */
export const GP_QUESTIONS_MAX = 5
export const GP_QUESTION_MAX_LENGTH = 200

export const GP_REPORT_DISCLAIMER =
  "This is her own record, kept in the app and summarised here to help a conversation with her GP. It is not a diagnosis and not a clinical assessment; symptom groupings are the app's own way of tracking, not a validated score."

export const GP_REPORT_MESSAGES = {
  generated: 'Your report for your GP is ready.',
  failed: 'The report could not be made. Please try again.',
} as const

export interface GpReportInput {
  brand: string
  name: string
  /** Her calendar day; the report covers the 12 weeks ending on it. */
  today: string
  generatedAt: Date
  /** Her age as she gave it, and the day she gave it; null when never asked. */
  age: { years: number; given_on: string } | null
  treatments: readonly PublicTreatment[]
  /** Her bleeding days from at least 12 months before the period began to today. */
  bleeds: readonly BleedingDay[]
  assessed: readonly AssessedLastPeriod[]
  /** Her assessments with the 35 symptoms (comprehensive). */
  assessments: readonly SymptomAssessment[]
  /** Her check-ins in the period. */
  checkins: readonly (CheckinRatings & { date: string })[]
  questions: readonly string[]
  /** Her hot-flush diary's figures on her calendar (app/domain/flushes/summary.ts). */
  flushes: FlushSummary
}

export interface GpReportData {
  brand: string
  name: string
  age: string | null
  generated_on: string
  period: { first: string; last: string; weeks: number }
  last_period: MonthsSinceLastPeriod | null
  current: PublicTreatment[]
  stopped: PublicTreatment[]
  groups: GroupTimeline
  top_symptoms: TopSymptom[]
  top_symptoms_on: string | null
  trends: WeekTrend[]
  trends_in_words: string
  markers: TreatmentMarker[]
  bleeding: { days: BleedingDay[]; review: BleedingReview }
  questions: string[]
  flushes: FlushSummary
}

/** Her questions as she typed them: blank ones dropped, each trimmed and capped, at most five. */
export function cleanQuestions(questions: readonly unknown[]): string[] {
  return questions
    .filter((q): q is string => typeof q === 'string')
    .map((q) => q.replace(/\s+/g, ' ').trim().slice(0, GP_QUESTION_MAX_LENGTH))
    .filter(Boolean)
    .slice(0, GP_QUESTIONS_MAX)
}

/** The first day whose bleeds a report needs: 12 months before its period, so each bleed has the periods before it. */
export function bleedingNeededFrom(today: string): string {
  return addMonths(trendStart(today), -MONTHS_WITHOUT_PERIOD)
}

export function buildGpReport(input: GpReportInput): GpReportData {
  const last = input.today
  const first = trendStart(last)
  const sorted = sortTreatments(input.treatments)
  const groups = groupTimeline(input.assessments)
  const latest = groups.latest ? input.assessments.find((a) => a.id === groups.latest!.id) : undefined
  const trends = weeklyTrends(input.checkins, last)
  const days = input.bleeds.filter((b) => b.date >= first && b.date <= last).sort((a, b) => (a.date < b.date ? -1 : 1))
  return {
    brand: input.brand,
    name: input.name.trim() || 'Client',
    age: input.age ? `${input.age.years} (as given on ${formatDay(input.age.given_on, { weekday: false, year: true })})` : null,
    generated_on: input.generatedAt.toISOString(),
    period: { first, last, weeks: TREND_WEEKS },
    last_period: monthsSinceLastPeriod(last, input.assessed),
    current: sorted.filter((t) => t.current),
    stopped: sorted.filter((t) => !t.current),
    groups,
    top_symptoms: latest ? topSymptoms(latest.responses) : [],
    top_symptoms_on: latest ? latest.completed_at : null,
    trends,
    trends_in_words: trendsInWords(trends),
    markers: treatmentMarkers(input.treatments, first, last),
    bleeding: { days, review: reviewBleeding(input.bleeds, input.treatments, input.assessed, first, last) },
    questions: cleanQuestions(input.questions),
    flushes: input.flushes,
  }
}

/** '<Name_with_underscores>_GP_Report.pdf' (the assessment report's rule for names). */
export function gpReportFileName(name: string): string {
  const printable = [...name].filter((c) => c.charCodeAt(0) >= 32).join('')
  const safe = printable
    .trim()
    .replace(/[\\/:*?"<>|]+/g, '')
    .replace(/\s+/g, '_')
  return `${safe || 'Client'}_GP_Report.pdf`
}

/** '1 Sep to 23 Nov 2026': the period in words. */
export function periodWords(period: { first: string; last: string }): string {
  return `${formatDay(period.first, { weekday: false, year: period.first.slice(0, 4) !== period.last.slice(0, 4) })} to ${formatDay(period.last, { weekday: false, year: true })}`
}
