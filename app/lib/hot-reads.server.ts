import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { shared } from './process-state.server'

/**
 * The few reads every signed-in request makes (issue 53): her session by its
 * token's digest, her own record, her newest check-ins; and the one read that
 * weighed most on /progress (issue 51): the ratings of her check-ins over 12
 * weeks, some 85 rows that Payload walked field by field. Through Payload's
 * Local API each costs 0.4–0.65 ms (the SQL built and prepared again, the read
 * hooks run) where the statement itself takes tens of microseconds. These
 * collections have no read hooks and no access rules that apply to the app
 * (it reads with `overrideAccess`), so here each read is built once per
 * database adapter and kept: a prepared drizzle query on SQLite, a lean
 * projected `findOne`/`find` on MongoDB's own models. Payload stays the way
 * for everything else, every write included.
 *
 * Only `app/lib/session.server.ts` and the accessor for her own records
 * (`app/services/own-records.server.ts`) call these: her check-ins are still
 * read only through the accessor, scoped to her id.
 */

/** A session as the hot path needs it, with the version of her record it belongs to. */
export interface SessionRow {
  customerId: string
  expiresAt: string
  createdAt: string
  /** Changes with every write of her record through Payload (its `updatedAt`) and every check-in write (`checkins_version`). */
  customerVersion: string
}

type Row = Record<string, unknown>

export interface HotReads {
  /** The session with this token digest joined to her record's version; null when either is gone. */
  session(tokenHash: string): Promise<SessionRow | null>
  /** Her record's `fields` (and id) at depth 0, as Payload's `findByID` with a `select` answers; null when gone. */
  customer(id: string, fields: readonly string[]): Promise<Row | null>
  /** Her newest check-ins, newest day first, every column a check-in has (depth 0). */
  newestCheckins(customerId: string, limit: number): Promise<Row[]>
  /** The day and four ratings of her check-ins from `first` to `last` inclusive, newest day first. */
  ratingsBetween(customerId: string, first: string, last: string): Promise<Row[]>
}

/** What a chart of her check-ins reads of each. */
export const RATING_COLUMNS = ['date', 'energy_level', 'sleep_quality', 'stress_level', 'mood'] as const

/** The kept reads of this Payload's database adapter, built at first use. */
export function hotReads(payload: Payload): HotReads {
  const built = shared('hot-reads:by-adapter', () => new WeakMap<object, HotReads>())
  let reads = built.get(payload.db)
  if (!reads) {
    reads = payload.db.name === 'mongoose' ? mongoReads(payload) : sqliteReads(payload)
    built.set(payload.db, reads)
  }
  return reads
}

const version = (updatedAt: unknown, checkinsVersion: unknown) => `${iso(updatedAt)}|${checkinsVersion ?? ''}`

function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value ?? '')
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the adapters' own drizzle tables and mongoose models are typed loosely by Payload */

