import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { COOKIES } from '../../app/domain/privacy/cookies'
import { NOT_PROCESSOR_SETTINGS, PROCESSORS, processorsInUse } from '../../app/domain/privacy/processors'
import type { Env } from '../../app/lib/env.server'
import { pagePolicy } from '../../app/lib/security-headers.server'

/**
 * The processor table (app/domain/privacy/processors.ts) and the code stay in
 * step (issue 35): the privacy notice lists every outside service the code
 * can send her data to, because this test fails when the code reaches one the
 * table does not name: a package that talks to a service, a `callOutside`
 * name, a direct `fetch` from server code, a setting holding an outside
 * address or key, or a cookie the cookie table does not list.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..')
const SCANNED = ['app', 'server', 'cms']
const SKIPPED_DIRS = new Set(['.next', 'node_modules', 'migrations'])
const SKIPPED_FILES = /(payload-types\.ts|importMap\.js)$/

/**
 * Packages the product uses that make no outside calls of their own (or
 * reach only this service's own database, which the host entry covers). A
 * new package goes here only if it sends nothing anywhere; one that talks to
 * an outside service goes into its processor's `packages`.
 */
const LOCAL_PACKAGES = new Set([
  // Reading her watch's export file in her own browser (unzip, streaming XML, CSV): nothing is sent anywhere.
  'fflate',
  'saxes',
  'papaparse',
  'payload',
  '@payload-config',
  '@payloadcms/db-sqlite',
  // The SQLite driver under it, used directly for one kept writing connection (decision 0035): the database file only.
  '@libsql/client',
  // …and its driver and shared code, for connections that keep their prepared statements (decision 0037): the file only.
  '@libsql/core',
  'libsql',
  '@payloadcms/db-mongodb',
  '@payloadcms/next',
  '@payloadcms/ui',
  '@payloadcms/richtext-lexical',
  '@react-pdf/renderer',
  '@react-pdf/primitives',
  '@remix-run/node',
  '@remix-run/react',
  '@remix-run/express',
  '@remix-run/server-runtime',
  '@fontsource/fraunces',
  '@fontsource-variable/figtree',
  'react',
  'react-dom',
  'next',
  // `npm run dev` only: serves the browser modules from app/ on this machine.
  'vite',
  'zod',
  'busboy',
  'compression',
  'express',
  'isbot',
  'yazl',
  'remix-auth',
  // The log: lines on the server's own output.
  'pino',
  'pino-pretty',
])

/** Node's built-ins that open connections: only the server's own listener may use them. */
const NETWORK_BUILTINS = new Set(['http', 'https', 'http2', 'net', 'tls', 'dgram', 'dns'])
const NETWORK_BUILTIN_ALLOWED: Record<string, string> = {}

/** The one place server code calls `fetch` (a timeout, one error type); its callers name the service. */
const FETCH_HELPER = 'app/lib/outside-call.server.ts'

interface SourceFile {
  file: string
  text: string
}

function sourceFiles(): SourceFile[] {
  const files: SourceFile[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !SKIPPED_FILES.test(entry.name)) {
        files.push({ file: path.relative(ROOT, full), text: fs.readFileSync(full, 'utf8') })
      }
    }
  }
  for (const dir of SCANNED) walk(path.join(ROOT, dir))
  return files
}

function packageName(specifier: string): string {
  const bare = specifier.replace(/^node:/, '')
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : bare.split('/')[0]
}

/** Bare module specifiers a file imports (static, dynamic, side-effect, re-export, require). */
export function importedPackages(text: string): string[] {
  const found = new Set<string>()
  const patterns = [
    /^\s*(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1]
      if (!/^[.~/]/.test(specifier)) found.add(specifier)
    }
  }
  return [...found]
}

const KNOWN_PACKAGES = new Set(PROCESSORS.flatMap((p) => p.packages))
const KNOWN_CALLS = new Set(PROCESSORS.flatMap((p) => p.calls))
const BUILTINS = new Set(builtinModules)

