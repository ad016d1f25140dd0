import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { ServerBuild } from '@remix-run/node'
import type { RequestHandler } from 'express'

import { SUPPORT_REGIONS } from '../../app/domain/wellbeing/support-contacts'

/**
 * `/sw.js`, the service worker (decision 0024, docs/features/phone-app.md):
 * the hand-written worker in app/service-worker/sw.js with this build's version and the built
 * files of the pages it keeps for offline use in front of it. A new build
 * changes the script, so the browser installs the new worker on her next
 * visit and it takes over at once (skipWaiting + clients.claim).
 */
// Browser code, so it lives with the app's (app/service-worker/sw.js); only this server sends it.
const SOURCE = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'app', 'service-worker', 'sw.js'), 'utf8')

/** The routes whose pages open offline (PAGE_PATHS in sw.js), with the layouts above them. */
export const OFFLINE_ROUTES = [
  'root',
  'routes/_app+/_layout',
  'routes/_app+/dashboard',
  'routes/_app+/checkin',
  'routes/_app+/flushes',
  'routes/_app+/progress',
  'routes/_app+/meal-plans',
  'routes/_app+/content._index',
  // Kept for every visitor, signed in or not (the numbers with no signal).
  'routes/support',
]

/** One chunk of Vite's manifest of the browser build (`build.manifest`: Remix keeps it as build/.vite/client-manifest.json, outside what is served). */
interface ViteChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}

/**
 * The code of a page's lazy parts (app/components/lazy-part.tsx), which the
 * Remix manifest does not list: read from Vite's manifest of the build, each
 * module under app/components/ that the page's code imports on demand, with
 * everything it imports. What else loads on demand (the PDF renderer behind
 * the GP report, in app/reports/) is left to the network: it is large, and
 * she needs a connection to send a report anyway.
 */
export function lazyPartFiles(buildDir: string): (routeModule: string) => string[] {
  let manifest: Record<string, ViteChunk>
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(buildDir, '.vite', 'client-manifest.json'), 'utf8')) as Record<string, ViteChunk>
  } catch {
    return () => [] // the development server builds nothing ahead
  }
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/build/${chunk.file}`, key]))
  return (routeModule) => {
    const parts = new Set<string>()
    const seen = new Set<string>()
    const visit = (key: string, isPart: boolean) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      const chunk = manifest[key]
      if (isPart) parts.add(`/build/${chunk.file}`)
      for (const next of chunk.imports ?? []) visit(next, isPart)
      for (const next of chunk.dynamicImports ?? []) if (next.startsWith('app/components/')) visit(next, true)
    }
    const key = keyOfFile.get(routeModule)
    if (key) visit(key, false)
    return [...parts]
  }
}

/** The script for one build: its version, the built files of OFFLINE_ROUTES (with their lazy parts), and the regions the offline page is kept for. */
export function serviceWorkerScript(assets: ServerBuild['assets'], partsOf: (routeModule: string) => string[] = () => []): string {
  const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports])
  for (const id of OFFLINE_ROUTES) {
    const route = assets.routes[id]
    if (!route) continue
    files.add(route.module)
    for (const file of [...(route.imports ?? []), ...(route.css ?? []), ...partsOf(route.module)]) files.add(file)
  }
  const build = { version: assets.version, assets: [...files].filter((file) => file.startsWith('/build/')), supportRegions: SUPPORT_REGIONS }
  return `const BUILD = ${JSON.stringify(build)};\n${SOURCE}`
}

/**
 * The worker's own policy: it runs only its own script and talks only to this
 * origin. `no-cache`: the browser asks for it again on every visit (a 304 while
 * the build is the same).
 */
export const SERVICE_WORKER_POLICY = "default-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'"

export function serviceWorkerHandler(getBuild: () => ServerBuild | Promise<ServerBuild>, buildDir?: string): RequestHandler {
  const scripts = new Map<string, string>()
  return (req, res, next) => {
    Promise.resolve(getBuild())
      .then((build) => {
        const script = scripts.get(build.assets.version) ?? serviceWorkerScript(build.assets, buildDir ? lazyPartFiles(buildDir) : undefined)
        scripts.set(build.assets.version, script)
        res.set({
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': SERVICE_WORKER_POLICY,
          ETag: `"sw-${build.assets.version}"`,
        })
        if (req.fresh) {
          res.status(304).end()
          return
        }
        res.send(script)
      })
      .catch(next)
  }
}
