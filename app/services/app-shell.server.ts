import type { Payload } from 'payload'

import type { Customer } from '../../types/payload-types'
import { toPublicUser, type PublicUser } from '../domain/user'
import { countUnread } from './notifications.server'

export interface AppShellData {
  user: PublicUser
  unreadCount: number
}

/**
 * What the signed-in frame shows around any screen: the customer and the
 * Content badge's unread count. The badge is a nicety: a failure to count
 * shows no badge rather than an error.
 */
export async function appShellData(payload: Payload, customer: Customer, brand: string): Promise<AppShellData> {
  const unreadCount = await countUnread(payload, customer.id).catch(() => 0)
  return { user: toPublicUser(customer, brand), unreadCount }
}
