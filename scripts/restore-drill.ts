/**
 * The restore drill on SQLite, end to end, on temporary folders:
 * a server with one customer and her check-in; an online backup
 * (`npm run backup`) while it runs and answers; the server stopped; a new
 * server started on the restored copy; she signs in and her check-in is there.
 * `node --import tsx scripts/restore-drill.ts` (needs `npm run build`).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startServer } from '../tests/support/server'

const email = `drill-${Date.now()}@example.com`
const password = 'restore-drill-passphrase'
const journal = 'Restore drill: slept better after the walk.'
const call = async (base: string, route: string, init: { body?: unknown; token?: string } = {}): Promise<any> => {
  // A kept-alive connection the server closed while the backup ran: ask again once on a new one.
  const response = await send(base, route, init).catch(() => send(base, route, init))
  const body = (await response.json()) as any
  if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(body)}`)
  return body
}
const send = (base: string, route: string, init: { body?: unknown; token?: string }) =>
  fetch(`${base}${route}`, {
    method: init.body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })

const backupDir = mkdtempSync(path.join(os.tmpdir(), 'liberate-backup-'))
const first = await startServer()
let token: string
try {
  await call(first.url, '/api/auth/register', { body: { name: 'Drill', email, password } })
  token = (await call(first.url, '/api/auth/login', { body: { email, password } })).session_token
  await call(first.url, '/api/checkin/submit', { token, body: { date: new Date().toISOString().slice(0, 10), energy_level: 6, sleep_quality: 7, stress_level: 3, mood: 7, journal_entry: journal } })
  const started = Date.now()
  const backup = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', backupDir], { env: { ...process.env, DATA_DIR: first.dataDir, DATABASE_URL: first.databaseUrl, PAYLOAD_SECRET: 'drill' }, encoding: 'utf8' })
  // The server answered throughout.
  await call(first.url, '/api/health/ready')
  if (backup.status !== 0) throw new Error(`backup failed: ${backup.stderr}`)
  console.log(backup.stdout.trim(), `(${Date.now() - started} ms with the process start)`)
} finally {
  await first.stop()
}

const restored = await startServer({ DATA_DIR: backupDir })
try {
  const login = await call(restored.url, '/api/auth/login', { body: { email, password } })
  const history = await call(restored.url, '/api/checkin/history', { token: login.session_token })
  const ok = history.some((checkin: { journal_entry: string | null }) => checkin.journal_entry === journal)
  const ready = await call(restored.url, '/api/health/ready')
  console.log(`Restored server: ready ${JSON.stringify(ready)}; she signs in; her check-in is ${ok ? 'there' : 'MISSING'}; the old session ${(await fetch(`${restored.url}/api/checkin/history`, { headers: { Authorization: `Bearer ${token}` } })).status === 200 ? 'still works (sessions are data)' : 'no longer works'}.`)
  if (!ok) process.exitCode = 1
} finally {
  await restored.stop()
  rmSync(backupDir, { recursive: true, force: true })
}
