import { MongoClient } from 'mongodb'

import type { Logger } from '../app/lib/logger.server'

/**
 * Before Payload connects: a MongoDB replica set accepts connections before
 * it has elected a primary, and writes (and transactions) fail until it has.
 * Wait until the server answers `hello` with `isWritablePrimary`, for at most
 * `timeoutMs`; then the process stops with the reason rather than serve
 * requests it cannot store.
 */
export async function waitForWritablePrimary(url: string, log: Logger, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let attempt = 0
  for (;;) {
    attempt++
    const client = new MongoClient(url, { serverSelectionTimeoutMS: 5_000, connectTimeoutMS: 5_000 })
    let reason: string
    try {
      await client.connect()
      const hello = (await client.db('admin').command({ hello: 1 })) as { isWritablePrimary?: boolean }
      if (hello.isWritablePrimary) {
        if (attempt > 1) log.info({ attempt }, 'MongoDB has a writable primary')
        return
      }
      reason = 'no writable primary yet'
    } catch (error) {
      reason = (error as Error).message
    } finally {
      await client.close().catch(() => {})
    }
    if (Date.now() > deadline) throw new Error(`MongoDB has no writable primary after ${Math.round(timeoutMs / 1000)} s: ${reason}`)
    log.warn({ attempt, reason }, 'Waiting for MongoDB')
    await new Promise((r) => setTimeout(r, 2_000))
  }
}