function sqliteReads(payload: Payload): HotReads {
  const db = payload.db as any
  const { sessions, customers, checkins } = db.tables as Record<string, any>
  const drizzle = db.drizzle as any

  const session = drizzle
    .select({
      customerId: sessions.customer,
      expiresAt: sessions.expires_at,
      createdAt: sessions.createdAt,
      updatedAt: customers.updatedAt,
      checkinsVersion: customers.checkins_version,
    })
    .from(sessions)
    .innerJoin(customers, sql`${customers.id} = ${sessions.customer}`)
    .where(sql`${sessions.token_hash} = ${sql.placeholder('hash')}`)
    .limit(1)
    .prepare()

  // One statement per field list (a few lists in the whole app: the session's).
  const byFields = new Map<string, any>()
  const customerQuery = (fields: readonly string[]) => {
    const key = fields.join(',')
    let query = byFields.get(key)
    if (!query) {
      const columns = Object.fromEntries(['id', ...fields].map((field) => [field, customers[field]]))
      if (Object.values(columns).some((column) => !column)) throw new Error(`customers has no column for one of: ${key}`)
      query = drizzle
        .select(columns)
        .from(customers)
        .where(sql`${customers.id} = ${sql.placeholder('id')}`)
        .limit(1)
        .prepare()
      byFields.set(key, query)
    }
    return query
  }

  const checkinColumns = Object.fromEntries(
    Object.entries(checkins as Record<string, unknown>).filter(
      ([, column]) => column && typeof column === 'object' && 'columnType' in column,
    ),
  )
  const newest = drizzle
    .select(checkinColumns)
    .from(checkins)
    .where(sql`${checkins.customer} = ${sql.placeholder('customer')}`)
    .orderBy(sql`${checkins.date} desc`)
    .limit(sql.placeholder('limit'))
    .prepare()

  const between = drizzle
    .select(Object.fromEntries(RATING_COLUMNS.map((field) => [field, checkins[field]])))
    .from(checkins)
    .where(
      sql`${checkins.customer} = ${sql.placeholder('customer')} and ${checkins.date} >= ${sql.placeholder('first')} and ${checkins.date} <= ${sql.placeholder('last')}`,
    )
    .orderBy(sql`${checkins.date} desc`)
    .prepare()

  return {
    async session(hash) {
      const row = (await session.get({ hash })) as Row | undefined
      if (!row) return null
      return {
        customerId: String(row.customerId),
        expiresAt: String(row.expiresAt),
        createdAt: String(row.createdAt),
        customerVersion: version(row.updatedAt, row.checkinsVersion),
      }
    },
    async customer(id, fields) {
      return ((await customerQuery(fields).get({ id })) as Row | undefined) ?? null
    },
    async newestCheckins(customerId, limit) {
      return (await newest.all({ customer: customerId, limit })) as Row[]
    },
    async ratingsBetween(customerId, first, last) {
      // The driver's rows as they come (in RATING_COLUMNS' order), named here:
      // drizzle's own mapping checks every column of every row again.
      const rows = (await between.values({ customer: customerId, first, last })) as unknown[][]
      return rows.map((row) => ({
        date: String(row[0]),
        energy_level: Number(row[1]),
        sleep_quality: Number(row[2]),
        stress_level: Number(row[3]),
        mood: Number(row[4]),
      }))
    },
  }
}

function mongoReads(payload: Payload): HotReads {
  const models = (payload.db as any).collections as Record<string, any>
  const checkinFields = (payload.collections.checkins.config.flattenedFields as { name: string }[]).map((field) => field.name)

  /** A lean MongoDB document as Payload's depth-0 answer holds it: `id` for `_id`, ids and dates as strings. */
  const plain = (doc: Row): Row => {
    const out: Row = {}
    for (const [key, value] of Object.entries(doc)) {
      if (key === '_id') out.id = String(value)
      else if (key === '__v') continue
      else if (value instanceof Date) out[key] = value.toISOString()
      else if (value && typeof value === 'object' && (value as { _bsontype?: string })._bsontype === 'ObjectId') out[key] = String(value)
      else out[key] = value
    }
    return out
  }

  return {
    async session(hash) {
      const found = await models.sessions.findOne({ token_hash: hash }, { customer: 1, expires_at: 1, createdAt: 1 }).lean()
      if (!found) return null
      const owner = await models.customers.findOne({ _id: found.customer }, { updatedAt: 1, checkins_version: 1 }).lean()
      if (!owner) return null
      return {
        customerId: String(found.customer),
        expiresAt: iso(found.expires_at),
        createdAt: iso(found.createdAt),
        customerVersion: version(owner.updatedAt, owner.checkins_version),
      }
    },
    async customer(id, fields) {
      const found = await models.customers.findOne({ _id: id }, Object.fromEntries(fields.map((field) => [field, 1]))).lean()
      if (!found) return null
      const doc = plain(found)
      for (const field of fields) if (!(field in doc)) doc[field] = null
      return doc
    },
    async newestCheckins(customerId, limit) {
      const found = await models.checkins.find({ customer: customerId }).sort({ date: -1 }).limit(limit).lean()
      return found.map((doc: Row) => {
        const row = plain(doc)
        for (const field of checkinFields) if (!(field in row)) row[field] = null
        return row
      })
    },
    async ratingsBetween(customerId, first, last) {
      const projection = { _id: 0, ...Object.fromEntries(RATING_COLUMNS.map((field) => [field, 1])) }
      const found = await models.checkins.find({ customer: customerId, date: { $gte: first, $lte: last } }, projection).sort({ date: -1 }).lean()
      return found.map((doc: Row) => plain(doc))
    },
  }
}
