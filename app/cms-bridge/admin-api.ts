/**
 * Every `/api/admin/*` call the portal's client parts make (cms/admin/api.ts),
 * with the answer its route sends. The answers are the services' own return
 * types, and the routes declare theirs against this table (`satisfies`), so
 * a change on either side fails the type check instead of a staff member's
 * screen. Types only: nothing here reaches the browser bundle.
 */
import type { ADMIN_MESSAGES } from '../domain/admin/staff'
import type {
  customerBleeding,
  customerCheckins,
  customerDetails,
  customerMedia,
  customerQuestionnaires,
  customerTreatments,
} from '../services/admin/customer-records.server'
import type { distributeMedia, DistributeInput } from '../services/admin/distribute-media.server'
import type { createMediaFromUrl, mediaFromUrlSchema } from '../services/admin/media-library.server'
import type { z } from 'zod'

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>
type Message = (typeof ADMIN_MESSAGES)[keyof typeof ADMIN_MESSAGES] | string

/** Keyed by method and path under /api/admin; `:id` is the record's id. */
export interface AdminApi {
  'GET customers/:id/details': { body: never; answer: Answer<typeof customerDetails> }
  'GET customers/:id/questionnaires': { body: never; answer: Answer<typeof customerQuestionnaires> }
  'GET customers/:id/checkins': { body: never; answer: Answer<typeof customerCheckins> }
  'GET customers/:id/media': { body: never; answer: Answer<typeof customerMedia> }
  'GET customers/:id/treatments': { body: never; answer: Answer<typeof customerTreatments> }
  'GET customers/:id/bleeding': { body: never; answer: Answer<typeof customerBleeding> }
  'POST media/distribute': { body: DistributeInput; answer: Answer<typeof distributeMedia> & { message: string } }
  'POST media/upload': { body: z.input<typeof mediaFromUrlSchema>; answer: { message: Message; media: Answer<typeof createMediaFromUrl> } }
  'DELETE media/:id': { body: never; answer: { success: true; message: Message } }
  'POST auth/change-password': { body: { current_password: string; new_password: string }; answer: { success: true; message: Message } }
}

export type AdminCall = keyof AdminApi
export type AdminAnswer<K extends AdminCall> = AdminApi[K]['answer']
export type AdminBody<K extends AdminCall> = AdminApi[K]['body']
