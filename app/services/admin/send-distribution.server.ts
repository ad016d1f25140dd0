import type { Payload, Where } from 'payload'

import type { Distribution, Media } from '../../../types/payload-types'
import { DISTRIBUTION_BATCH_SIZE, tierCodesFromNames } from '../../domain/admin/distributions'
import type { Tier } from '../../domain/entitlements'
import { env } from '../../lib/env.server'
import { workQueue } from '../work/work-queue.server'
import { createOwnedBatch, findOwnedForSystem, ownerOf } from '../own-records.server'
import { mediaFileUrl } from './media-library.server'

export type Recipients = { type: 'all_users' } | { type: 'tier_specific'; tiers: Tier[] } | { type: 'individual'; emails: string[] }

export function recipientWhere(recipients: Recipients): Where {
  if (recipients.type === 'tier_specific') return { tier: { in: recipients.tiers } }
  if (recipients.type === 'individual') return { email: { in: recipients.emails } }
  return {}
}

function recipientsOf(d: Distribution, brand: string): Recipients {
  if (d.recipient_type === 'tier_specific') return { type: 'tier_specific', tiers: tierCodesFromNames(d.recipient_ids ?? [], brand).codes }
  if (d.recipient_type === 'individual') return { type: 'individual', emails: d.recipient_ids ?? [] }
  return { type: 'all_users' }
}

/**
 * Writes one personal-content notification per recipient, a batch at a time
 * (each batch one transaction), then stamps `sent_at` and queues the e-mails
 * that tell the recipients (services/mail/send-content-notices.server.ts). Safe to run again
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
  // Delivered: each recipient gets an e-mail saying something new is waiting (unless she turned those off).
  await workQueue().contentNotices(payload, env(), distribution.id)
  return total
}
