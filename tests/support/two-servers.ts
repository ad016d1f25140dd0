import { startServer, type RunningServer } from './server'

export interface TwoServers {
  a: RunningServer
  b: RunningServer
  /** Both base URLs: request `i` goes to `urls[i % 2]`, so a batch is split across the two. */
  urls: [string, string]
  databaseUrl: string
  stop: () => Promise<void>
}

/**
 * Two app servers (two processes, as a scaled-out deployment runs them) on
 * one database: the first creates it (a SQLite file in its data folder, or a
 * MongoDB database of its own with TEST_DATABASE_URL), the second is started
 * on the same DATABASE_URL once the first has migrated and seeded it. Each
 * keeps its own memory, so a rule kept only in memory does not hold between
 * them. `env` goes to both (JOBS_AUTORUN, SMTP_URL, …).
 */
export async function startTwoServers(env: Record<string, string> = {}): Promise<TwoServers> {
  const a = await startServer(env)
  let b: RunningServer
  try {
    b = await startServer({ ...env, DATABASE_URL: a.databaseUrl })
  } catch (error) {
    await a.stop()
    throw error
  }
  return {
    a,
    b,
    urls: [a.url, b.url],
    databaseUrl: a.databaseUrl,
    // The second first: the first owns the database and removes it.
    stop: async () => {
      await b.stop()
      await a.stop()
    },
  }
}
