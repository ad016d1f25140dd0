import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { Transaction } from './transaction.server'

/** 256-bit random token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as their SHA-256 digest. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Where each kind of customer token is kept, and the field that holds its digest. */
const TOKEN_STORES = { sessions: 'token_hash', 'auth-codes': 'code_hash', 'password-resets': 'token_hash' } as const
type TokenStore = keyof typeof TOKEN_STORES

/**
 * A session token or a sign-in code: handed out once, stored only as its
 * digest with an expiry (decision 0001). Returns the token itself.
 */
export async function issueStoredToken(
  payload: Payload,
  store: TokenStore,
  customerId: string,
  ttlSeconds: number,
  req?: Transaction,
): Promise<string> {
  const token = newToken()
  const record = { customer: customerId, expires_at: new Date(Date.now() + ttlSeconds * 1000).toISOString() }
  if (store === 'sessions') {
    await payload.create({ collection: 'sessions', overrideAccess: true, req, data: { ...record, token_hash: hashToken(token) } })
  } else if (store === 'password-resets') {
    await payload.create({ collection: 'password-resets', overrideAccess: true, req, data: { ...record, token_hash: hashToken(token) } })
  } else {
    await payload.create({ collection: 'auth-codes', overrideAccess: true, req, data: { ...record, code_hash: hashToken(token) } })
  }
  return token
}

/** The where-clause that finds a stored token by the token itself. */
export function storedTokenWhere(store: TokenStore, token: string) {
  return { [TOKEN_STORES[store]]: { equals: hashToken(token) } }
}

export function isExpired(record: { expires_at: string }, now = Date.now()): boolean {
  return new Date(record.expires_at).getTime() <= now
}

/**
 * A signed token for one purpose and one subject (a one-click unsubscribe
 * link): `<subject>.<signature>`, the signature an HMAC-SHA256 of the purpose
 * and subject under a key derived from the app's secret for signed links
 * only. It cannot be turned to another purpose or another person, and needs
 * nothing stored; it stays valid as long as the secret does.
 */
export function signToken(secret: string, purpose: string, subject: string): string {
  return `${Buffer.from(subject).toString('base64url')}.${signature(secret, purpose, subject)}`
}

/** The subject of a token signed for `purpose`, or null for any other token. */
export function verifySignedToken(secret: string, purpose: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const subject = Buffer.from(match[1], 'base64url').toString('utf8')
  const expected = Buffer.from(signature(secret, purpose, subject))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? subject : null
}

function signature(secret: string, purpose: string, subject: string): string {
  const key = createHmac('sha256', secret).update('liberate:signed-links:v1').digest()
  return createHmac('sha256', key).update(`${purpose}\n${subject}`).digest('base64url')
}
