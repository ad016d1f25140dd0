/**
 * `npm run demo`: the app on its own SQLite file (data/demo.db, files in
 * data/demo/), filled with invented demo data from a fixed seed, beside the
 * local fakes of Google sign-in and Stripe so upgrades and Google sign-in work
 * with no accounts. Refuses to run against MongoDB or in production.
 *
 *   npm run demo                 generate (once a day) and serve on PORT (3000)
 *   npm run demo -- --reset      throw the demo data away and generate it again
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { DEMO_CUSTOMERS, DEMO_STAFF } from '../app/domain/demo/accounts'
import { demoLaunchRefusal, DEMO_DATABASE_FILE } from '../app/domain/demo/refusal'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const refusal = demoLaunchRefusal({ DATABASE_URL: process.env.DATABASE_URL, NODE_ENV: process.env.NODE_ENV, args })
if (refusal) {
  console.error(refusal)
  process.exit(1)
}

const port = Number(process.env.PORT ?? 3000)
const googlePort = port + 1
const stripePort = port + 2
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`
const dataDir = path.join(root, 'data', 'demo')
const database = path.join(root, 'data', DEMO_DATABASE_FILE)
const stamp = path.join(dataDir, 'generated-on')
const today = new Date().toISOString().slice(0, 10)

const children: ChildProcess[] = []
function stopAll(code: number): never {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

const built = spawnSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: root, stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)

// The demo's people are invented; no setting from the shell may point it at real services or data.
const demoEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
  PORT: String(port),
  APP_URL: appUrl,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${database}`,
  MEDIA_DIR: path.join(dataDir, 'media'),
  PAYLOAD_SECRET: '',
  DEMO_MODE: 'true',
  JOBS_AUTORUN: 'true',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  GOOGLE_CLIENT_ID: 'demo-client',
  GOOGLE_CLIENT_SECRET: 'demo-secret',
  GOOGLE_AUTHORIZATION_URL: `http://127.0.0.1:${googlePort}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `http://127.0.0.1:${googlePort}/token`,
  GOOGLE_USERINFO_URL: `http://127.0.0.1:${googlePort}/userinfo`,
  STRIPE_SECRET_KEY: 'sk_test_demo',
  STRIPE_WEBHOOK_SECRET: '',
  STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
  STRIPE_PRICE_BASE: '',
  STRIPE_PRICE_PLUS: '',
  OPENAI_API_KEY: '',
  GOOGLE_PLACES_API_KEY: '',
  // The demo's files stay on its own disk, never in a bucket of the shell's.
  S3_BUCKET: '',
  S3_ENDPOINT: '',
  S3_ACCESS_KEY_ID: '',
  S3_SECRET_ACCESS_KEY: '',
  S3_PREFIX: '',
}

const fresh = args.includes('--reset') || !existsSync(database) || !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== today
if (fresh) {
  rmSync(dataDir, { recursive: true, force: true })
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true })
  mkdirSync(dataDir, { recursive: true })
  console.log('Generating the demo data (invented people, fixed seed)…')
  const seeded = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/demo-seed.ts'], { cwd: root, stdio: 'inherit', env: demoEnv })
  if (seeded.status !== 0) process.exit(seeded.status ?? 1)
  writeFileSync(stamp, `${today}\n`)
} else {
  console.log(`Using the demo data generated today (${database}); npm run demo -- --reset makes it again.`)
}

function start(name: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
  child.on('exit', (code) => {
    console.error(`${name} stopped (${code}); stopping the demo.`)
    stopAll(code ?? 1)
  })
  children.push(child)
}

start('The Google sign-in fake', ['--import', 'tsx', 'tests/fakes/google-server.ts'], { ...process.env, PORT: String(googlePort), APP_URL: appUrl })
start('The Stripe fake', ['--import', 'tsx', 'tests/fakes/stripe-server.ts'], { ...process.env, PORT: String(stripePort) })
// The production server as built by ensure-built above (decision 0026).
start('The app', ['--conditions=production', '--enable-source-maps', 'dist/server/index.mjs'], demoEnv)

const rows = [
  ...Object.values(DEMO_CUSTOMERS).map((c) => `  ${c.name.padEnd(24)} ${c.email.padEnd(26)} ${c.password}   (${c.tier} tier, ${appUrl})`),
  ...Object.values(DEMO_STAFF).map((s) => `  ${s.name.padEnd(24)} ${s.email.padEnd(26)} ${s.password}   (${appUrl}/admin)`),
]
// The sign-ins last, once the app answers, so they are the last thing on screen.
for (let tries = 0; tries < 240; tries++) {
  const up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)
  if (up) break
  await new Promise((r) => setTimeout(r, 500))
}
console.log(`\nThe demo is at ${appUrl}. Every person and figure in it is invented. Sign in as:\n${rows.join('\n')}\n`)
