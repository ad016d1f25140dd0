import { redirect } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import type { Payload } from 'payload'

import type { Customer } from '../../types/payload-types'
import { SESSION_MAX_AGE_SECONDS } from '../domain/constants'
import { COOKIES } from '../domain/privacy/cookies'
import { hashToken, isExpired, issueStoredToken, storedTokenWhere } from './crypto.server'
import { hotReads } from './hot-reads.server'
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
  sessionCache.delete(hashToken(token))
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
  forgetCustomer(customerId)
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
 * Her session, cheaply (issue 53, decision 0036). Every request reads the
 * session row by its token's digest, joined to her record's version, through
 * the kept statement of `hot-reads.server.ts`: a session signed out, revoked
 * or expired on any server answers null at once. Her record itself (the
 * second read) is kept here for a few seconds per token digest and used only
 * while the version just read is the one it was read at; any write of her
 * record through Payload (its `updatedAt`) or of her check-ins
 * (`checkins_version`) reads her afresh, on this server or any other.
 */
async function customerForToken(payload: Payload, token: string): Promise<{ customer: Customer; signedInAt: string } | null> {
  const hash = hashToken(token)
  const reads = hotReads(payload)
  const session = await reads.session(hash)
  if (!session) {
    sessionCache.delete(hash)
    return null
  }
  if (isExpired({ expires_at: session.expiresAt })) {
    sessionCache.delete(hash)
    await payload.delete({ collection: 'sessions', where: { token_hash: { equals: hash } }, overrideAccess: true })
    return null
  }
  const now = Date.now()
  const kept = sessionCache.get(hash)
  if (kept && kept.customerId === session.customerId && kept.version === session.customerVersion && now - kept.keptAt < SESSION_CACHE_TTL_MS) {
    return { customer: { ...kept.customer }, signedInAt: session.createdAt }
  }
  const found = await reads.customer(session.customerId, SESSION_CUSTOMER_FIELDS)
  if (!found) {
    sessionCache.delete(hash)
    return null
  }
  const customer = Object.freeze({ ...found, collection: 'customers' }) as unknown as Customer
  keep(hash, { customerId: session.customerId, version: session.customerVersion, keptAt: now, customer })
  return { customer: { ...customer }, signedInAt: session.createdAt }
}

/** How long a kept record may answer for a session, even while its version holds (decision 0036). */
export const SESSION_CACHE_TTL_MS = 10_000
/** At most this many sessions' records are kept (about 1 kB each); the least recently used goes first. */
export const SESSION_CACHE_MAX = 2_000

interface KeptSession {
  customerId: string
  version: string
  keptAt: number
  customer: Readonly<Customer>
}

/** Her record per session token digest; never the token itself. */
const sessionCache = shared('session:kept-customers', () => new Map<string, KeptSession>())

function keep(hash: string, entry: KeptSession): void {
  sessionCache.delete(hash)
  sessionCache.set(hash, entry)
  while (sessionCache.size > SESSION_CACHE_MAX) sessionCache.delete(sessionCache.keys().next().value!)
}

/** Forgets what this process keeps for her sessions (sign-out everywhere, password change or reset, deletion). */
function forgetCustomer(customerId: string): void {
  for (const [hash, entry] of sessionCache) if (entry.customerId === customerId) sessionCache.delete(hash)
}

/** How many sessions this process keeps a record for (the bench and the memory check read it). */
export function keptSessionCount(): number {
  return sessionCache.size
}

/**
 * What pages and routes read of the signed-in customer: her account, billing
 * and kept check-in figures. Not her credentials (hash, salt, lockout) nor the
 * payments join; reading only these is several times cheaper per request.
 */
const SESSION_CUSTOMER_FIELDS = [
  'name',
  'email',
  'picture',
  'tier',
  'profile_completed',
  'password_set',
  'last_activity_at',
  'first_assessment_at',
  'google_id',
  'subscription_provider',
  'subscription_id',
  'subscription_status',
  'stripe_customer_id',
  'data_sharing_withdrawn_at',
  'ai_processing_declined_at',
  'support_region',
  'checkin_count',
  'checkin_run_length',
  'checkin_run_latest',
  'checkins_version',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Customer)[]

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
