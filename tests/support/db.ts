import path from 'node:path'

import { createClient } from '@libsql/client'
import { inject } from 'vitest'

/**
 * Moves an assessment back in time in the test server's SQLite database.
 * Only the monthly retake rule needs it: no API can, or should, change when
 * an assessment was completed.
 */
export async function backdateAssessment(id: string, completedAt: string, dataDir = inject('dataDir')): Promise<void> {
  const client = createClient({ url: `file:${path.join(dataDir, 'liberate.db')}` })
  try {
    const result = await client.execute({ sql: 'UPDATE assessments SET completed_at = ? WHERE id = ?', args: [completedAt, id] })
    if (result.rowsAffected !== 1) throw new Error(`no assessment ${id} to backdate`)
  } finally {
    client.close()
  }
}

/**
 * Every table of the test server's database with a row holding one of
 * `needles` (an id, an e-mail) anywhere in it, and how many rows: proof that
 * nothing refers to someone any more, table by table.
 */
export async function tablesMentioning(needles: string[], dataDir = inject('dataDir')): Promise<Record<string, number>> {
  const client = createClient({ url: `file:${path.join(dataDir, 'liberate.db')}` })
  try {
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    const found: Record<string, number> = {}
    for (const { name } of tables.rows) {
      const rows = await client.execute(`SELECT * FROM "${String(name)}"`)
      const hits = rows.rows.filter((row) => {
        const text = JSON.stringify(row).toLowerCase()
        return needles.some((needle) => text.includes(needle.toLowerCase()))
      }).length
      if (hits > 0) found[String(name)] = hits
    }
    return found
  } finally {
    client.close()
  }
}

/** How many rows of `table` hold `value` in `column` (a table the scan above cannot tell apart, such as payments). */
export async function countRows(table: string, column: string, value: string, dataDir = inject('dataDir')): Promise<number> {
  const client = createClient({ url: `file:${path.join(dataDir, 'liberate.db')}` })
  try {
    const result = await client.execute({ sql: `SELECT COUNT(*) AS n FROM "${table}" WHERE "${column}" = ?`, args: [value] })
    return Number(result.rows[0]?.n ?? 0)
  } finally {
    client.close()
  }
}
