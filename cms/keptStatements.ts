import { Buffer } from 'node:buffer'

import { LibsqlError, type InArgs, type InStatement, type InValue, type ResultSet, type Row } from '@libsql/client'
import { expandConfig } from '@libsql/core/config'
import { ResultSetImpl } from '@libsql/core/util'
import Database from 'libsql'

/**
 * A SQLite connection that keeps its prepared statements (issue 53, decision
 * 0037). @libsql/client 0.14 prepares every statement again on every call
 * (lib-esm/sqlite3.js `executeStmt`: `db.prepare(sql)`, then `raw()` and
 * `columns()` twice), which under load was a fifth of the server's time:
 * `prepare` alone 11 %, `columns` 5 %. Drizzle's and Payload's SQL repeats
 * (the same text with new arguments), so a statement kept by its text is
 * prepared once. Everything else is the client's own behaviour, answer for
 * answer (`tests/unit/kept-statements.test.ts` holds the two side by side):
 * arguments converted the same way, rows with the same named and numbered
 * values, integers as numbers, errors as `LibsqlError` with SQLite's code.
 *
 * The statements kept are bounded (the least recently used goes first:
 * Payload's document-lock queries carry a random alias and never repeat),
 * a statement that failed is dropped, and a change of schema drops them all.
 * Synchronous like the driver: a statement runs to its end before anything
 * else runs on the connection, so a kept statement is never in use twice.
 */

const DEFAULT_KEPT = 256
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i

interface Prepared {
  statement: Database.Statement
  /** Names and declared types of the result's columns, and how a row is built; null for a statement that returns no rows. */
  columns: { names: string[]; types: string[]; row: (raw: unknown[]) => Row } | null
}

/** The file path a `file:` DATABASE_URL names, as @libsql/client reads it. */
export function sqlitePathOf(url: string): string {
  const config = expandConfig({ url }, true)
  if (config.scheme !== 'file') throw new Error(`Not a SQLite file URL: ${config.scheme}:`)
  return config.path
}

export class KeptStatementConnection {
  private readonly db: Database.Database
  private readonly kept = new Map<string, Prepared>()

  constructor(
    path: string,
    private readonly most = DEFAULT_KEPT,
  ) {
    this.db = new Database(path)
  }

  /** How many statements are kept now. */
  get size(): number {
    return this.kept.size
  }

  async execute(stmtOrSql: InStatement, args?: InArgs): Promise<ResultSet> {
    const sql = typeof stmtOrSql === 'string' ? stmtOrSql : stmtOrSql.sql
    const given = typeof stmtOrSql === 'string' ? (args ?? []) : (stmtOrSql.args ?? [])
    const values = Array.isArray(given)
      ? given.map(valueToSql)
      : Object.fromEntries(Object.entries(given).map(([name, value]) => [/^[@$:]/.test(name) ? name.slice(1) : name, valueToSql(value)]))
    let prepared: Prepared | undefined
    try {
      prepared = this.prepared(sql)
      const { statement, columns } = prepared
      if (columns) {
        const rows = (statement.all(values) as unknown[][]).map(columns.row)
        return new ResultSetImpl(columns.names, columns.types, rows, 0, undefined)
      }
      const info = statement.run(values)
      return new ResultSetImpl([], [], [], info.changes, BigInt(info.lastInsertRowid))
    } catch (error) {
      // A statement that failed (SQLITE_BUSY above all) is not used again: the next call prepares a fresh one.
      if (prepared) this.kept.delete(sql)
      throw mapSqliteError(error)
    } finally {
      if (SCHEMA_CHANGE.test(sql)) this.kept.clear()
    }
  }

  async executeMultiple(sql: string): Promise<void> {
    try {
      this.db.exec(sql)
    } catch (error) {
      throw mapSqliteError(error)
    } finally {
      this.kept.clear()
    }
  }

  close(): void {
    this.kept.clear()
    this.db.close()
  }

