import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { herToday, DEFAULT_TIME_ZONE } from '../../domain/calendar'
import { bleedingNeededFrom } from '../../domain/gp-report/report'
import type { AssessedLastPeriod } from '../../domain/treatments/bleeding'
import type { PublicTreatment } from '../../domain/treatments/rules'
import { findLibraryLink, type LibraryLink } from '../content/library-link.server'
import { listAssessments } from '../questionnaire/list-assessments.server'
import { assessedPeriods } from '../reports/gp-report.server'
import { bleedingSince, latestBleedingBefore } from './bleeding.server'
import type { PublicBleedingDay } from './public'
import { listTreatments } from './treatments.server'

/** The library article the bleeding section links to, once the library has it (its starter key). */
export const BLEEDING_ARTICLE_KEY = 'bleeding-on-hrt'

export interface TreatmentsPage {
  /** Her day in her zone (Europe/London when not known); the page moves to the browser's own day if it differs. */
  today: string
  treatments: PublicTreatment[]
  /** Her bleeding days from 12 months before the 12 weeks the prompts cover, and the latest one before that: newest first. */
  bleeding: PublicBleedingDay[]
  assessed: AssessedLastPeriod[]
  bleedingArticle: LibraryLink | null
}

/** What /treatments shows: her treatments, her bleeding, her assessment's answer about periods, and the article when it exists. */
export async function treatmentsPage(payload: Payload, customer: Customer, timeZone: string = DEFAULT_TIME_ZONE, now = new Date()): Promise<TreatmentsPage> {
  const today = herToday(timeZone, now)
  const from = bleedingNeededFrom(today)
  const [treatments, bleeding, before, records, bleedingArticle] = await Promise.all([
    listTreatments(payload, customer.id),
    bleedingSince(payload, customer.id, from),
    latestBleedingBefore(payload, customer.id, from),
    listAssessments(payload, customer.id),
    findLibraryLink(payload, customer, BLEEDING_ARTICLE_KEY),
  ])
  return {
    today,
    treatments,
    bleeding: before ? [...bleeding, before] : bleeding,
    assessed: assessedPeriods(records, timeZone),
    bleedingArticle,
  }
}
