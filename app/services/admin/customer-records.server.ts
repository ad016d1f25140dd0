import type { Payload } from 'payload'

import type { Checkin, Customer, Media, Notification, User } from '../../../types/payload-types'
import { calculateStreak, utcDateString } from '../../domain/checkins'
import { roundTo } from '../../domain/progress'
import { toPublicUser, type PublicUser } from '../../domain/user'
import { CONSENT_MESSAGES, sharesDataWithStaff } from '../../domain/account/consents'
import { forbidden, notFound } from '../../lib/errors'
import { isRecordId } from '../../lib/ids'
import { toPublicCheckin, type PublicCheckin } from '../checkins/public'
import { countOwn, findOwn, findOwnFields } from '../own-records.server'
import { listAssessments } from '../questionnaire/list-assessments.server'
import { definitionFor } from '../../domain/questionnaire/definitions'
import type { AssessmentRecord } from '../../domain/questionnaire/records'
import type { PublicTreatment } from '../../domain/treatments/rules'
import { BLEEDING_LIST_MAX } from '../../domain/treatments/options'
import { listBleeding } from '../treatments/bleeding.server'
import type { PublicBleedingDay } from '../treatments/public'
import { listTreatments } from '../treatments/treatments.server'
import { recordAudit } from './audit.server'
import { mediaFileUrl } from './media-library.server'

/**
 * Staff reading one customer's records (spec doc 2 §3 "Customer details"):
 * each read is scoped to her through the own-records accessor and leaves an
 * audit entry (who, whose, what, when).
 */
export async function findCustomer(payload: Payload, id: string): Promise<Customer> {
  if (!isRecordId(id)) throw notFound('Customer not found')
  const customer = await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!customer) throw notFound('Customer not found')
  return customer
}

/**
 * A customer whose records staff may open: one who has withdrawn her
 * data-sharing consent answers 403 with a detail saying so (issue 18).
 */
export async function findSharedCustomer(payload: Payload, id: string): Promise<Customer> {
  const customer = await findCustomer(payload, id)
  if (!sharesDataWithStaff(customer)) throw forbidden(CONSENT_MESSAGES.hiddenFromStaff)
  return customer
}

/** Doc 2 §3 "Customer details". */
export interface CustomerDetails {
  user: PublicUser
  last_activity: string | null
  questionnaire_count: number
  checkin_count: number
  media_count: number
  unread_media_count: number
  treatment_count: number
  bleeding_count: number
  progress_summary: { recent_streak: number; avg_mood: number | null }
}

const RECENT_MOOD_CHECKINS = 7

export async function customerDetails(payload: Payload, brand: string, staff: User, id: string, now = new Date()): Promise<CustomerDetails> {
  const customer = await findSharedCustomer(payload, id)
  const owner = customer.id
  const [questionnaires, checkins, media, unread, dates, recent, treatments, bleeding] = await Promise.all([
    countOwn(payload, owner, 'assessments'),
    countOwn(payload, owner, 'checkins'),
    countOwn(payload, owner, 'notifications', { media: { exists: true } }),
    countOwn(payload, owner, 'notifications', { media: { exists: true }, read: { equals: false } }),
    findOwnFields(payload, owner, 'checkins', ['date'], { sort: '-date', limit: 400 }),
    findOwnFields(payload, owner, 'checkins', ['mood'], { sort: '-date', limit: RECENT_MOOD_CHECKINS }),
    countOwn(payload, owner, 'treatments'),
    countOwn(payload, owner, 'bleeding-logs'),
  ])
  await recordAudit(payload, staff, customer, 'customer_details')
  const moods = recent.map((c) => c.mood)
  return {
    user: toPublicUser(customer, brand),
    last_activity: customer.last_activity_at ?? null,
    questionnaire_count: questionnaires,
    checkin_count: checkins,
    media_count: media,
    unread_media_count: unread,
    treatment_count: treatments,
    bleeding_count: bleeding,
    progress_summary: {
      recent_streak: calculateStreak(dates.map((d) => d.date), utcDateString(now)),
      avg_mood: moods.length ? roundTo(moods.reduce((a, b) => a + b, 0) / moods.length) : null,
    },
  }
}

