import { createHmac } from 'node:crypto'

import { readSessionCookie } from './session.server'

/**
 * Whose pages the service worker may keep (docs/features/phone-app.md). Every
 * page and page-data answer names the session it was made for: a keyed hash
 * of the session cookie (never the token itself), or `none` signed out. When
 * the name changes (sign-out, another sign-in) the worker drops every page
 * it kept before storing the new one, so no cache holds one person's pages
 * for another.
 */
export const OFFLINE_OWNER_HEADER = 'X-Offline-Owner'

export function offlineOwner(request: Request, secret: string): string {
  const token = readSessionCookie(request.headers.get('Cookie'))
  if (!token) return 'none'
  return createHmac('sha256', secret).update(`offline-owner:${token}`).digest('base64url').slice(0, 22)
}
