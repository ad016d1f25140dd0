import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client, type InStatement, type ResultSet } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { KeptStatementConnection, sqlitePathOf } from '../../cms/keptStatements'

/**
 * The kept-statement connection (issue 53) answers as @libsql/client does,
 * statement for statement, on the same file: the same rows (named and
 * numbered values), columns, counts and errors. And it keeps what it
 * prepared, within its bound, and forgets it when it must.
 */
let dir: string
let client: Client
let kept: KeptStatementConnection

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kept-statements-'))
  const url = `file:${path.join(dir, 'test.db')}`
  client = createClient({ url })
  kept = new KeptStatementConnection(sqlitePathOf(url), 8)
  await client.execute('CREATE TABLE people (id INTEGER PRIMARY KEY, email TEXT UNIQUE, age INTEGER, score REAL, photo BLOB, joined TEXT)')
})

afterAll(() => {
  client?.close()
  kept?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** What a caller can see of an answer: every numbered and named value of each row. */
function seen(result: ResultSet) {
  return {
    columns: result.columns,
    columnTypes: result.columnTypes,
    rowsAffected: result.rowsAffected,
    lastInsertRowid: result.lastInsertRowid,
    rows: result.rows.map((row) => ({
      length: row.length,
      numbered: Array.from({ length: row.length }, (_, i) => row[i]),
      named: { ...row },
      keys: Object.keys(row),
      // As drizzle reads a row (its values in order) and as a row is written out.
      sliced: Array.prototype.slice.call(row),
      json: JSON.stringify(row),
    })),
  }
}

async function both(stmt: InStatement) {
  const a = await client.execute(stmt)
  const b = await kept.execute(stmt)
  return [seen(a), seen(b)] as const
}

async function errorOf(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    const e = error as { name: string; code?: string; message: string }
    return { name: e.name, code: e.code, message: e.message }
  }
  return null
}

describe('a connection that keeps its statements', () => {
  it('writes and reads as the client does: counts, last row id, typed values, blobs, booleans and dates as arguments', async () => {
    const photo = new Uint8Array([1, 2, 3]).buffer
    const insert = 'INSERT INTO people (email, age, score, photo, joined) VALUES (?, ?, ?, ?, ?)'
    const a = seen(await kept.execute({ sql: insert, args: ['a@x', 40, 1.5, photo, new Date(0)] }))
    const b = seen(await client.execute({ sql: insert, args: ['b@x', true, 2, null, '2026-11-28'] }))
    expect(a.rowsAffected).toBe(1)
    expect(b.rowsAffected).toBe(1)
    expect(a.lastInsertRowid).toBe(1n)
    expect(b.lastInsertRowid).toBe(2n)
    const [fromClient, fromKept] = await both('SELECT id, email, age, score, photo, joined FROM people ORDER BY id')
    expect(fromKept).toEqual(fromClient)
    expect(fromKept.rows[1].named).toMatchObject({ email: 'b@x', age: 1, score: 2, photo: null })
  })

  it('takes named arguments with any of SQLite prefixes, as the client does', async () => {
    const sql = 'SELECT email FROM people WHERE email = :email'
    const forms: Record<string, string>[] = [{ email: 'a@x' }, { ':email': 'a@x' }, { $email: 'a@x' }, { '@email': 'a@x' }]
    for (const args of forms) {
      const [fromClient, fromKept] = await both({ sql, args })
      expect(fromKept).toEqual(fromClient)
      expect(fromKept.rows).toHaveLength(1)
    }
  })

  it('names a repeated column once, the first winning, and numbers every value', async () => {
    const [fromClient, fromKept] = await both("SELECT 1 AS x, 2 AS x, 'three' AS y")
    expect(fromKept).toEqual(fromClient)
    expect(fromKept.rows[0]).toMatchObject({ numbered: [1, 2, 'three'], named: { x: 1, y: 'three' } })
  })

  it('fails as the client fails: SQLite code on a LibsqlError, range and type errors on bad arguments', async () => {
    const duplicate = { sql: 'INSERT INTO people (email) VALUES (?)', args: ['a@x'] }
    expect(await errorOf(() => kept.execute(duplicate))).toEqual(await errorOf(() => client.execute(duplicate)))
    expect(await errorOf(() => kept.execute(duplicate))).toMatchObject({ name: 'LibsqlError', code: 'SQLITE_CONSTRAINT_UNIQUE' })
    const bad = [{ sql: 'SELECT ?', args: [Infinity] }, { sql: 'SELECT ?', args: [undefined as never] }, 'SELECT nothing FROM nowhere']
    for (const stmt of bad) expect(await errorOf(() => kept.execute(stmt))).toEqual(await errorOf(() => client.execute(stmt)))
    const huge = 'SELECT 9007199254740993'
    expect(await errorOf(() => kept.execute(huge))).toEqual(await errorOf(() => client.execute(huge)))
  })

  it('prepares a statement once and uses it again with new arguments', async () => {
    const sql = 'SELECT email FROM people WHERE id = ?'
    const before = kept.size
    const first = await kept.execute({ sql, args: [1] })
    const second = await kept.execute({ sql, args: [2] })
    expect(kept.size).toBe(before + 1)
    expect(first.rows[0].email).toBe('a@x')
    expect(second.rows[0].email).toBe('b@x')
  })

  it('keeps at most its bound, letting the least recently used go first', async () => {
    const keep = new KeptStatementConnection(sqlitePathOf(`file:${path.join(dir, 'test.db')}`), 3)
    try {
      await keep.execute('SELECT 1')
      await keep.execute('SELECT 2')
      await keep.execute('SELECT 3')
      await keep.execute('SELECT 1') // used again: now the most recent
      await keep.execute('SELECT 4') // lets SELECT 2 go
      expect(keep.size).toBe(3)
      const kept = (keep as unknown as { kept: Map<string, unknown> }).kept
      expect([...kept.keys()]).toEqual(['SELECT 3', 'SELECT 1', 'SELECT 4'])
    } finally {
      keep.close()
    }
  })

  it('drops a statement that failed, and every statement when the schema changes', async () => {
    const keptMap = (kept as unknown as { kept: Map<string, unknown> }).kept
    const insert = 'INSERT INTO people (email) VALUES (?)'
    await kept.execute({ sql: insert, args: ['c@x'] })
    expect(keptMap.has(insert)).toBe(true)
    await errorOf(() => kept.execute({ sql: insert, args: ['c@x'] }))
    expect(keptMap.has(insert)).toBe(false)
    await kept.execute('SELECT email FROM people')
    expect(kept.size).toBeGreaterThan(0)
    await kept.execute('ALTER TABLE people ADD COLUMN nickname TEXT')
    expect(kept.size).toBe(0)
    // (The client's own connection, which did not make the change, may name the new column "undefined" here: not compared.)
    const after = seen(await kept.execute('SELECT * FROM people ORDER BY id'))
    expect(after.columns).toContain('nickname')
    expect(after.rows[0].keys).toContain('nickname')
  })

  it('runs a transaction with the client’s semantics: what is rolled back is gone', async () => {
    await kept.execute('BEGIN IMMEDIATE')
    await kept.execute({ sql: 'INSERT INTO people (email) VALUES (?)', args: ['rolled@x'] })
    await kept.execute('ROLLBACK')
    const { rows } = await client.execute({ sql: 'SELECT count(*) AS n FROM people WHERE email = ?', args: ['rolled@x'] })
    expect(rows[0].n).toBe(0)
  })
})
