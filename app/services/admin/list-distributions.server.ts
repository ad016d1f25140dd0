import type { Payload } from 'payload'

import { countOwnedForSystem } from '../own-records.server'

/** Doc 2 §3 "Distribution", with `view_count` counted from the notifications opened. */
export interface PublicDistribution {
  id: string
  title: string
  media_title: string
  media_type: string
  recipient_type: string
  recipient_ids: string[]
  recipient_count: number
  message: string
  sent_at: string | null
  scheduled_for: string | null
  view_count: number
  created_at: string
}

export async function listDistributions(payload: Payload, query: { page: number; limit: number }) {
  const result = await payload.find({ collection: 'distributions', overrideAccess: true, sort: '-createdAt', page: query.page, limit: query.limit, depth: 0 })
  const views = await Promise.all(
    result.docs.map((d) => countOwnedForSystem(payload, 'notifications', { distribution: { equals: d.id }, read: { equals: true } })),
  )
  const distributions: PublicDistribution[] = result.docs.map((d, i) => ({
    id: d.id,
    title: d.title,
    media_title: d.media_title,
    media_type: d.media_type,
    recipient_type: d.recipient_type,
    recipient_ids: d.recipient_ids ?? [],
    recipient_count: d.recipient_count,
    message: d.message ?? '',
    sent_at: d.sent_at ?? null,
    scheduled_for: d.scheduled_for ?? null,
    view_count: views[i]!,
    created_at: d.createdAt,
  }))
  return { distributions, total_pages: Math.max(1, result.totalPages) }
}
