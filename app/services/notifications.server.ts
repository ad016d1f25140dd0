import type { Payload } from 'payload'

import type { Notification } from '../../cms/payload-types'
import { notFound } from '../lib/errors'
import { isRecordId } from '../lib/ids'

/** The spec's Notification (doc 1 §3). */
export interface PublicNotification {
  id: string
  title: string
  message: string
  media_type: Notification['media_type']
  media_url: string | null
  read: boolean
  created_at: string
}

function toPublic(n: Notification): PublicNotification {
  return {
    id: n.id,
    title: n.title,
    message: n.message ?? '',
    media_type: n.media_type ?? null,
    media_url: n.media_url ?? null,
    read: Boolean(n.read),
    created_at: n.createdAt,
  }
}

export async function listNotifications(payload: Payload, customerId: string) {
  const [{ docs }, unread] = await Promise.all([
    payload.find({
      collection: 'notifications',
      overrideAccess: true,
      where: { customer: { equals: customerId } },
      sort: '-createdAt',
      limit: 100,
      depth: 0,
    }),
    countUnread(payload, customerId),
  ])
  return { notifications: docs.map(toPublic), unread_count: unread }
}

export async function countUnread(payload: Payload, customerId: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'notifications',
    overrideAccess: true,
    where: { customer: { equals: customerId }, read: { equals: false } },
  })
  return totalDocs
}

/** Marks one of the customer's own notifications read; anyone else's is 404. */
export async function markNotificationRead(payload: Payload, customerId: string, id: string) {
  if (!isRecordId(id)) throw notFound('Notification not found')
  const { docs } = await payload.find({
    collection: 'notifications',
    overrideAccess: true,
    where: { id: { equals: id }, customer: { equals: customerId } },
    limit: 1,
    depth: 0,
  })
  const own = docs[0]
  if (!own) throw notFound('Notification not found')
  if (own.read) return toPublic(own)
  const updated = await payload.update({
    collection: 'notifications',
    id: own.id,
    overrideAccess: true,
    data: { read: true, read_at: new Date().toISOString() },
  })
  return toPublic(updated)
}
