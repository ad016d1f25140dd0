import type { Migration, Payload } from 'payload'

import { isMongo } from '../app/lib/env.server'
import { migrations } from './migrations'
import { seedStarterLibrary } from './collections/LibraryItems/starter'
import { updateStarterLibrary } from './collections/LibraryItems/starter/update'
import { seedFirstStaff } from './seed'
import { seedCourses } from './collections/Courses/seed'

/**
 * Runs at every start, before the server answers: applies the committed
 * migrations (SQL adapters; MongoDB builds its indexes itself), then seeds the
 * first staff account and, once, the starter content library; a database
 * seeded with an older starter library gets the current one where editors
 * have not changed it (decision 0018). A fresh clone with an empty database
 * just works.
 */
export async function prepareDatabase(payload: Payload): Promise<void> {
  // `npm run migrate:create` loads the config against a scratch database: no schema, nothing to seed.
  if (process.env.PAYLOAD_MIGRATING === 'true') return
  if (!isMongo(process.env.DATABASE_URL)) {
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  }
  await seedFirstStaff(payload)
  await seedStarterLibrary(payload)
  await updateStarterLibrary(payload)
  await seedCourses(payload)
}
