import { afterAll, describe, expect, it } from 'vitest'

import { api } from '../support/api'
import { startServer, type RunningServer } from '../support/server'

/**
 * The access line is written asynchronously (issue 53, app/lib/logger.server.ts):
 * a burst of requests answered just before the server is told to stop still
 * has every one of its lines on stdout once the process has exited.
 */
let server: RunningServer | undefined

afterAll(async () => {
  await server?.stop()
})

describe('access lines written asynchronously', () => {
  it('are all on stdout after a clean shutdown straight after a burst of requests', async () => {
    server = await startServer({ LOG_LEVEL: 'info' })
    const BURST = 300
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => api(`/api/no-such-route-${i}`, { baseUrl: server!.url })))
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 404))
    const ids = answers.map((res) => res.headers.get('X-Request-Id'))
    expect(new Set(ids).size).toBe(BURST)

    await server.stop()
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) =>
          JSON.parse(line) as {
            req_id?: string
            path?: string
            status?: number
            msg?: string
          },
      )
    const logged = new Map(lines.filter((line) => line.path?.startsWith('/api/no-such-route-')).map((line) => [line.req_id, line]))
    for (const [i, id] of ids.entries())
      expect(logged.get(id!), `line of request ${i}`).toMatchObject({
        path: `/api/no-such-route-${i}`,
        status: 404,
      })
    expect(lines.some((line) => line.msg === 'SIGTERM: shutting down')).toBe(true)
  })
})
