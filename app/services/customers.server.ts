import type { Payload } from 'payload'

import type { Customer } from '../../types/payload-types'
import { hashToken } from '../lib/crypto.server'
import type { Transaction } from '../lib/transaction.server'

/**
 * Customer accounts, found by what sign-in, Stripe and staff hold: an
 * e-mail, a Google id, a subscription id. The account itself is the identity
 * the own-records accessor scopes everything else to.
 */
export async function findCustomerBy(
  payload: Payload,
  field: 'email' | 'google_id' | 'subscription_id',
  value: string,
  req?: Transaction,
): Promise<Customer | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    overrideAccess: true,
    req,
    where: { [field]: { equals: field === 'email' ? value.trim().toLowerCase() : value } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

export function findCustomerByEmail(payload: Payload, email: string, req?: Transaction): Promise<Customer | null> {
  return findCustomerBy(payload, 'email', email, req)
}

/** One account as held, every field but the password's hash and salt (her export), or null. */
export async function readCustomer(payload: Payload, id: string): Promise<Customer | null> {
  return payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0, joins: false, disableErrors: true })
}

/** Only `fields` of one account (a flag, not the whole record), or null when there is none. */
export async function findCustomerFields<K extends keyof Customer & string>(
  payload: Payload,
  id: string,
  fields: readonly K[],
  req?: Transaction,
): Promise<Pick<Customer, 'id' | K> | null> {
  const select = Object.fromEntries(fields.map((field) => [field, true as const]))
  const customer = await payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0, select, disableErrors: true, req })
  return (customer as Pick<Customer, 'id' | K> | null) ?? null
}

/** Only `fields` of several accounts (a batch of reminders), those that still exist. */
export async function findCustomersFields<K extends keyof Customer & string>(payload: Payload, ids: readonly string[], fields: readonly K[]): Promise<Pick<Customer, 'id' | K>[]> {
  if (ids.length === 0) return []
  const select = Object.fromEntries(fields.map((field) => [field, true as const]))
  const { docs } = await payload.find({ collection: 'customers', overrideAccess: true, where: { id: { in: [...ids] } }, select, depth: 0, limit: ids.length, pagination: false })
  return docs as Pick<Customer, 'id' | K>[]
}

/** Changes a customer's own account (tier, subscription, links). */
export function updateCustomer(payload: Payload, id: string, data: Partial<Omit<Customer, 'id'>>, req?: Transaction): Promise<Customer> {
  return payload.update({ collection: 'customers', id, overrideAccess: true, depth: 0, data, req })
}

/**
 * Sets a few plain fields of her account through the database adapter, in
 * the caller's transaction: one UPDATE of those columns, where `updateCustomer`
 * reads her whole record, checks document locks and writes every column back.
 * For fields no hook or rule of the customers collection keeps (her check-in
 * figures and activity time).
 */
export async function setCustomerFields(payload: Payload, id: string, data: Partial<Omit<Customer, 'id'>>, req?: Transaction): Promise<void> {
  await payload.db.updateOne({ collection: 'customers', id, data, returning: false, ...(req ? { req } : {}) })
}

/**
 * A short digest of the account's current password salt, or 'none' without an
 * account: it changes whenever a new password is set, so a sign-in lock keyed
 * on it ends with a password reset (`signInLockKey`). The salt never leaves here.
 */
export async function passwordStampFor(payload: Payload, email: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'customers',
    overrideAccess: true,
    showHiddenFields: true,
    where: { email: { equals: email.trim().toLowerCase() } },
    select: { salt: true },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const salt = (docs[0] as { salt?: string | null } | undefined)?.salt
  return salt ? hashToken(`password-stamp:${salt}`).slice(0, 16) : 'none'
}
