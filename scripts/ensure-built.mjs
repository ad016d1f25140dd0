// Builds the Remix app and the Payload admin when a build is missing or older
// than the sources, so `npm start` on a fresh clone just works.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const SOURCES = ['app', 'cms', 'package-lock.json', 'vite.config.ts', 'tailwind.config.ts', 'postcss.config.js']
const SERVER_SOURCES = ['server', 'app', 'cms', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs']
const SKIP = new Set(['.next', 'node_modules'])

function newest(p) {
  const full = path.join(root, p)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = 0
  for (const entry of readdirSync(full)) {
    if (SKIP.has(entry)) continue
    latest = Math.max(latest, newest(path.join(p, entry)))
  }
  return latest
}

function builtAt(file) {
  const full = path.join(root, file)
  return existsSync(full) ? statSync(full).mtimeMs : 0
}

const sources = Math.max(...SOURCES.map(newest))
const remix = builtAt('build/server/index.js')
const admin = builtAt('cms/.next/BUILD_ID')

// The production server as one file (decision 0026); `npm run dev` runs the sources instead.
if (builtAt('dist/server/index.mjs') < Math.max(...SERVER_SOURCES.map(newest))) {
  console.log('Building the server (one file, a second)…')
  execSync('npm run build:server', { cwd: root, stdio: 'inherit' })
}
if (remix < sources) {
  console.log('Building the customer app (remix vite:build)…')
  execSync('npm run build:remix', { cwd: root, stdio: 'inherit' })
}
// `npm run dev:admin` runs the admin in Next's dev mode: no build needed.
if (process.env.ADMIN_DEV !== 'true' && (admin < newest('cms') || admin < newest('package-lock.json'))) {
  console.log('Building the Payload admin (next build), about a minute…')
  execSync('npm run build:cms', { cwd: root, stdio: 'inherit' })
}
