import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * Payload itself, in the test's process, on a fresh SQLite file with the
 * committed migrations applied: for services tested below the HTTP layer
 * (housekeeping with an injected clock, the database-backed limits).
 */
export async function localPayload(): Promise<{ payload: Payload; dataDir: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liberate-local-'))
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = 'local-payload-test-secret'
  process.env.DISABLE_LOGGING ??= 'true'
  delete process.env.DATABASE_URL
  delete process.env.ADMIN_EMAIL
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  const payload = await getPayload({ config, cron: false })
  return {
    payload,
    dataDir,
    close: async () => {
      await payload.destroy().catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
