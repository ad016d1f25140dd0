import type { Payload, Where } from 'payload'
import { z } from 'zod'

import type { Distribution, Media, User } from '../../../cms/payload-types'
import {
  DISTRIBUTION_BATCH_SIZE,
  DISTRIBUTION_INLINE_LIMIT,
  parseEmailList,
  RECIPIENT_TYPES,
  tierCodesFromNames,
} from '../../domain/admin/distributions'
import type { Tier } from '../../domain/entitlements'
import { DISTRIBUTION_QUEUE, SEND_DISTRIBUTION_TASK } from '../../jobs/queues'
import { env } from '../../lib/env.server'
import { badRequest, notFound } from '../../lib/errors'
import { isRecordId } from '../../lib/ids'
import { countOwnedForSystem, createOwnedBatch, findOwnedForSystem, ownerOf } from '../own-records.server'
import { mediaFileUrl } from './media-library.server'

const recipientIds = z.union([z.array(z.string().max(254)).max(10_000), z.string().max(200_000)]).optional()

/** Doc 2 §3 "Distribute payload". */
export const distributeSchema = z.object({
  media_id: z.string({ error: 'is required' }).min(1, 'is required'),
  recipient_type: z.enum(RECIPIENT_TYPES, { error: `must be one of ${RECIPIENT_TYPES.join(', ')}` }),
  recipient_ids: recipientIds,
  title: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long'),
  message: z.string().trim().max(2000, 'is too long').optional().nullable(),
  scheduled_for: z.union([z.iso.datetime({ offset: true, local: true }), z.literal(''), z.null()]).optional(),
})
export type DistributeInput = z.infer<typeof distributeSchema>

type Recipients = { type: 'all_users' } | { type: 'tier_specific'; tiers: Tier[] } | { type: 'individual'; emails: string[] }

function recipientWhere(recipients: Recipients): Where {
  if (recipients.type === 'tier_specific') return { tier: { in: recipients.tiers } }
  if (recipients.type === 'individual') return { email: { in: recipients.emails } }
  return {}
}

/** Checks the recipients; unknown e-mails and tier names are reported, never dropped. */
async function resolveRecipients(payload: Payload, brand: string, input: DistributeInput): Promise<{ recipients: Recipients; stored: string[]; count: number }> {
  const raw = input.recipient_ids
  const list = Array.isArray(raw) ? raw : parseEmailList(raw ?? '')
  if (input.recipient_type === 'all_users') {
    const count = (await payload.count({ collection: 'customers', overrideAccess: true })).totalDocs
    return { recipients: { type: 'all_users' }, stored: [], count }
  }
  if (input.recipient_type === 'tier_specific') {
    const names = [...new Set(list.map((n) => n.trim()).filter(Boolean))]
    if (names.length === 0) throw badRequest('Choose at least one tier')
    const { codes, unknown } = tierCodesFromNames(names, brand)
    if (unknown.length) throw badRequest(`Unknown tier: ${unknown.join(', ')}`)
    const recipients: Recipients = { type: 'tier_specific', tiers: codes }
    const count = (await payload.count({ collection: 'customers', overrideAccess: true, where: recipientWhere(recipients) })).totalDocs
    return { recipients, stored: names, count }
  }
  const emails = parseEmailList(list.join(','))
  if (emails.length === 0) throw badRequest('Enter at least one e-mail address')
  const invalid = emails.filter((e) => !z.email().safeParse(e).success)
  if (invalid.length) throw badRequest(`Not a valid e-mail address: ${invalid.join(', ')}`)
  const found = new Set<string>()
  for (let i = 0; i < emails.length; i += DISTRIBUTION_BATCH_SIZE) {
    const { docs } = await payload.find({
      collection: 'customers',
      overrideAccess: true,
      where: { email: { in: emails.slice(i, i + DISTRIBUTION_BATCH_SIZE) } },
      select: { email: true },
      depth: 0,
      pagination: false,
    })
    docs.forEach((c) => found.add(c.email.toLowerCase()))
  }
  const unknown = emails.filter((e) => !found.has(e))
  if (unknown.length) throw badRequest(`No customer has the e-mail address: ${unknown.join(', ')}`)
  return { recipients: { type: 'individual', emails }, stored: emails, count: emails.length }
}

function recipientsOf(d: Distribution, brand: string): Recipients {
  if (d.recipient_type === 'tier_specific') return { type: 'tier_specific', tiers: tierCodesFromNames(d.recipient_ids ?? [], brand).codes }
  if (d.recipient_type === 'individual') return { type: 'individual', emails: d.recipient_ids ?? [] }
  return { type: 'all_users' }
}