/** Her assessments, newest first; `report_url` is the PDF report where the questionnaire has one. */
export async function customerQuestionnaires(payload: Payload, staff: User, id: string): Promise<(AssessmentRecord & { report_url: string | null })[]> {
  const customer = await findSharedCustomer(payload, id)
  await recordAudit(payload, staff, customer, 'customer_assessments')
  const records = await listAssessments(payload, customer.id)
  return records.map((r) => ({
    ...r,
    report_url: definitionFor(r.assessment_type) ? `/api/admin/customers/${customer.id}/questionnaires/${r.id}/report` : null,
  }))
}

export async function customerCheckins(payload: Payload, staff: User, id: string): Promise<PublicCheckin[]> {
  const customer = await findSharedCustomer(payload, id)
  await recordAudit(payload, staff, customer, 'customer_checkins')
  const docs = await findOwn(payload, customer.id, 'checkins', { sort: '-date', limit: 366 })
  return docs.map((c: Checkin) => toPublicCheckin(c))
}

/** Doc 2 §3 "Media item in a customer". */
export interface CustomerMediaItem {
  id: string
  media: { id: string; file_type: string | null; title: string; file_size: number | null; file_url: string | null; category: string | null } | null
  notification: { title: string; message: string }
  viewed: boolean
  viewed_at: string | null
  received_at: string
}

export async function customerMedia(payload: Payload, staff: User, id: string) {
  const customer = await findSharedCustomer(payload, id)
  await recordAudit(payload, staff, customer, 'customer_media')
  const withMedia = { media: { exists: true } }
  const [docs, unread] = await Promise.all([
    findOwn(payload, customer.id, 'notifications', { where: withMedia, sort: '-createdAt', limit: 200 }),
    countOwn(payload, customer.id, 'notifications', { ...withMedia, read: { equals: false } }),
  ])
  const mediaIds = [...new Set(docs.map((n) => (typeof n.media === 'object' && n.media ? n.media.id : n.media)).filter((id): id is string => !!id))]
  const { docs: items } = mediaIds.length
    ? await payload.find({ collection: 'media', overrideAccess: true, where: { id: { in: mediaIds } }, depth: 0, pagination: false })
    : { docs: [] as Media[] }
  const byId = new Map(items.map((m) => [m.id, m]))
  const media_content: CustomerMediaItem[] = docs.map((n: Notification) => {
    const m = byId.get(typeof n.media === 'object' && n.media ? n.media.id : (n.media ?? '')) ?? null
    return {
      id: n.id,
      media: m
        ? { id: m.id, file_type: m.file_type, title: m.title, file_size: m.file_size ?? null, file_url: mediaFileUrl(m), category: m.category ?? null }
        : null,
      notification: { title: n.title, message: n.message ?? '' },
      viewed: Boolean(n.read),
      viewed_at: n.viewed_at ?? null,
      received_at: n.createdAt,
    }
  })
  return { media_content, unread_count: unread }
}

/** Her treatments, read-only for staff (issue 30): current first. Audited. */
export async function customerTreatments(payload: Payload, staff: User, id: string): Promise<PublicTreatment[]> {
  const customer = await findSharedCustomer(payload, id)
  await recordAudit(payload, staff, customer, 'customer_treatments')
  return listTreatments(payload, customer.id)
}

/** Her bleeding log, newest first, read-only for staff (issue 30). Audited. */
export async function customerBleeding(payload: Payload, staff: User, id: string): Promise<PublicBleedingDay[]> {
  const customer = await findSharedCustomer(payload, id)
  await recordAudit(payload, staff, customer, 'customer_bleeding')
  return listBleeding(payload, customer.id, BLEEDING_LIST_MAX)
}
