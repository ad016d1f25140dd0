import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

// The router the server runs: the copy @remix-run/server-runtime loads.
const fromServerRuntime = createRequire(createRequire(import.meta.url).resolve('@remix-run/server-runtime'))
const routerFile = fromServerRuntime.resolve('@remix-run/router')
const { matchPath, matchRoutes } = fromServerRuntime('@remix-run/router') as typeof import('@remix-run/router')
type RouteObject = import('@remix-run/router').AgnosticRouteObject

/**
 * Remix matches every request against every route. @remix-run/router
 * flattened and ranked the whole route tree, and compiled each route's
 * pattern again, on every request: about 0.4 ms of a small request's 1.5 ms.
 * patches/@remix-run+router+*.patch keeps both per route tree and pattern
 * (decision 0025); `npm install` applies it (the `postinstall` script).
 * These prove the patch is in place and that matching answers as before.
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'routes/_index', index: true },
      { id: 'routes/api+/health', path: 'api/health' },
      { id: 'routes/api+/health_.ready', path: 'api/health/ready' },
      { id: 'routes/api+/$', path: 'api/*' },
      {
        id: 'routes/_app+/_layout',
        children: [
          { id: 'routes/_app+/dashboard', path: 'dashboard' },
          { id: 'routes/_app+/content._index', path: 'content', index: true },
          { id: 'routes/_app+/content.$id', path: 'content/:id' },
        ],
      },
      { id: 'routes/$', path: '*' },
    ],
  },
]

const ids = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.id)

describe('route matching (patched @remix-run/router)', () => {
  it('is the patched build that the server runs', () => {
    const source = readFileSync(routerFile, 'utf8')
    expect(source).toContain('rankedBranchesCache')
    expect(source).toContain('compiledPathCache')
  })

  it('finds the same routes, ranked as before, however often it is asked', () => {
    for (let round = 0; round < 3; round++) {
      expect(ids('/api/health')).toEqual(['root', 'routes/api+/health'])
      expect(ids('/api/health/ready')).toEqual(['root', 'routes/api+/health_.ready'])
      expect(ids('/api/anything/else')).toEqual(['root', 'routes/api+/$'])
      expect(ids('/dashboard')).toEqual(['root', 'routes/_app+/_layout', 'routes/_app+/dashboard'])
      expect(ids('/content/abc')).toEqual(['root', 'routes/_app+/_layout', 'routes/_app+/content.$id'])
      expect(ids('/no/such/page')).toEqual(['root', 'routes/$'])
    }
  })

  it('never carries one request’s parameters into another’s', () => {
    expect(matchRoutes(routes, '/content/first')?.at(-1)?.params).toEqual({ id: 'first' })
    expect(matchRoutes(routes, '/content/second')?.at(-1)?.params).toEqual({ id: 'second' })
    expect(matchPath('/content/:id', '/content/one')?.params).toEqual({ id: 'one' })
    expect(matchPath('/content/:id', '/content/two')?.params).toEqual({ id: 'two' })
    expect(matchPath({ path: '/Content/:id', caseSensitive: true }, '/content/two')).toBeNull()
    expect(matchPath({ path: '/Content/:id', caseSensitive: false }, '/content/two')?.params).toEqual({ id: 'two' })
  })

  it('sees a new route tree as new (a rebuilt server in development)', () => {
    const other: RouteObject[] = [{ id: 'only', path: 'only' }]
    expect(matchRoutes(other, '/only')?.map((m) => m.route.id)).toEqual(['only'])
    expect(matchRoutes(other, '/dashboard')).toBeNull()
    expect(ids('/dashboard')).toContain('routes/_app+/dashboard')
  })
})
