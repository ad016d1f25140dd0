/**
 * `npm run bench`: runs every bench/*.bench.ts in turn, each in its own
 * process, and prints what it measured. Targets are read from these figures,
 * never asserted with timers in tests.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

const dir = import.meta.dirname
const only = process.argv[2]
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort()

let failed = 0
for (const file of files) {
  console.log(`\n=== ${file} ===`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { stdio: 'inherit' })
  if (result.status !== 0) failed++
}
if (failed) {
  console.error(`${failed} benchmark(s) failed`)
  process.exit(1)
}
