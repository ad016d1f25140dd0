import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Value imports of a module (not `import type`), as written. */
function valueImports(source: string): string[] {
  const specifiers: string[] = []
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) specifiers.push(match[1])
  return specifiers
}

function resolveInApp(from: string, specifier: string): string | null {
  const base = specifier.startsWith('~/')
    ? path.join(root, 'app', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/**
 * Every package a page's browser bundle can reach: its module's value imports
 * and theirs, leaving out `.server` modules (the compiler replaces them with
 * nothing in the browser build).
 */
function browserPackages(route: string): Map<string, string> {
  const packages = new Map<string, string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of valueImports(fs.readFileSync(file, 'utf8'))) {
      if (/\.server(\.tsx?)?$/.test(specifier)) continue
      const local = resolveInApp(file, specifier)
      if (local) visit(local)
      else if (!specifier.startsWith('.') && !specifier.startsWith('~/')) packages.set(specifier, path.relative(root, file))
    }
  }
  visit(path.resolve(root, route))
  return packages
}

/** Every page route: the signed-in screens, the payment pages and the public pages (not resource routes). */
function pageRoutes(): string[] {
  const routes = path.join(root, 'app/routes')
  const inFolder = (folder: string) =>
    fs
      .readdirSync(path.join(routes, folder))
      .filter((name) => name.endsWith('.tsx') && name !== '_layout.tsx')
      .map((name) => `app/routes/${folder}/${name}`)
  const top = fs.readdirSync(routes).filter((name) => name.endsWith('.tsx') && name !== '$.tsx').map((name) => `app/routes/${name}`)
  // A page has a component (a default export); a resource route answers from its loader alone.
  return [...top, ...inFolder('_app+'), ...inFolder('_checkout+')].filter((route) => /^export default /m.test(fs.readFileSync(path.join(root, route), 'utf8')))
}

describe('every page’s browser bundle', () => {
  it('finds the pages', () => {
    expect(pageRoutes()).toEqual(expect.arrayContaining(['app/routes/_index.tsx', 'app/routes/_app+/sleep-tracking.tsx', 'app/routes/_app+/grocery-list.tsx']))
  })

  it.each(pageRoutes())('%s never ships zod (about 90 kB gzip): actions parse with it on the server only', (route) => {
    const packages = browserPackages(route)
    expect(packages.get('zod'), `zod is imported by ${packages.get('zod')}`).toBeUndefined()
    // The walk does see the page's other packages, so an empty answer is not an accident.
    expect(packages.has('@remix-run/react')).toBe(true)
  })

  it('sees zod where a page does ship it directly', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-probe-'))
    try {
      fs.writeFileSync(path.join(dir, 'page.tsx'), "import { checkinSchema } from '~/domain/checkins/schemas'\nexport default checkinSchema\n")
      expect(browserPackages(path.join(dir, 'page.tsx')).get('zod')).toBe('app/domain/checkins/schemas.ts')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
