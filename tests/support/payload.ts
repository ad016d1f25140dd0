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
const BUSY_TABLE = /^(payload_jobs|payload-jobs|meal_plans|meal-plans)/

/**
 * The scheduler's own work, whatever anyone asks: the jobs Payload queues on
 * a schedule (reminders, housekeeping; `meta.scheduled`), their log lines and
 * its bookkeeping table are left out.
 */
const SCHEDULER_TABLE = /^(payload_jobs_stats|payload-jobs-stats)$/
function isScheduled(row: Record<string, unknown>): boolean {
  const meta = typeof row.meta === 'string' ? safeJson(row.meta) : row.meta
  return !!meta && typeof meta === 'object' && (meta as { scheduled?: unknown }).scheduled === true
}
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * A fingerprint of every table of the test server's database, to prove a run
 * of requests wrote nothing; read beside the running server (SQLite's WAL
 * mode allows it; MongoDB with TEST_DATABASE_URL). Busy tables count by
 * their rows' ids only: no row may appear or disappear. The scheduler's own
 * work is left out.
 */
export async function databaseFingerprint(): Promise<Record<string, string>> {
  const { rawDatabase } = await import('./test-database')
  const db = await rawDatabase(inject('databaseUrl'))
  try {
    const fingerprint: Record<string, string> = {}
    const tables = (await db.tables()).filter((name) => !SCHEDULER_TABLE.test(name))
    const jobs = tables.find((name) => /^payload[_-]jobs$/.test(name))
    const scheduled = new Set(jobs ? (await db.rows(jobs, '*')).filter(isScheduled).map((row) => String(row.id)) : [])
    for (const name of tables) {
      const rows = (await db.rows(name, '*')).filter((row) => !scheduled.has(String(row.id)) && !scheduled.has(String(row._parent_id)))
      const lines = rows.map((row) => JSON.stringify(BUSY_TABLE.test(name) ? row.id : row)).sort()
      fingerprint[name] = createHash('sha256').update(lines.join('\n')).digest('hex')
    }
    return fingerprint
  } finally {
    await db.close()
  }
}
