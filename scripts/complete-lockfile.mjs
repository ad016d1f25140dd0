// Records, in package-lock.json, the platform-specific optional packages that
// the npm registry reachable from our build machines does not carry (for
// example Next's macOS/Windows compilers). npm leaves them out of the lock
// when it cannot fetch them, and `npm ci` then refuses the lock as out of
// sync. Each added entry names its platform, so npm skips it on Linux and
// never fetches it. Run after any `npm install` that rewrites the lock.
// See docs/decisions/0004-lockfile-platform-packages.md.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const file = path.resolve(import.meta.dirname, '..', 'package-lock.json')
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'openharmony', 'sunos', 'aix', 'netbsd']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32']

/** Platform of a package such as @rollup/rollup-linux-arm64-musl, read from its name. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p))
  if (!os || !cpu) return null
  const libc = os === 'linux' ? (parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc') : undefined
  return { os, cpu, libc }
}

function isCurrentPlatform({ os, cpu, libc }) {
  return os === process.platform && cpu === process.arch && (libc === undefined || libc === 'glibc')
}

let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(name)
    if (!platform || isCurrentPlatform(platform)) continue
    const hoisted = `node_modules/${name}`
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`
    const existing = packages[nested] ?? packages[hoisted]
    if (existing && existing.version === spec) continue
    const target = packages[hoisted] ? nested : hoisted
    if (packages[target]) continue
    packages[target] = {
      version: spec,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
    }
    added++
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: recorded ${added} platform package(s) for other systems.`)
