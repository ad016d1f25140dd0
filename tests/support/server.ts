import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { SERVER_ARGS } from './server-command'
import { databaseUrlFor, isMongoRun, rawDatabase } from './test-database'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

/** The first staff account every test server seeds (a super admin). */
export const STAFF = { email: 'staff@example.com', password: 'staff-password-1' }

export interface RunningServer {
  url: string
  port: number
  /** The server process, for memory readings in benchmarks. */
  pid: number
  dataDir: string
  /** Its DATABASE_URL: a SQLite file in `dataDir`, or a MongoDB database of its own (TEST_DATABASE_URL). */
  databaseUrl: string
  stop: () => Promise<void>
  /** Everything the server printed, for a failing test's message. */
  output: () => string
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Settings that must never leak from the developer's shell into a test server. */
const OUTSIDE_SERVICE_KEYS = [
  'DATABASE_URL',
  'APP_URL',
  'PAYLOAD_SECRET',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'GOOGLE_PLACES_API_KEY',
  'OVERPASS_API_URL',
  'POSTCODES_API_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'RATE_LIMIT_SCALE',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
  'S3_CHECKSUMS',
]

/**
 * A private copy of the current Remix build, so a rebuild while tests run
 * (another terminal, `npm run build:remix`) cannot pull assets from under a
 * running server. Kept inside the repository so node_modules resolves.
 */
export function snapshotBuild(): string {
  const parent = path.join(ROOT, '.cache', 'builds')
  mkdirSync(parent, { recursive: true })
  const copy = mkdtempSync(path.join(parent, 'build-'))
  cpSync(path.join(ROOT, 'build'), copy, { recursive: true })
  return copy
}

/**
 * Starts the real server (the production bundle of server/index.ts, with the
 * built Remix app and Next admin) on a free port with a fresh SQLite database
 * in a temporary folder. Needs `npm run build` (`npm run build:server` after
 * a change under server/, cms/ or app/).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liberate-test-'))
  const buildCopy = snapshotBuild()
  const databaseUrl = env.DATABASE_URL ?? databaseUrlFor(env.DATA_DIR ?? dataDir)
  const baseEnv = { ...process.env }
  for (const key of OUTSIDE_SERVICE_KEYS) delete baseEnv[key]
  let log = ''
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: {
      ...baseEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_URL: `http://127.0.0.1:${port}`,
      REMIX_BUILD_DIR: buildCopy,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      // Nothing in a test reaches the internet: outside services point at a closed local port unless a test gives its fake.
      OVERPASS_API_URL: 'http://127.0.0.1:9/api/interpreter',
      POSTCODES_API_URL: 'http://127.0.0.1:9',
      // The suites sign in and register hundreds of times from 127.0.0.1: no
      // limits on abuse unless a test asks for them (tests/api/rate-limits.test.ts).
      RATE_LIMIT_SCALE: '0',
      // As `npm start` and the image run it (docs/PERFORMANCE.md, issue 53).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early (${child.exitCode}):\n${log}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`Server did not become healthy in time:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }

  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    databaseUrl,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      if (isMongoRun && !env.DATABASE_URL) {
        const db = await rawDatabase(databaseUrl)
        await db.drop().finally(() => db.close())
      }
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(buildCopy, { recursive: true, force: true })
    },
  }
}