  private prepared(sql: string): Prepared {
    const found = this.kept.get(sql)
    if (found) {
      // Most recently used last: the first in the map is the one to let go.
      this.kept.delete(sql)
      this.kept.set(sql, found)
      return found
    }
    const statement = this.db.prepare(sql)
    statement.safeIntegers(true)
    let columns: Prepared['columns'] = null
    try {
      statement.raw(true)
      const described = statement.columns() as { name: string; type: string | null }[]
      const names = described.map((c) => c.name)
      columns = { names, types: described.map((c) => c.type ?? ''), row: rowMaker(names) }
    } catch {
      // raw() throws for a statement that returns no rows.
    }
    const prepared = { statement, columns }
    if (this.most > 0) {
      this.kept.set(sql, prepared)
      if (this.kept.size > this.most) this.kept.delete(this.kept.keys().next().value as string)
    }
    return prepared
  }
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER)
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)
const MIN_INTEGER = -9223372036854775808n
const MAX_INTEGER = 9223372036854775807n

/** As @libsql/client's `valueToSql` with its default integer mode ("number"). */
function valueToSql(value: InValue | undefined): unknown {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')
    return value
  }
  if (typeof value === 'bigint') {
    if (value < MIN_INTEGER || value > MAX_INTEGER) {
      throw new RangeError('bigint is too large to be represented as a 64-bit integer and passed as argument')
    }
    return value
  }
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof ArrayBuffer) return Buffer.from(value)
  if (value instanceof Date) return value.valueOf()
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database')
  return value
}

/** As @libsql/client's `valueFromSql` with integers as numbers. */
function valueFromSql(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (value < MIN_SAFE || value > MAX_SAFE) throw new RangeError('Received integer which cannot be safely represented as a JavaScript number')
    return Number(value)
  }
  if (value instanceof Buffer) return value.buffer
  return value
}

/**
 * How a statement's rows are built. What a caller sees is @libsql/client's
 * row (below): its length and numbered values, not enumerable, and each
 * column's value under its name. Defining each of those on each row made
 * rows a large part of a read's cost (a fifth of /progress's 12 weeks of
 * ratings), so where every column's name is its own and an ordinary one, the
 * numbered values and the length are read through one prototype per
 * statement and only the names are set on the row. (A numbered value reads
 * its column's named one, so a caller that changes a row's named value sees
 * the change under its number too; the driver's own row would keep the old
 * one. Nothing here writes to a row it read.)
 */
function rowMaker(names: string[]): (raw: unknown[]) => Row {
  const ordinary = names.every((name) => name !== '__proto__' && name !== 'length' && !/^(0|[1-9]\d*)$/.test(name))
  if (!ordinary || new Set(names).size !== names.length) return (raw) => rowFromSql(raw, names)
  const shape = Object.create(Object.prototype, {
    length: { value: names.length },
    ...Object.fromEntries(
      names.map((name, i) => [
        i,
        {
          get(this: Record<string, unknown>) {
            return this[name]
          },
        },
      ]),
    ),
  })
  return (raw) => {
    const row = Object.create(shape) as Record<string, unknown>
    for (let i = 0; i < names.length; ++i) row[names[i]] = valueFromSql(raw[i])
    return row as unknown as Row
  }
}

/** A row as @libsql/client builds it: numbered values (not enumerable), then each column's name, the first of a name winning. */
function rowFromSql(raw: unknown[], names: string[]): Row {
  const row = {}
  Object.defineProperty(row, 'length', { value: raw.length })
  for (let i = 0; i < raw.length; ++i) {
    const value = valueFromSql(raw[i])
    Object.defineProperty(row, i, { value })
    const name = names[i]
    if (!Object.hasOwn(row, name)) Object.defineProperty(row, name, { value, enumerable: true, configurable: true, writable: true })
  }
  return row as Row
}

function mapSqliteError(error: unknown): unknown {
  if (error instanceof Database.SqliteError) {
    const { code, rawCode } = error as unknown as { code: string; rawCode?: number }
    return new LibsqlError(error.message, code, rawCode, error)
  }
  return error
}
