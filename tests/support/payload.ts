import { createHash, createHmac } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { inject } from 'vitest'

/**
 * What a test needs to look at Payload from outside: the collections its
 * config declares, its JWTs, and the test server's database as stored.
 */

/** Every collection slug of the Payload config, Payload's internal ones included. */
export async function configCollectionSlugs(): Promise<string[]> {
  // Loading the config reads settings; keep it away from the developer's data folder.
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'liberate-config-'))
  process.env.PAYLOAD_SECRET ??= 'config-inspection-only'
  const { default: config } = await import('../../cms/payload.config')
  return (await config).collections.map((collection) => collection.slug)
}

/** The key Payload signs its JWTs with, derived from the test server's secret as Payload does. */
function signingKey(): string {
  const secret = readFileSync(path.join(inject('dataDir'), '.payload-secret'), 'utf8').trim()
  return createHash('sha256').update(secret).digest('hex').slice(0, 32)
}

export function decodeJwt(token: string): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const [header, claims] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')))
  return { header, claims }
}

/** A JWT signed exactly as Payload signs one (HS256 over the same header and claims). */
export function signJwt(header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const body = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
  return `${body}.${createHmac('sha256', signingKey()).update(body).digest('base64url')}`
}

/** Tables background work (the job queue, recipe generation) may still update during a test. */
const BUSY_TABLE = /^(payload_jobs|meal_plans)/

/** The scheduler's own work, a job every minute whatever anyone asks (the check for due reminders), is left out. */
const SCHEDULED: Record<string, string> = {
  payload_jobs: " WHERE queue IS NOT 'reminders'",
  payload_jobs_log: " WHERE task_slug IS NOT 'sendCheckinReminders'",
}

/**
 * A fingerprint of every table of the test server's SQLite database, to prove
 * a run of requests wrote nothing. Read with the driver Payload's SQLite
 * adapter uses, beside the running server (WAL mode allows it). Busy tables
 * count by their rows' ids only: no row may appear or disappear.
 */
export async function databaseFingerprint(): Promise<Record<string, string>> {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${path.join(inject('dataDir'), 'liberate.db')}` })
  try {
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    const fingerprint: Record<string, string> = {}
    for (const { name } of tables.rows) {
      const columns = BUSY_TABLE.test(String(name)) ? 'id' : '*'
      const rows = await client.execute(`SELECT ${columns} FROM "${String(name)}"${SCHEDULED[String(name)] ?? ''}`)
      const lines = rows.rows.map((row) => JSON.stringify(row)).sort()
      fingerprint[String(name)] = createHash('sha256').update(lines.join('\n')).digest('hex')
    }
    return fingerprint
  } finally {
    client.close()
  }
}
