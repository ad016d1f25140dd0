import type { Payload } from 'payload'

import type { Customer } from '../../types/payload-types'
import { toPublicUser, type PublicUser } from '../domain/user'
import type { SupportRegion } from '../domain/wellbeing/support-contacts'
import { countUnread } from './notifications.server'

export interface AppShellData {
  user: PublicUser
  unreadCount: number
  /** Where she has said she is (null until she chooses): the offline page's numbers. */
  supportRegion: SupportRegion | null
}

/**
 * What the signed-in frame shows around any screen: the customer and the
 * Content badge's unread count. The badge is a nicety: a failure to count
 * shows no badge rather than an error.
 */
export async function appShellData(payload: Payload, customer: Customer, brand: string): Promise<AppShellData> {
  const unreadCount = await countUnread(payload, customer.id).catch(() => 0)
  return { user: toPublicUser(customer, brand), unreadCount, supportRegion: (customer.support_region as SupportRegion | null | undefined) ?? null }
}
