import { inject } from 'vitest'

import { rawDatabase } from './test-database'

/**
 * Looks at the test server's stored data from outside, on SQLite or MongoDB
 * alike (tests/support/test-database.ts).
 */

/**
 * Moves an assessment back in time in the test server's database.
 * Only the monthly retake rule needs it: no API can, or should, change when
 * an assessment was completed.
 */
export async function backdateAssessment(id: string, completedAt: string, databaseUrl = inject('databaseUrl')): Promise<void> {
  const db = await rawDatabase(databaseUrl)
  try {
    if ((await db.set('assessments', id, 'completed_at', completedAt)) !== 1) throw new Error(`no assessment ${id} to backdate`)
  } finally {
    await db.close()
  }
}

/**
 * Every table of the test server's database with a row holding one of
 * `needles` (an id, an e-mail) anywhere in it, and how many rows: proof that
 * nothing refers to someone any more, table by table.
 */
export async function tablesMentioning(needles: string[], databaseUrl = inject('databaseUrl')): Promise<Record<string, number>> {
  const db = await rawDatabase(databaseUrl)
  try {
    const found: Record<string, number> = {}
    for (const name of await db.tables()) {
      const hits = (await db.rows(name)).filter((row) => {
        const text = JSON.stringify(row).toLowerCase()
        return needles.some((needle) => text.includes(needle.toLowerCase()))
      }).length
      if (hits > 0) found[name] = hits
    }
    return found
  } finally {
    await db.close()
  }
}

/** How many rows of `table` hold `value` in `column` (a table the scan above cannot tell apart, such as payments). */
export async function countRows(table: string, column: string, value: string, databaseUrl = inject('databaseUrl')): Promise<number> {
  const db = await rawDatabase(databaseUrl)
  try {
    return (await db.rows(table)).filter((row) => String(row[column]) === value).length
  } finally {
    await db.close()
  }
}

/** The check-in figures kept on a customer's record (decision 0009), as stored. */
export async function storedFigures(
  customerId: string,
  databaseUrl = inject('databaseUrl'),
): Promise<{ checkin_count: unknown; checkin_run_length: unknown; checkin_run_latest: unknown; checkins_version: unknown }> {
  const db = await rawDatabase(databaseUrl)
  try {
    const row = (await db.rows('customers')).find((r) => r.id === customerId || r._id === customerId)
    if (!row) throw new Error(`no customer ${customerId}`)
    const { checkin_count, checkin_run_length, checkin_run_latest, checkins_version } = row
    return { checkin_count, checkin_run_length, checkin_run_latest, checkins_version }
  } finally {
    await db.close()
  }
}

/** Changes one kept check-in figure behind the server's back: how a test makes them disagree with her check-ins. */
export async function setStoredFigure(customerId: string, column: 'checkin_run_length' | 'checkin_count', value: number, databaseUrl = inject('databaseUrl')): Promise<void> {
  const db = await rawDatabase(databaseUrl)
  try {
    if ((await db.set('customers', customerId, column, value)) !== 1) throw new Error(`no customer ${customerId}`)
  } finally {
    await db.close()
  }
}
