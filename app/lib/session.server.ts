import { redirect } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import type { Payload } from 'payload'

import type { Customer } from '../../types/payload-types'
import { SESSION_MAX_AGE_SECONDS } from '../domain/constants'
import { COOKIES } from '../domain/privacy/cookies'
import { hashToken, isExpired, issueStoredToken, storedTokenWhere } from './crypto.server'
import { unauthorized } from './errors'
import { assertSameOrigin } from './http.server'
import { noteActor } from './request-context.server'
import type { Transaction } from './transaction.server'
import { shared } from './process-state.server'

/**
 * Customer sessions: an opaque random token, stored hashed in `sessions`.
 * The API takes it as `Authorization: Bearer <token>`; the pages keep the same
 * token in an httpOnly, SameSite=Lax cookie so page scripts never see it.
 */
export const SESSION_COOKIE = COOKIES.session.name

/**
 * The cookie holds the raw token (URL-safe base64), the same string the API
 * takes as a bearer token, so both paths resolve sessions one way.
 */
function serializeSessionCookie(appUrl: string, token: string, maxAge: number): string {
  const secure = appUrl.startsWith('https://') ? '; Secure' : ''
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}

/** The session token a request's Cookie header carries, or null. */
export function readSessionCookie(header: string | null): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === SESSION_COOKIE) {
      const value = rest.join('=')
      return /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null
    }
  }
  return null
}

/** A new session for the customer; inside the caller's transaction when `req` carries one. */
export function createSession(payload: Payload, customerId: string, req?: Transaction): Promise<string> {
  return issueStoredToken(payload, 'sessions', customerId, SESSION_MAX_AGE_SECONDS, req)
}

export async function revokeSession(payload: Payload, token: string): Promise<void> {
  await payload.delete({
    collection: 'sessions',
    overrideAccess: true,
    where: storedTokenWhere('sessions', token),
  })
}

/**
 * Signs her out everywhere: every session of hers is deleted, except `keep`
 * (the one she is using, after a password change) when given. Returns how
 * many went.
 */
export async function revokeAllSessions(payload: Payload, customerId: string, keep?: string, req?: Transaction): Promise<number> {
  const own = { customer: { equals: customerId } }
  const { docs } = await payload.delete({
    collection: 'sessions',
    overrideAccess: true,
    req,
    where: keep ? { and: [own, { token_hash: { not_equals: hashToken(keep) } }] } : own,
  })
  return docs.length
}

/** Her sessions as her export shows them: when each began and ends, never the token's digest. */
export async function listSessionsOf(payload: Payload, customerId: string): Promise<{ started_at: string; expires_at: string }[]> {
  const { docs } = await payload.find({
    collection: 'sessions',
    overrideAccess: true,
    where: { customer: { equals: customerId } },
    select: { createdAt: true, expires_at: true },
    sort: 'createdAt',
    depth: 0,
    limit: MAX_SESSIONS_LISTED,
    pagination: false,
  })
  return docs.map((session) => ({ started_at: session.createdAt, expires_at: session.expires_at }))
}

const MAX_SESSIONS_LISTED = 1000

export async function commitSessionCookie(context: AppLoadContext, token: string): Promise<string> {
  return serializeSessionCookie(context.env.APP_URL, token, SESSION_MAX_AGE_SECONDS)
}

export async function clearSessionCookie(context: AppLoadContext): Promise<string> {
  return serializeSessionCookie(context.env.APP_URL, '', 0)
}

interface TokenSource {
  token: string
  via: 'bearer' | 'cookie'
}

function readToken(request: Request): TokenSource | null {
  const header = request.headers.get('Authorization')
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim()
    return token ? { token, via: 'bearer' } : null
  }
  const fromCookie = readSessionCookie(request.headers.get('Cookie'))
  return fromCookie ? { token: fromCookie, via: 'cookie' } : null
}

