import { createHash } from 'node:crypto'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { inject } from 'vitest'

import { staffRequest, staffToken } from './api'

/** One outbox entry as a super admin reads it through Payload's REST API (/cms-api/outbox). */
export interface OutboxEntry {
  id: string
  status: 'sent' | 'not_sent' | 'failed'
  kind: string
  to: string
  from: string
  subject: string
  text: string
  html?: string | null
  ref?: string | null
  error?: string | null
  createdAt: string
}

/** The outbox entries addressed to `to`, newest first, as the super admin sees them in /admin. */
export async function outboxFor(to: string, options: { baseUrl?: string; kind?: string } = {}): Promise<OutboxEntry[]> {
  const token = await staffToken(options.baseUrl)
  const where = new URLSearchParams({ 'where[to][equals]': to.toLowerCase(), sort: '-createdAt', limit: '50', depth: '0' })
  if (options.kind) where.set('where[kind][equals]', options.kind)
  const res = await staffRequest<{ docs: OutboxEntry[] }>(`/outbox?${where}`, { token, baseUrl: options.baseUrl })
  if (res.status !== 200) throw new Error(`outbox read failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.docs
}

/** Waits for the outbox to hold `count` entries for `to` (the reset e-mail is written just after the answer). */
export async function waitForOutbox(to: string, count = 1, options: { baseUrl?: string; kind?: string; timeoutMs?: number } = {}): Promise<OutboxEntry[]> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000)
  for (;;) {
    const entries = await outboxFor(to, options)
    if (entries.length >= count) return entries
    if (Date.now() > deadline) throw new Error(`expected ${count} outbox entries for ${to}, found ${entries.length}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The reset token of a message's `/reset-password?token=…` link. */
export function resetTokenIn(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text)
  if (!match) throw new Error(`no reset link in: ${text}`)
  return decodeURIComponent(match[1])
}

/** The test's own connection to the server's database file: it waits for the server's write lock as the server's connections do (decision 0035). */
async function databaseFile(dataDir: string): Promise<Client> {
  const client = createClient({ url: `file:${path.join(dataDir, 'liberate.db')}` })
  await client.execute('PRAGMA busy_timeout = 5000')
  return client
}

/** Moves a reset link's expiry, as stored (only the clock can do that otherwise). */
export async function setResetLinkExpiry(token: string, expiresAt: string, dataDir = inject('dataDir')): Promise<void> {
  const client = await databaseFile(dataDir)
  try {
    const digest = createHash('sha256').update(token).digest('hex')
    const result = await client.execute({ sql: 'UPDATE password_resets SET expires_at = ? WHERE token_hash = ?', args: [expiresAt, digest] })
    if (result.rowsAffected !== 1) throw new Error('no such reset link')
  } finally {
    client.close()
  }
}

/** Makes an account look like one made through Google sign-in (a random password she never saw). */
export async function markWithoutOwnPassword(customerId: string, dataDir = inject('dataDir')): Promise<void> {
  const client = await databaseFile(dataDir)
  try {
    await client.execute({ sql: 'UPDATE customers SET password_set = 0 WHERE id = ?', args: [customerId] })
  } finally {
    client.close()
  }
}

/** A column of one customer row, as stored. */
export async function customerColumn(customerId: string, column: string, dataDir = inject('dataDir')): Promise<unknown> {
  const client = await databaseFile(dataDir)
  try {
    const result = await client.execute({ sql: `SELECT "${column}" AS value FROM customers WHERE id = ?`, args: [customerId] })
    return result.rows[0]?.value
  } finally {
    client.close()
  }
}
