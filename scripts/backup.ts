/**
 * `npm run backup -- <folder>`: an online backup of the embedded SQLite
 * database and the uploaded files, taken while the server runs.
 *
 * - The database: `VACUUM INTO`, one consistent copy (a read transaction, so
 *   the server keeps answering and writing meanwhile; WAL mode).
 * - Uploaded files: `DATA_DIR/media` (or `MEDIA_DIR`) and
 *   `DATA_DIR/library-files`, copied beside it.
 *
 * MongoDB is backed up with `mongodump` (README, "Backups and restore").
 */
import { cpSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { env, isMongo, sqliteUrl } from '../app/lib/env.server'

const target = process.argv[2]
if (!target) {
  console.error('Usage: npm run backup -- <folder>')
  process.exit(2)
}
const settings = env()
if (isMongo(settings.DATABASE_URL)) {
  console.error('DATABASE_URL is MongoDB: use mongodump (README, "Backups and restore").')
  process.exit(2)
}
const folder = path.resolve(target)
const dbFile = path.join(folder, 'liberate.db')
if (existsSync(dbFile)) {
  console.error(`${dbFile} exists already: choose an empty folder.`)
  process.exit(2)
}
mkdirSync(folder, { recursive: true })
const started = Date.now()
const client = createClient({ url: sqliteUrl(settings) })
try {
  await client.execute({ sql: 'VACUUM INTO ?', args: [dbFile] })
} finally {
  client.close()
}
const copied: string[] = []
for (const [name, source] of [
  ['media', settings.MEDIA_DIR ?? path.join(settings.DATA_DIR, 'media')],
  ['library-files', path.join(settings.DATA_DIR, 'library-files')],
] as const) {
  if (!existsSync(source)) continue
  cpSync(source, path.join(folder, name), { recursive: true })
  copied.push(name)
}
console.log(`Backed up ${sqliteUrl(settings)} to ${dbFile}${copied.length ? ` with ${copied.join(' and ')}` : ''} in ${Date.now() - started} ms.`)
