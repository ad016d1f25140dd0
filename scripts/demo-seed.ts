/**
 * `npm run demo`'s generator: fills the demo database (DATABASE_URL, a file
 * named demo.db) with the demo data set through the app's own services, and
 * reports how long it took. Run by scripts/demo.ts; refuses any other database.
 */
import { getPayload } from 'payload'

import config from '../cms/payload.config'
import { env, sqliteUrl } from '../app/lib/env.server'
import { seedDemo } from '../app/services/demo/seed-demo.server'

const settings = env()
const payload = await getPayload({ config, cron: false })
try {
  // DEMO_CROWD (tests only): fewer further customers than the demo's 200.
  const crowd = process.env.DEMO_CROWD ? Number(process.env.DEMO_CROWD) : undefined
  const report = await seedDemo(payload, settings, { databaseUrl: sqliteUrl(settings), crowd, log: (line) => console.log(`  ${line}`) })
  const counts = Object.entries(report.counts)
    .map(([k, v]) => `${v} ${k.replace('_', ' ')}`)
    .join(', ')
  console.log(`Demo data generated in ${(report.ms / 1000).toFixed(1)} s: ${counts}.`)
  console.log(`  (${Object.entries(report.timings).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join('; ')})`)
  process.exit(0)
} catch (error) {
  console.error(`Demo data could not be generated: ${(error as Error).message}`)
  process.exit(1)
}
