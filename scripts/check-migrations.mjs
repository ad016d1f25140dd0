// Fails when the collections have changed without a migration: asks Payload
// to diff the config against the last migration's snapshot (see
// docs/decisions/0002-schema-migrations.md).
import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const dir = path.join(root, 'cms', 'migrations')
const written = () => readdirSync(dir).filter((f) => f.includes('_schema_check.'))

function diff() {
  const result = spawnSync('npx', ['payload', 'migrate:create', 'schema_check', '--config', 'cms/payload.config.ts'], {
    cwd: root,
    env: { ...process.env, PAYLOAD_MIGRATING: 'true', DATA_DIR: '.cache/migrate' },
    input: '',
    encoding: 'utf8',
  })
  return { result, output: `${result.stdout ?? ''}\n${result.stderr ?? ''}` }
}

// The CLI now and then ends without a word (seen on a loaded machine): that
// says nothing about the schema, so it is asked again; only a migration it
// actually writes means the collections changed.
for (let attempt = 1; attempt <= 3; attempt++) {
  const { result, output } = diff()
  if (output.includes('No schema changes detected')) {
    console.log('Migrations are up to date with the collections.')
    process.exit(0)
  }
  const files = written()
  if (files.length > 0) {
    // The check is not the place to write a migration: remove what it wrote.
    for (const file of files) rmSync(path.join(dir, file))
    spawnSync('git', ['checkout', '--', 'cms/migrations/index.ts'], { cwd: root })
    console.error(output)
    console.error('The collections changed without a migration. Run `npm run migrate:create -- <name>`, then `npm run generate:types`, and commit both.')
    process.exit(1)
  }
  console.error(`The schema check did not answer (attempt ${attempt} of 3, exit ${result.status ?? result.signal}).${output.trim() ? `\n${output}` : ''}`)
}
console.error('The schema check could not run: see the output above.')
process.exit(1)
