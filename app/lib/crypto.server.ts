import { createHash, randomBytes } from 'node:crypto'

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
const TOKEN_STORES = { sessions: 'token_hash', 'auth-codes': 'code_hash' } as const
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
