import { randomBytes } from 'node:crypto'
import path from 'node:path'

/**
 * Where a test server keeps its data. Without `TEST_DATABASE_URL`: a SQLite
 * file in the server's temporary data folder. With `TEST_DATABASE_URL` set to
 * a MongoDB URL (the release check, `docker compose --profile release-check
 * run --rm api-tests`): a database of its own on that server, named after the
 * URL's with a random suffix, dropped when the server stops.
 *
 * The helpers that look at stored data from outside (tests/support/db.ts,
 * payload.ts) read it through `rawDatabase`, the same way for both.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined
export const isMongoRun = !!TEST_DATABASE_URL && /^mongodb(\+srv)?:\/\//.test(TEST_DATABASE_URL)

/** The DATABASE_URL of a new test server whose data folder is `dataDir`. */
export function databaseUrlFor(dataDir: string): string {
  if (!isMongoRun) return `file:${path.join(dataDir, 'liberate.db')}`
  const url = new URL(TEST_DATABASE_URL!)
  const base = url.pathname.replace(/^\//, '') || 'liberate_test'
  url.pathname = `/${base}_${randomBytes(4).toString('hex')}`
  return url.toString()
}

export interface RawDatabase {
  /** Every table (collection) name, Payload's own included. */
  tables(): Promise<string[]>
  /** Every row (document) of a table, as plain JSON-able objects. */
  rows(table: string, columns?: 'id' | '*'): Promise<Record<string, unknown>[]>
  /** Sets `column` of the row with `id`; answers how many rows changed. */
  set(table: string, id: string | null, column: string, value: string | number): Promise<number>
  /** Renames a table (a database fault from outside, for the error tests). */
  rename(from: string, to: string): Promise<void>
  drop(): Promise<void>
  close(): Promise<void>
}

/** SQLite tables are the slugs in snake case; MongoDB collections are the slugs. */
const collectionOf = (table: string) => table.replace(/_/g, '-')

export async function rawDatabase(databaseUrl: string): Promise<RawDatabase> {
  if (/^mongodb(\+srv)?:\/\//.test(databaseUrl)) {
    const { MongoClient, ObjectId } = await import('mongodb')
    const client = await new MongoClient(databaseUrl).connect()
    const db = client.db()
    const byId = (id: string) => (ObjectId.isValid(id) ? { _id: new ObjectId(id) } : { _id: id as never })
    return {
      tables: async () => (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort(),
      rows: async (table, columns = '*') =>
        (await db.collection(collectionOf(table)).find({}, columns === 'id' ? { projection: { _id: 1 } } : {}).toArray()).map((doc) => JSON.parse(JSON.stringify(doc))),
      set: async (table, id, column, value) => {
        const field = column.replace(/_at$/, '_at') === 'created_at' ? 'createdAt' : column
        const stored = /_at$|At$/.test(field) ? new Date(value) : value
        const result = await db.collection(collectionOf(table)).updateMany(id ? byId(id) : {}, { $set: { [field]: stored } })
        return result.modifiedCount
      },
      rename: async (from, to) => {
        await db.collection(collectionOf(from)).rename(collectionOf(to))
      },
      drop: async () => {
        await db.dropDatabase()
      },
      close: () => client.close(),
    }
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: databaseUrl })
  // The test's writes meet the running server's: wait for its write lock as the server's own connections do (decision 0035).
  await client.execute('PRAGMA busy_timeout = 5000')
  return {
    tables: async () =>
      (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")).rows.map((row) => String(row.name)),
    rows: async (table, columns = '*') => (await client.execute(`SELECT ${columns === 'id' ? 'id' : '*'} FROM "${table}"`)).rows.map((row) => ({ ...row })),
    set: async (table, id, column, value) =>
      (await client.execute({ sql: `UPDATE "${table}" SET "${column}" = ?${id ? ' WHERE id = ?' : ''}`, args: id ? [value, id] : [value] })).rowsAffected,
    rename: async (from, to) => {
      await client.execute(`ALTER TABLE "${from}" RENAME TO "${to}"`)
    },
    drop: async () => {},
    close: async () => client.close(),
  }
}
