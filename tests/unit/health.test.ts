import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it } from 'vitest'

import { loader as live } from '~/routes/api+/health'
import { loader as ready } from '~/routes/api+/health_.ready'
import { checkReadiness } from '~/services/health/readiness.server'

type Fake = { find?: () => Promise<unknown>; count?: () => Promise<unknown> }

function args(path: string, payload: Fake): LoaderFunctionArgs {
  return {
    request: new Request(`http://localhost${path}`),
    params: {},
    context: { payload, env: { JOBS_AUTORUN: true } } as unknown as LoaderFunctionArgs['context'],
  }
}

const never = () => new Promise<never>(() => {})

describe('GET /api/health (liveness)', () => {
  it('answers 200 {"status":"ok"} without asking the database', async () => {
    const response = await live(args('/api/health', { find: never, count: never }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('GET /api/health/ready (readiness)', () => {
  it('answers 200 with the database and the jobs due when the database answers', async () => {
    const response = await ready(args('/api/health/ready', { find: async () => ({ docs: [] }), count: async () => ({ totalDocs: 3 }) }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', jobs: { runs_here: true, due: 3 } })
  })

  it('answers 503 naming the database when it fails', async () => {
    const response = await ready(
      args('/api/health/ready', {
        find: async () => {
          throw new Error('SQLITE_CANTOPEN')
        },
      }),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' })
  })

  it('reports a database that does not answer in time as a timeout', async () => {
    const started = Date.now()
    const readiness = await checkReadiness({ find: never, count: never } as never, false, 50)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(readiness).toMatchObject({ status: 'unavailable', database: 'timeout', jobs: { runs_here: false, due: null } })
  })

  it('stays ready when only the jobs count fails', async () => {
    const readiness = await checkReadiness({ find: async () => ({ docs: [] }), count: async () => Promise.reject(new Error('x')) } as never, true, 50)
    expect(readiness).toEqual({ status: 'ok', database: 'ok', jobs: { runs_here: true, due: null } })
  })
})
