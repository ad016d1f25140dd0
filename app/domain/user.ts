import { UNREAD_BADGE_CAP } from './constants'
import { tierName, type Tier } from './entitlements'

/** The stored customer, as the Local API returns it. */
export interface CustomerDoc {
  id: string
  name: string
  email: string
  picture?: string | null
  tier: Tier
  profile_completed?: boolean | null
  createdAt: string
}

/** The spec's User (doc 1 §3), as every API answer and page shows it. */
export interface PublicUser {
  id: string
  name: string
  email: string
  picture: string | null
  tier: string
  profile_completed: boolean
  created_at: string
}

export function toPublicUser(customer: CustomerDoc, brand: string): PublicUser {
  return {
    id: String(customer.id),
    name: customer.name,
    email: customer.email,
    picture: customer.picture ?? null,
    tier: tierName(customer.tier, brand),
    profile_completed: Boolean(customer.profile_completed),
    created_at: customer.createdAt,
  }
}

/** Avatar fallback: the first letter of the name, or 'U' (doc 1 §2). */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0)
  return first ? first.toUpperCase() : 'U'
}

/** Unread badge text, capped at '9+' (doc 1 §2). */
export function unreadBadge(count: number, cap = UNREAD_BADGE_CAP): string | null {
  if (count <= 0) return null
  return count > cap ? `${cap}+` : String(count)
}
