import type { Payload } from 'payload'

import type { Notification } from '../../types/payload-types'
import { countOwn, findOwn, getOwnOr404, updateOwn } from './own-records.server'

/** The spec's Notification (doc 1 §3). */
function toPublic(n: Notification) {
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

export type PublicNotification = ReturnType<typeof toPublic>

export async function listNotifications(payload: Payload, customerId: string) {
  const [docs, unread] = await Promise.all([
    findOwn(payload, customerId, 'notifications', { sort: '-createdAt', limit: 100 }),
    countUnread(payload, customerId),
  ])
  return { notifications: docs.map(toPublic), unread_count: unread }
}

export function countUnread(payload: Payload, customerId: string): Promise<number> {
  return countOwn(payload, customerId, 'notifications', { read: { equals: false } })
}

/** Marks one of the customer's own notifications read; anyone else's is 404. */
export async function markNotificationRead(payload: Payload, customerId: string, id: string) {
  const own = await getOwnOr404(payload, customerId, 'notifications', id, 'Notification not found')
  if (own.read) return toPublic(own)
  return toPublic(await updateOwn(payload, customerId, 'notifications', own.id, { read: true, viewed_at: new Date().toISOString() }))
}
