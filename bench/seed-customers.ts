/**
 * `node --import tsx bench/seed-customers.ts <dataDir> <count>`: writes
 * `count` customers straight through Payload's database adapter into the
 * SQLite database in `dataDir`, before a benchmark starts its server
 * (registering thousands through the API would spend the run hashing
 * passwords). Names, tiers and activity vary the way a real list does.
 */
import { performance } from 'node:perf_hooks'

const DAY_MS = 24 * 60 * 60 * 1000
const FIRST = ['Sarah', 'Emma', 'Olivia', 'Grace', 'Helen', 'Claire', 'Fiona', 'Julia', 'Anna', 'Maria', 'Ruth', 'Joanne']
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans']

const [dataDir, countArg] = process.argv.slice(2)
const count = Number(countArg)
if (!dataDir || !Number.isInteger(count) || count < 1) {
  console.error('usage: bench/seed-customers.ts <dataDir> <count>')
  process.exit(2)
}
process.env.DATA_DIR = dataDir
process.env.PAYLOAD_MIGRATING = ''
const { getPayload } = await import('payload')
const { default: config } = await import('../cms/payload.config')
const payload = await getPayload({ config, cron: false })
const start = performance.now()
const now = Date.now()
for (let i = 0; i < count; i += 500) {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { transactionID } as never
  for (let j = i; j < Math.min(count, i + 500); j++) {
    const name = `${FIRST[j % FIRST.length]} ${LAST[Math.floor(j / FIRST.length) % LAST.length]}`
    const created = new Date(now - (j % 365) * DAY_MS).toISOString()
    await payload.db.create({
      collection: 'customers',
      req,
      data: {
        name,
        email: `${name.toLowerCase().replace(' ', '.')}.${j}@example.com`,
        tier: j % 5 === 0 ? 'plus' : 'base',
        profile_completed: j % 3 === 0,
        last_activity_at: j % 10 < 3 ? new Date(now - (j % 60) * DAY_MS).toISOString() : null,
        first_assessment_at: j % 4 === 0 ? created : null,
        createdAt: created,
        updatedAt: created,
      },
    })
  }
  if (transactionID) await payload.db.commitTransaction(transactionID)
}
console.log(`seeded ${count} customers in ${((performance.now() - start) / 1000).toFixed(1)} s`)
process.exit(0)
