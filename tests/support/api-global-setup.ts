import type { TestProject } from 'vitest/node'

import { startServer, type RunningServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The shared server's data folder (its SQLite file and generated Payload secret). */
    dataDir: string
    /** The shared server's DATABASE_URL (tests/support/test-database.ts). */
    databaseUrl: string
  }
}

let server: RunningServer | undefined

/** One real server on a temporary SQLite database, shared by the API tests. */
export async function setup(project: TestProject) {
  server = await startServer()
  project.provide('baseUrl', server.url)
  project.provide('dataDir', server.dataDir)
  project.provide('databaseUrl', server.databaseUrl)
}

export async function teardown() {
  await server?.stop()
}
