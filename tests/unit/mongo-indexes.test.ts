import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The production database's indexes, checked without a MongoDB server: the
 * MongoDB adapter builds every collection's mongoose model from the Payload
 * config (`disableDBConnect: true`: nothing connects), and each constraint
 * the code relies on must be among the models' indexes, which
 * `ensureIndexes: true` creates at start. A new collection adds its rows to
 * RELIED_ON; every unique field and declared compound index of the config is
 * checked as well, so none is left to SQLite alone.
 */
type Keys = Record<string, 1 | -1>
type ModelIndex = [Keys, { unique?: boolean; [key: string]: unknown }]

/** The indexes the code relies on, by collection: the fields in order, and whether unique. */
const RELIED_ON: { collection: string; fields: string[]; unique: boolean; why: string }[] = [
  { collection: 'checkins', fields: ['customer', 'date'], unique: true, why: 'one check-in per customer and date' },
  { collection: 'wearable-data', fields: ['customer', 'data_type', 'night', 'source'], unique: true, why: 'one sleep record per night from each source (her own entry and each import)' },
  { collection: 'library-ratings', fields: ['item', 'customer'], unique: true, why: 'one rating per item and customer' },
  { collection: 'meal-plan-recipes', fields: ['meal_plan', 'day', 'meal_type'], unique: true, why: 'one recipe per plan, day and meal' },
  { collection: 'customers', fields: ['email'], unique: true, why: "a customer's e-mail" },
  { collection: 'users', fields: ['email'], unique: true, why: "a staff member's e-mail" },
  { collection: 'sessions', fields: ['token_hash'], unique: true, why: 'a session by its token digest' },
  { collection: 'sessions', fields: ['expires_at'], unique: false, why: 'housekeeping of expired sessions' },
  { collection: 'auth-codes', fields: ['code_hash'], unique: true, why: 'a sign-in code by its digest' },
  { collection: 'auth-codes', fields: ['expires_at'], unique: false, why: 'housekeeping of expired codes' },
  { collection: 'payments', fields: ['reference'], unique: true, why: 'a payment by its reference' },
  { collection: 'checkout-sessions', fields: ['session_id'], unique: true, why: 'a checkout by its session' },
  { collection: 'budgets', fields: ['customer'], unique: true, why: 'one budget per customer' },
  { collection: 'meal-plans', fields: ['generation_lock'], unique: true, why: 'one plan generating per customer' },
  { collection: 'food-logs', fields: ['customer', 'eaten_at'], unique: false, why: 'her food logs by time' },
  { collection: 'rate-limits', fields: ['key'], unique: true, why: 'one counter per rule and key (shared limits)' },
  { collection: 'rate-limits', fields: ['reset_at'], unique: false, why: 'housekeeping of ended windows' },
  { collection: 'job-claims', fields: ['key'], unique: true, why: 'scheduled work done once across processes' },
  { collection: 'job-claims', fields: ['claimed_at'], unique: false, why: 'housekeeping of old claims' },
  { collection: 'leases', fields: ['key'], unique: true, why: 'one holder of a lease at a time across processes (decision 0029)' },
  { collection: 'leases', fields: ['expires_at'], unique: false, why: 'taking over and purging expired leases' },
  { collection: 'payload-jobs', fields: ['completedAt'], unique: false, why: 'housekeeping of finished jobs' },
]

let payload: Payload

beforeAll(async () => {
  process.env.DATABASE_URL = 'mongodb://127.0.0.1:9/liberate_index_check'
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'liberate-mongo-indexes-'))
  process.env.PAYLOAD_SECRET = 'mongo-index-check-only'
  // Nothing of onInit's database work (seeding) runs without a connection.
  process.env.PAYLOAD_MIGRATING = 'true'
  process.env.DISABLE_LOGGING = 'true'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  payload = await getPayload({ config, cron: false, disableDBConnect: true })
}, 120_000)

afterAll(() => {
  delete process.env.DATABASE_URL
  delete process.env.PAYLOAD_MIGRATING
})

function modelIndexes(slug: string): ModelIndex[] {
  const db = payload.db as unknown as { collections: Record<string, { schema: { indexes: () => ModelIndex[] } }> }
  const model = db.collections[slug]
  if (!model) throw new Error(`no MongoDB model for ${slug}`)
  return model.schema.indexes()
}

/** Whether the model has an index on exactly these fields in this order (relationship ids are the field itself). */
function findIndex(slug: string, fields: string[]): ModelIndex | undefined {
  return modelIndexes(slug).find(([keys]) => {
    const names = Object.keys(keys)
    return names.length === fields.length && names.every((name, i) => name === fields[i])
  })
}

describe('MongoDB indexes', () => {
  it('the adapter is MongoDB, with ensureIndexes on', () => {
    expect(payload.db.name).toBe('mongoose')
    expect((payload.db as unknown as { ensureIndexes: boolean }).ensureIndexes).toBe(true)
  })

  it.each(RELIED_ON)('$collection ($fields): $why', ({ collection, fields, unique }) => {
    const index = findIndex(collection, fields)
    expect(index, `${collection} has no index on (${fields.join(', ')})`).toBeDefined()
    expect(Boolean(index![1].unique), `${collection} (${fields.join(', ')}) unique`).toBe(unique)
  })

  it('every unique field and declared index of the config has its MongoDB index', () => {
    const missing: string[] = []
    for (const collection of payload.config.collections) {
      for (const declared of collection.indexes ?? []) {
        const index = findIndex(collection.slug, declared.fields)
        if (!index || Boolean(index[1].unique) !== Boolean(declared.unique)) missing.push(`${collection.slug} (${declared.fields.join(', ')})${declared.unique ? ' unique' : ''}`)
      }
      for (const field of collection.flattenedFields) {
        if (!('unique' in field) || !field.unique) continue
        const index = findIndex(collection.slug, [field.name])
        if (!index?.[1].unique) missing.push(`${collection.slug}.${field.name} unique`)
      }
    }
    expect(missing).toEqual([])
  })
})
