// Fails when the collections have changed without a migration: asks Payload
// to diff the config against the last migration's snapshot (see
// docs/decisions/0002-schema-migrations.md).
import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const result = spawnSync('npx', ['payload', 'migrate:create', 'schema_check', '--config', 'cms/payload.config.ts'], {
  cwd: root,
  env: { ...process.env, PAYLOAD_MIGRATING: 'true', DATA_DIR: '.cache/migrate' },
  input: '',
  encoding: 'utf8',
})
const output = `${result.stdout}\n${result.stderr}`
if (output.includes('No schema changes detected')) {
  console.log('Migrations are up to date with the collections.')
} else {
  // The check is not the place to write a migration: remove what it wrote.
  const dir = path.join(root, 'cms', 'migrations')
  for (const file of readdirSync(dir).filter((f) => f.includes('_schema_check.'))) rmSync(path.join(dir, file))
  spawnSync('git', ['checkout', '--', 'cms/migrations/index.ts'], { cwd: root })
  console.error(output)
  console.error('The collections changed without a migration. Run `npm run migrate:create -- <name>`, then `npm run generate:types`, and commit both.')
  process.exit(1)
}