export interface DistributeResult {
  recipient_count: number
  distribution_id: string
  scheduled: boolean
}

/**
 * POST /api/admin/media/distribute. A send in the future, or to more than
 * {@link DISTRIBUTION_INLINE_LIMIT} customers, goes on the jobs queue (it
 * survives a restart and never holds a request open); a smaller send now is
 * written before answering.
 */
export async function distributeMedia(payload: Payload, brand: string, staff: User, input: DistributeInput, now = new Date()): Promise<DistributeResult> {
  if (!isRecordId(input.media_id)) throw notFound('Media not found')
  const media = await payload.findByID({ collection: 'media', id: input.media_id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!media) throw notFound('Media not found')
  const scheduledFor = input.scheduled_for ? new Date(input.scheduled_for) : null
  if (scheduledFor && Number.isNaN(scheduledFor.getTime())) throw badRequest('scheduled_for: must be a date and time')
  const later = scheduledFor !== null && scheduledFor.getTime() > now.getTime()

  const { stored, count } = await resolveRecipients(payload, brand, input)
  if (count === 0) throw badRequest('No customers match these recipients')
  const distribution = await payload.create({
    collection: 'distributions',
    overrideAccess: true,
    depth: 0,
    data: {
      title: input.title,
      media: media.id,
      media_title: media.title,
      media_type: media.file_type,
      recipient_type: input.recipient_type,
      recipient_ids: stored,
      message: input.message ?? '',
      recipient_count: count,
      scheduled_for: scheduledFor?.toISOString() ?? null,
      created_by: staff.id,
    },
  })

  if (!later && count <= DISTRIBUTION_INLINE_LIMIT) {
    const sent = await sendDistribution(payload, brand, distribution.id)
    return { recipient_count: sent, distribution_id: distribution.id, scheduled: false }
  }
  await payload.jobs.queue({
    task: SEND_DISTRIBUTION_TASK,
    queue: DISTRIBUTION_QUEUE,
    input: { distributionId: distribution.id },
    waitUntil: later ? scheduledFor! : undefined,
  })
  // In the process that runs jobs, a large send starts now rather than at the next cron tick.
  if (!later && env().JOBS_AUTORUN) {
    void payload.jobs.run({ queue: DISTRIBUTION_QUEUE }).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Distribution job failed' }))
  }
  return { recipient_count: count, distribution_id: distribution.id, scheduled: later }
}

/**
 * Writes one personal-content notification per recipient, a batch at a time
 * (each batch one transaction), then stamps `sent_at`. Safe to run again
 * after an interruption: customers who already have this distribution's
 * notification are skipped. Returns how many customers have it.
 */
export async function sendDistribution(payload: Payload, brand: string, distributionId: string): Promise<number> {
  const distribution = await payload.findByID({ collection: 'distributions', id: distributionId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!distribution) return 0
  if (distribution.sent_at) return distribution.recipient_count
  const mediaId = typeof distribution.media === 'object' ? distribution.media.id : distribution.media
  const media = (await payload.findByID({ collection: 'media', id: mediaId, depth: 0, overrideAccess: true, disableErrors: true })) as Media | null
  if (!media) return 0
  const base = recipientWhere(recipientsOf(distribution, brand))
  const mediaUrl = mediaFileUrl(media)
  let lastId: string | null = null
  let total = 0
  for (;;) {
    const where: Where = lastId ? { and: [base, { id: { greater_than: lastId } }] } : base
    const { docs } = await payload.find({ collection: 'customers', overrideAccess: true, where, sort: 'id', limit: DISTRIBUTION_BATCH_SIZE, depth: 0, select: { email: true }, pagination: false })
    if (docs.length === 0) break
    const ids = docs.map((c) => String(c.id))
    lastId = ids[ids.length - 1]!
    const already = await findOwnedForSystem(payload, 'notifications', { distribution: { equals: distribution.id }, customer: { in: ids } }, 'all')
    const have = new Set(already.map((n) => ownerOf(n)))
    // One short transaction per batch: other requests wait at most one batch for the database.
    await createOwnedBatch(
      payload,
      'notifications',
      ids
        .filter((customer) => !have.has(customer))
        .map((customer) => ({
          owner: customer,
          data: {
            title: distribution.title,
            message: distribution.message ?? '',
            media_type: media.file_type,
            media_url: mediaUrl,
            media: media.id,
            distribution: distribution.id,
            read: false,
          },
        })),
    )
    total += ids.length
    // Let other requests run between batches.
    await new Promise((resolve) => setImmediate(resolve))
  }
  await payload.update({ collection: 'distributions', id: distribution.id, overrideAccess: true, depth: 0, data: { sent_at: new Date().toISOString(), recipient_count: total } })
  return total
}

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
