import type { PayloadRequest } from 'payload'

import type { Tier } from '../../app/domain/entitlements'

/** Who is making a Payload request: a staff member (`users`) or a customer (`customers`), or nobody. */
export interface RequestUser {
  id?: string
  collection?: string
  role?: string
  tier?: Tier
}

export function requestUser(req: PayloadRequest): RequestUser | null {
  return (req.user as RequestUser | null) ?? null
}