/** Everything in one file that reaches an outside service the table does not list. */
export function unlistedOutsideCalls({ file, text }: SourceFile): string[] {
  const problems: string[] = []
  for (const specifier of importedPackages(text)) {
    const name = packageName(specifier)
    if (specifier.startsWith('node:') || BUILTINS.has(name)) {
      if (NETWORK_BUILTINS.has(name) && !NETWORK_BUILTIN_ALLOWED[file]) problems.push(`${file} opens connections itself (${specifier})`)
      continue
    }
    if (!LOCAL_PACKAGES.has(name) && !KNOWN_PACKAGES.has(name)) problems.push(`${file} imports ${name}, which no processor lists`)
  }
  for (const match of text.matchAll(/\bcallOutside\(\s*['"`]([^'"`]+)['"`]/g)) {
    if (!KNOWN_CALLS.has(match[1])) problems.push(`${file} calls "${match[1]}", which no processor lists`)
  }
  const serverCode = /\.server\.tsx?$/.test(file) || file.startsWith('server/') || (file.startsWith('cms/') && !/^['"]use client['"]/m.test(text))
  if (serverCode && file !== FETCH_HELPER) {
    // The browser's own calls go to this site's paths (`fetch('/api/…')`); server code goes through callOutside.
    for (const match of text.matchAll(/\bfetch\(\s*([^,)]*)/g)) {
      if (!/^['"`]\//.test(match[1].trim())) problems.push(`${file} calls fetch(${match[1].trim()}) directly; use callOutside and list the service`)
    }
  }
  // An XMLHttpRequest to this site's own paths (the admin's upload progress) is the browser's own call.
  for (const match of text.matchAll(/\.open\(\s*['"]\w+['"]\s*,\s*([^,)]+)/g)) {
    if (/XMLHttpRequest/.test(text) && !/^['"`]\//.test(match[1].trim())) problems.push(`${file} sends an XMLHttpRequest to ${match[1].trim()}`)
  }
  for (const match of text.matchAll(/\bnew\s+(?:WebSocket|EventSource)\b|navigator\.sendBeacon/g)) {
    problems.push(`${file} uses ${match[0]}`)
  }
  return problems
}

const COOKIE_NAMES = new Set<string>(Object.values(COOKIES).map((c) => c.name))
const COOKIE_KEYS = new Set(Object.keys(COOKIES))

/** Cookies a file sets that the cookie table does not list. */
export function unlistedCookies({ file, text }: SourceFile): string[] {
  const problems: string[] = []
  const named = [
    ...text.matchAll(/\bcreateCookie\(\s*([^,)]+)/g),
    ...text.matchAll(/createCookieSessionStorage\(\s*\{\s*cookie:\s*\{\s*name:\s*([^,}]+)/g),
  ].map((m) => m[1].trim())
  for (const name of named) {
    const literal = name.match(/^['"`]([^'"`]+)['"`]$/)
    const fromTable = name.match(/^COOKIES\.(\w+)\.name$/)
    if (literal ? !COOKIE_NAMES.has(literal[1]) : !(fromTable && COOKIE_KEYS.has(fromTable[1]))) problems.push(`${file} sets cookie ${name}`)
  }
  // A script may write a cookie only with a name and lifetime from the table, or delete one the table lists.
  const browserWritten = /COOKIES\.(\w+)\.name/.exec(text)
  const lifetime = browserWritten && (text.includes(`COOKIES.${browserWritten[1]}.maxAgeSeconds`) || /document\.cookie\s*=\s*`\$\{COOKIES\.\w+\.name\}=; Max-Age=0;/.test(text))
  if (/document\.cookie\s*=/.test(text) && !(browserWritten && COOKIE_KEYS.has(browserWritten[1]!) && lifetime)) {
    problems.push(`${file} writes document.cookie`)
  }
  return problems
}

/** The setting names of the settings schema in app/lib/env.server.ts. */
function settingNames(): string[] {
  const text = fs.readFileSync(path.join(ROOT, 'app/lib/env.server.ts'), 'utf8')
  const body = text.slice(text.indexOf('const schema = z.object({'))
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1])
}

/** A setting that names an outside address, a key or a secret. */
const OUTSIDE_SETTING = /(_URL|_KEY|_SECRET|_DSN|_TOKEN|_CLIENT_ID|_ENDPOINT|_BUCKET)$|^(SMTP|VAPID|S3|SENTRY)_/

describe('the processor table and the code stay in step', () => {
  const files = sourceFiles()

  it('finds the clients it checks (the scan sees the code)', () => {
    const names = files.map((f) => f.file)
    expect(names).toContain('app/lib/openai.server.ts')
    expect(names).toContain('app/lib/stripe.server.ts')
    expect(names).toContain(FETCH_HELPER)
    expect(files.length).toBeGreaterThan(200)
  })

  it('every outside service the code calls is in the table', () => {
    expect(files.flatMap(unlistedOutsideCalls)).toEqual([])
  })

  it('every cookie the code sets is in the cookie table', () => {
    expect(files.flatMap(unlistedCookies)).toEqual([])
  })

  it('every setting that holds an outside address, key or secret belongs to a processor or is known to send nothing', () => {
    const listed = new Set([...PROCESSORS.flatMap((p) => p.settings), ...Object.keys(NOT_PROCESSOR_SETTINGS)])
    const names = settingNames()
    expect(names).toContain('OPENAI_API_KEY')
    expect(names.filter((n) => OUTSIDE_SETTING.test(n) && !listed.has(n))).toEqual([])
  })

  it('every entry can be matched to code or settings, and ids are unique', () => {
    for (const p of PROCESSORS) expect(p.packages.length + p.calls.length + p.settings.length, p.id).toBeGreaterThan(0)
    expect(new Set(PROCESSORS.map((p) => p.id)).size).toBe(PROCESSORS.length)
  })

  it('pages load no script from, and send nothing to, another site (no trackers), even with every service configured', () => {
    const settings = {
      NODE_ENV: 'production',
      APP_URL: 'https://liberate.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_AUTHORIZATION_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      STRIPE_SECRET_KEY: 'sk_live_x',
      OPENAI_API_KEY: 'sk-x',
    } as unknown as Env
    const directives = Object.fromEntries(
      pagePolicy('nonce', settings)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    )
    for (const name of ['script-src', 'connect-src', 'default-src', 'frame-src']) {
      expect(directives[name].filter((s: string) => /^(https?:|wss?:|\*)/.test(s)), name).toEqual([])
    }
  })
})

describe('the checks fail when the code and the table part (each check can fail)', () => {
  const unlisted = (text: string, file = 'app/lib/new-client.server.ts') => unlistedOutsideCalls({ file, text })

  it('flags a package no processor lists, in any import form', () => {
    expect(unlisted(`import Mixpanel from 'mixpanel'`)).toEqual(['app/lib/new-client.server.ts imports mixpanel, which no processor lists'])
    expect(unlisted(`import {\n  init,\n} from '@segment/analytics-node'`)).toHaveLength(1)
    expect(unlisted(`const m = await import('posthog-node')`)).toHaveLength(1)
    expect(unlisted(`export { x } from 'amplitude-js/lib'`)).toHaveLength(1)
  })

  it('accepts a listed package, a local one, and text that merely mentions "from"', () => {
    expect(unlisted(`import OpenAI from 'openai'\nimport { z } from 'zod'\nconst s = "choose from 'Never' to 'Always'"`)).toEqual([])
  })

  it('flags an unlisted callOutside name, a direct fetch from server code and raw sockets', () => {
    expect(unlisted(`await callOutside('Weather API', url)`)).toEqual(['app/lib/new-client.server.ts calls "Weather API", which no processor lists'])
    expect(unlisted(`await callOutside('postcodes.io', url)`)).toEqual([])
    expect(unlisted(`const r = await fetch(settings.WEATHER_URL)`)).toHaveLength(1)
    expect(unlisted(`const r = await fetch('/api/health')`)).toEqual([])
    expect(unlisted(`import https from 'node:https'`)).toHaveLength(1)
    expect(unlisted(`navigator.sendBeacon('/t', data)`, 'app/components/X.tsx')).toHaveLength(1)
    expect(unlisted(`const x = new XMLHttpRequest()\nx.open('POST', 'https://collect.example/t')`, 'app/components/X.tsx')).toHaveLength(1)
    expect(unlisted(`const x = new XMLHttpRequest()\nx.open('POST', '/api/admin/media/upload-file')`, 'app/components/X.tsx')).toEqual([])
  })

  it('flags a cookie the table does not list', () => {
    expect(unlistedCookies({ file: 'app/lib/x.server.ts', text: `createCookie('theme', {})` })).toHaveLength(1)
    expect(unlistedCookies({ file: 'app/lib/x.server.ts', text: `createCookie(COOKIES.toast.name, {})` })).toEqual([])
    expect(unlistedCookies({ file: 'app/lib/x.server.ts', text: `createCookie(COOKIES.tracking.name, {})` })).toHaveLength(1)
    expect(unlistedCookies({ file: 'app/components/x.tsx', text: `document.cookie = 'a=b'` })).toHaveLength(1)
    // Deleting a listed cookie is allowed; deleting one the table does not list, or keeping one without the table's lifetime, is not.
    expect(unlistedCookies({ file: 'app/components/x.tsx', text: 'document.cookie = `${COOKIES.toast.name}=; Max-Age=0; Path=/`' })).toEqual([])
    expect(unlistedCookies({ file: 'app/components/x.tsx', text: 'document.cookie = `${COOKIES.tracking.name}=; Max-Age=0; Path=/`' })).toHaveLength(1)
    expect(unlistedCookies({ file: 'app/components/x.tsx', text: 'document.cookie = `${COOKIES.toast.name}=hello; Path=/`' })).toHaveLength(1)
  })
})

describe('which processors this copy lists (processorsInUse)', () => {
  const ids = (settings: Record<string, unknown>) => processorsInUse(settings).map((p) => p.id)

  it('with nothing configured: the store search (Overpass), postcodes.io, the push services (keys are made on first start) and the host only', () => {
    expect(ids({})).toEqual(['overpass', 'postcodes', 'web-push', 'host'])
  })

  it('lists each service once its setting is set, and Google Places instead of Overpass', () => {
    expect(
      ids({
        OPENAI_API_KEY: 'k',
        STRIPE_SECRET_KEY: 'k',
        GOOGLE_CLIENT_ID: 'i',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_PLACES_API_KEY: 'k',
        SMTP_URL: 'smtps://user:pass@smtp.mail.example:465',
        VAPID_PUBLIC_KEY: 'k',
        S3_BUCKET: 'b',
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/1',
      }),
    ).toEqual(['openai', 'stripe', 'google-sign-in', 'google-places', 'postcodes', 'mail', 'web-push', 'object-storage', 'error-tracking', 'host'])
  })

  it('needs both Google sign-in settings, and an empty setting is not set', () => {
    expect(ids({ GOOGLE_CLIENT_ID: 'i' })).not.toContain('google-sign-in')
    expect(ids({ OPENAI_API_KEY: '  ', STRIPE_SECRET_KEY: undefined })).toEqual(['overpass', 'postcodes', 'web-push', 'host'])
  })

  it('says where each is from the settings, never a password in a URL', () => {
    const listed = processorsInUse({
      SMTP_URL: 'smtps://user:secret-pass@smtp.mail.example:465',
      S3_BUCKET: 'b',
      S3_REGION: 'eu-west-2',
      OVERPASS_API_URL: 'https://overpass.kumi.systems/api/interpreter',
      HOSTING_PROVIDER: 'Hetzner Online GmbH',
      HOSTING_LOCATION: 'Germany',
      OPENAI_API_KEY: 'k',
    })
    const where = Object.fromEntries(listed.map((p) => [p.id, `${p.name} | ${p.where}`]))
    expect(where.mail).toBe('Our e-mail provider | The mail server at smtp.mail.example:465')
    expect(JSON.stringify(listed)).not.toContain('secret-pass')
    expect(where['object-storage']).toBe('Amazon S3 (file storage) | Amazon Web Services, region eu-west-2')
    expect(where.overpass).toContain('overpass.kumi.systems')
    expect(where.host).toBe('Hetzner Online GmbH | Germany')
    expect(where.openai).toBe('OpenAI | United States (OpenAI)')
    expect(listed.find((p) => p.id === 'openai')?.consentOnly).toBe(true)
  })
})
