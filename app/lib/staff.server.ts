import type { AppLoadContext } from '@remix-run/node'

import type { User } from '../../cms/payload-types'
import { forbidden } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The staff member making this request, if any: Payload's own JWT, sent as
 * `Authorization: JWT <token>` or as the admin's `payload-token` cookie.
 * Customers are never staff, whatever they send.
 */
export async function getStaffUser(request: Request, context: AppLoadContext): Promise<User | null> {
  const authorization = request.headers.get('Authorization')
  const viaHeader = authorization?.startsWith('JWT ') ?? false
  const viaCookie = !viaHeader && /(?:^|;\s*)payload-token=/.test(request.headers.get('Cookie') ?? '')
  if (!viaHeader && !viaCookie) return null

  const headers = new Headers()
  if (viaHeader) headers.set('Authorization', authorization!)
  else headers.set('Cookie', request.headers.get('Cookie')!)
  const { user } = await context.payload.auth({ headers }).catch(() => ({ user: null }))
  if (!user || user.collection !== 'users') return null

  // A cookie travels with cross-site requests; a state change must come from this site.
  if (viaCookie && !SAFE_METHODS.has(request.method.toUpperCase())) {
    const site = request.headers.get('Sec-Fetch-Site')
    const origin = request.headers.get('Origin')
    if (site && site !== 'same-origin' && site !== 'none') throw forbidden('Cross-site request refused')
    if (origin && new URL(origin).host !== new URL(request.url).host) throw forbidden('Cross-site request refused')
  }
  return user as User
}
