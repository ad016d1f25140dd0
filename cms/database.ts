import type { Migration, Payload } from 'payload'

import { isMongo } from '../app/lib/env.server'
import { migrations } from './migrations'
import { seedFirstStaff } from './seed'

/**
 * Runs at every start, before the server answers: applies the committed
 * migrations (SQL adapters; MongoDB builds its indexes itself), then seeds the
 * first staff account. A fresh clone with an empty database just works.
 */
export async function prepareDatabase(payload: Payload): Promise<void> {
  if (!isMongo(process.env.DATABASE_URL) && process.env.PAYLOAD_MIGRATING !== 'true') {
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  }
  await seedFirstStaff(payload)
}