/**
 * Two small indexed reads at depth 0: the session (only its customer and
 * expiry) and the customer's own fields, without the joins no page needs per
 * request (payments are read where they are shown).
 */
async function customerForToken(payload: Payload, token: string): Promise<{ customer: Customer; signedInAt: string } | null> {
  const { docs } = await payload.find({
    collection: 'sessions',
    overrideAccess: true,
    where: storedTokenWhere('sessions', token),
    select: { customer: true, expires_at: true, createdAt: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const session = docs[0]
  if (!session) return null
  if (isExpired(session)) {
    await payload.delete({ collection: 'sessions', id: session.id, overrideAccess: true })
    return null
  }
  const customerId = typeof session.customer === 'object' ? session.customer.id : session.customer
  const customer = await payload.findByID({
    collection: 'customers',
    id: customerId,
    overrideAccess: true,
    depth: 0,
    joins: false,
    select: SESSION_CUSTOMER_SELECT,
    disableErrors: true,
  })
  return customer ? { customer: customer as Customer, signedInAt: session.createdAt } : null
}

/**
 * What pages and routes read of the signed-in customer: her account, billing
 * and kept check-in figures. Not her credentials (hash, salt, lockout) nor the
 * payments join; reading only these is several times cheaper per request.
 */
const SESSION_CUSTOMER_SELECT = {
  name: true,
  email: true,
  picture: true,
  tier: true,
  profile_completed: true,
  password_set: true,
  last_activity_at: true,
  first_assessment_at: true,
  google_id: true,
  subscription_provider: true,
  subscription_id: true,
  subscription_status: true,
  stripe_customer_id: true,
  data_sharing_withdrawn_at: true,
  ai_processing_declined_at: true,
  support_region: true,
  checkin_count: true,
  checkin_run_length: true,
  checkin_run_latest: true,
  checkins_version: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Partial<Record<keyof Customer, true>>

export interface CurrentCustomer {
  customer: Customer
  token: string
  /** When the session in use began (her sign-in). */
  signedInAt: string
}

/**
 * The session is looked up once per request: the layout's loader and the
 * screen's loader share the lookup through the load context, which
 * server/index.ts creates for each request. Only reads (GET/HEAD) share it; an
 * action always looks the session up afresh.
 */
const lookups = shared('session:lookups', () => new WeakMap<AppLoadContext, { token: string; current: Promise<CurrentCustomer | null> }>())

export async function getCurrentCustomer(request: Request, context: AppLoadContext): Promise<CurrentCustomer | null> {
  const source = readToken(request)
  if (!source) return null
  const shareable = request.method === 'GET' || request.method === 'HEAD'
  const cached = shareable ? lookups.get(context) : undefined
  if (cached && cached.token === source.token) return cached.current
  const current = lookUp(request, context, source)
  if (shareable) lookups.set(context, { token: source.token, current })
  return current
}

async function lookUp(request: Request, context: AppLoadContext, source: TokenSource): Promise<CurrentCustomer | null> {
  const found = await customerForToken(context.payload, source.token)
  if (!found) return null
  if (source.via === 'cookie') assertSameOrigin(request)
  noteActor({ customerId: found.customer.id })
  return { customer: found.customer, token: source.token, signedInAt: found.signedInAt }
}

/** For /api routes: the signed-in customer, or a 401 `{detail}`. */
export async function requireApiCustomer(request: Request, context: AppLoadContext): Promise<CurrentCustomer> {
  const current = await getCurrentCustomer(request, context)
  if (!current) throw unauthorized('Not authenticated')
  return current
}

/** For customer pages: the signed-in customer, or a redirect to the landing page. */
export async function requireCustomer(request: Request, context: AppLoadContext): Promise<CurrentCustomer> {
  const current = await getCurrentCustomer(request, context)
  if (!current) {
    throw redirect('/', { headers: { 'Set-Cookie': await clearSessionCookie(context) } })
  }
  return current
}
