import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * What a page makes the browser download before it runs, read from the Remix
 * build's manifest: the entry, and the module and preloads of every route
 * from the root down to the page, each file gzip -9 (the files its
 * `<link rel="modulepreload">` tags name). tests/api/page-weight.test.ts holds
 * each page to a budget; `npm run bench lean` prints them.
 */

/** The route ids of the pages customers and visitors open (not layouts, resources or the API). */
export const CUSTOMER_PAGE_ROUTE = /^routes\/(_app\+\/(?!_layout$)|_checkout\+\/|_index$|support$|privacy$|reset-password$|unsubscribe$|signup-questionnaire$)/

interface ManifestRoute {
  id: string
  parentId?: string
  module: string
  imports?: string[]
}

export interface Manifest {
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

const client = path.resolve(import.meta.dirname, '../../build/client')
const assets = path.join(client, 'assets')

export function readManifest(): Manifest {
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error('No Remix build: run `npm run build` first (npm test does).')
  const source = fs.readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1))
}

/** The files a page makes the browser fetch: the entry, and each route's module and imports from the root down. */
export function pageFiles(manifest: Manifest, id: string): Set<string> {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  let route: ManifestRoute | undefined = manifest.routes[id]
  while (route) {
    files.add(route.module)
    for (const file of route.imports ?? []) files.add(file)
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  }
  return files
}

export function pageWeightKb(manifest: Manifest, id: string): number {
  return gzipKb(pageFiles(manifest, id))
}

/** The shell every page shares: the entry (React, React DOM, Remix) and the root route with its imports. */
export function shellFiles(manifest: Manifest): Set<string> {
  return pageFiles(manifest, 'root')
}

function gzipKb(files: Iterable<string>): number {
  let bytes = 0
  for (const file of files) bytes += gzipSync(fs.readFileSync(path.join(client, file.replace(/^\/build\//, ''))), { level: 9 }).length
  return bytes / 1024
}

export function shellWeightKb(manifest: Manifest): number {
  return gzipKb(shellFiles(manifest))
}

/** What the page itself adds to the shell: its files (layout, route, chunks) that the shell does not already fetch. */
export function ownFiles(manifest: Manifest, id: string): Set<string> {
  const shell = shellFiles(manifest)
  return new Set([...pageFiles(manifest, id)].filter((file) => !shell.has(file)))
}

export function ownWeightKb(manifest: Manifest, id: string): number {
  return gzipKb(ownFiles(manifest, id))
}
