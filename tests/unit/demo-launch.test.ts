import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DEMO_REFUSALS } from '../../app/domain/demo/refusal'

/** `npm run demo` itself (scripts/demo.ts) stops before building or touching any data when it must not run. */
const ROOT = path.resolve(import.meta.dirname, '..', '..')

function launch(env: Record<string, string>, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demo.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { NODE_ENV: 'development', PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    timeout: 30_000,
  })
}

describe('npm run demo refuses', () => {
  it('a MongoDB DATABASE_URL', () => {
    const demoDbBefore = existsSync(path.join(ROOT, 'data', 'demo.db'))
    const result = launch({ DATABASE_URL: 'mongodb://mongo:27017/liberate', NODE_ENV: 'development' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe(DEMO_REFUSALS.mongo)
    expect(result.stdout).toBe('')
    expect(existsSync(path.join(ROOT, 'data', 'demo.db'))).toBe(demoDbBefore)
  })

  it('NODE_ENV=production without --allow-production', () => {
    const result = launch({ NODE_ENV: 'production' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe(DEMO_REFUSALS.production)
    expect(result.stdout).toBe('')
  })
})
