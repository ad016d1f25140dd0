import type { TestProject } from 'vitest/node'

import { startServer, STAFF, type RunningServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The shared server's data folder (its SQLite file and generated Payload secret). */
    dataDir: string
    /** The shared server's DATABASE_URL (tests/support/test-database.ts). */
    databaseUrl: string
    /** A staff session on the shared server, made once before any test runs (see `staffToken`). */
    staffToken: string
  }
}

let server: RunningServer | undefined

/** One real server on a temporary SQLite database, shared by the API tests. */
export async function setup(project: TestProject) {
  server = await startServer()
  project.provide('baseUrl', server.url)
  project.provide('dataDir', server.dataDir)
  project.provide('databaseUrl', server.databaseUrl)
  const login = await fetch(`${server.url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`staff login failed: ${login.status}`)
  project.provide('staffToken', token)
}

export async function teardown() {
  await server?.stop()
}
