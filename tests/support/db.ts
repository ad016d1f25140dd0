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
