/**
 * When `npm run demo` must not run. The demo writes invented people into its
 * own SQLite file; it never touches a real database.
 */
export const DEMO_DATABASE_FILE = 'demo.db'
export const ALLOW_PRODUCTION_FLAG = '--allow-production'

export const DEMO_REFUSALS = {
  mongo:
    'npm run demo refused: DATABASE_URL points at MongoDB. The demo runs only on its own SQLite file (data/demo.db) and never writes demo people into a real database. Unset DATABASE_URL to run it.',
  production: `npm run demo refused: NODE_ENV is production. The demo fills a database with invented people; run it on a development machine, or pass ${ALLOW_PRODUCTION_FLAG} if this really is a throwaway demo server.`,
  notDemoFile: `The demo data goes only into a SQLite file named ${DEMO_DATABASE_FILE}.`,
  notEmpty: 'The demo data goes only into a new, empty database: this one already has customers.',
} as const

export interface DemoLaunch {
  DATABASE_URL?: string
  NODE_ENV?: string
  args: readonly string[]
}

/** Why the demo refuses to start, or null when it may. */
export function demoLaunchRefusal(launch: DemoLaunch): string | null {
  const url = (launch.DATABASE_URL ?? '').trim()
  if (/^mongodb(\+srv)?:\/\//i.test(url)) return DEMO_REFUSALS.mongo
  if ((launch.NODE_ENV ?? '').trim() === 'production' && !launch.args.includes(ALLOW_PRODUCTION_FLAG)) return DEMO_REFUSALS.production
  return null
}

/** Why demo data may not be written into this database (`file:` URL and its customer count), or null. */
export function demoSeedRefusal(databaseUrl: string, customers: number): string | null {
  if (!/^file:/.test(databaseUrl)) return DEMO_REFUSALS.notDemoFile
  const file = databaseUrl.replace(/^file:/, '').split(/[?#]/)[0]!
  if (file.split(/[\\/]/).pop() !== DEMO_DATABASE_FILE) return DEMO_REFUSALS.notDemoFile
  if (customers > 0) return DEMO_REFUSALS.notEmpty
  return null
}
