import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it } from 'vitest'

import { loader } from '~/routes/api+/health'

function args(count: () => Promise<unknown>): LoaderFunctionArgs {
  return {
    request: new Request('http://localhost/api/health'),
    params: {},
    context: { payload: { count }, env: {} } as unknown as LoaderFunctionArgs['context'],
  }
}

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const response = await loader(args(async () => ({ totalDocs: 0 })))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 when the database is unreachable', async () => {
    const response = await loader(
      args(async () => {
        throw new Error('SQLITE_CANTOPEN')
      }),
    )
    expect(response.status).toBe(503)
    expect((await response.json()).status).not.toBe('ok')
  })
})
