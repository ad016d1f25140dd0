import type { FieldAccess } from 'payload'

import { canOpenLibraryItem, type Tier } from '../../app/domain/entitlements'
import { requestUser } from './requestUser'

/**
 * A library item's content (body, video or audio, document): staff always; a
 * customer only when her tier unlocks the item's tier. The tier lock is
 * enforced here, below every route: a locked item's content is removed
 * before any code sees it.
 */
export const entitledToItemContent: FieldAccess = ({ req, doc }) => {
  const user = requestUser(req)
  if (user?.collection === 'users') return true
  if (user?.collection !== 'customers' || !user.tier) return false
  const itemTier = (doc as { tier?: Tier } | undefined)?.tier
  return !!itemTier && canOpenLibraryItem(user.tier, itemTier)
}
