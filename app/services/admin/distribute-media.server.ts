import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '../../../types/payload-types'
import { DISTRIBUTION_BATCH_SIZE, DISTRIBUTION_INLINE_LIMIT, parseEmailList, RECIPIENT_TYPES, tierCodesFromNames } from '../../domain/admin/distributions'
import { env } from '../../lib/env.server'
import { badRequest, notFound } from '../../lib/errors'
import { isRecordId } from '../../lib/ids'
import { workQueue } from '../work/work-queue.server'
import { recipientWhere, sendDistribution, type Recipients } from './send-distribution.server'

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
  // In the process that runs jobs, a large send due now starts at once rather than at the next cron tick.
  await workQueue().distribution(payload, env(), distribution.id, later ? scheduledFor! : undefined)
  return { recipient_count: count, distribution_id: distribution.id, scheduled: later }
}
