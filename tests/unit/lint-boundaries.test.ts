import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The seam between cms/ and the app (app/cms-bridge/README.md), proved on
 * probe files: what cms/ may import passes lint, what it may not fails.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId?.includes('no-restricted')).map((m) => m.message)
}

const BRIDGE_MESSAGE = 'cms/ reaches the app through app/cms-bridge (and may use app/domain and app/lib/env.server).'

describe('cms/ reaches the app only through app/cms-bridge', () => {
  it.each([
    ["import { listCustomers } from '../../../../app/services/admin/list-customers.server'", 'a service'],
    ["import { logger } from '../app/lib/logger.server'", 'infrastructure in app/lib'],
    ["import { MAIL_QUEUE } from '../../app/jobs/queues'", 'a job module'],
    ["import { NavBar } from '../../app/components/NavBar'", 'a component'],
    ["import { loader } from '../../app/routes/_app+/dashboard'", 'a route'],
    ["import { renderReport } from '../../app/reports/render.server'", 'a report'],
    ["export async function run() { return import('../../app/jobs/housekeeping.server') }", 'a job handler loaded on first run'],
  ])('refuses %s (%s)', async (code) => {
    expect(await problems('cms/probe.ts', code)).toContainEqual(expect.stringContaining(BRIDGE_MESSAGE))
  })

  it.each([
    "import { listCustomers } from '../../../../app/cms-bridge/admin-views.server'",
    "import { countOf } from '../app/domain/plural'",
    "import { loadEnv } from '../app/lib/env.server'",
  ])('allows %s', async (code) => {
    expect(await problems('cms/probe.ts', code)).toEqual([])
  })
})

describe('a report renders what it is given', () => {
  it('does not query', async () => {
    expect(await problems('app/reports/Probe.tsx', "import { listOwn } from '~/services/own-records.server'")).not.toEqual([])
    expect(await problems('app/reports/Probe.tsx', "import { logger } from '~/lib/logger.server'")).not.toEqual([])
    expect(await problems('app/reports/Probe.tsx', "import { countOf } from '~/domain/plural'")).toEqual([])
  })
})

describe('process state has one home', () => {
  const STATE = 'Module-level mutable state lives in app/lib/process-state.server.ts: use shared(name, create).'
  async function syntaxProblems(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath })
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
  }

  it.each([
    ['app/services/probe.server.ts', 'const inFlight = new Map<string, Promise<unknown>>()\nexport const size = () => inFlight.size'],
    ['app/jobs/probe.server.ts', 'export const running = new Set<string>()'],
    ['app/lib/probe.server.ts', 'let cached: string | undefined\nexport const read = () => (cached ??= "x")'],
  ])('refuses module-level state in %s', async (file, code) => {
    expect(await syntaxProblems(file, code)).toContain(STATE)
  })

  it('allows shared(), constant tables and state inside a function', async () => {
    const code = [
      "import { shared } from '../lib/process-state.server'",
      "const tails = shared('probe:tails', () => new Map<string, number>())",
      "const SAFE = new Set(['GET'])",
      'export function f() { const local = new Map(); let n = 0; n += local.size + tails.size + SAFE.size; return n }',
    ].join('\n')
    expect(await syntaxProblems('app/services/probe.server.ts', code)).toEqual([])
  })
})

describe('shared process state', () => {
  it('is one object per name, whichever copy of a module asks', async () => {
    const first = await import('~/lib/process-state.server')
    const a = first.shared('probe:one', () => new Map<string, number>())
    a.set('x', 1)
    // A second copy of the module (as another bundle would load) finds the same registry on globalThis.
    // @ts-expect-error: a query string makes Vite load the module a second time; TypeScript does not know the path.
    const copy = (await import('~/lib/process-state.server?copy')) as typeof first
    expect(copy.shared('probe:one', () => new Map<string, number>()).get('x')).toBe(1)
  })
})

describe('no import reaches back up a layer', () => {
  it('services do not import app/jobs: they queue work through their port', async () => {
    for (const code of [
      "import { queueMealPlanRecipes } from '../../jobs/run.server'",
      "import { MAIL_QUEUE } from '~/jobs/queues'",
      "import { run } from '../../jobs/housekeeping.server'",
    ]) {
      expect(await problems('app/services/meal-plans/probe.server.ts', code)).toContainEqual(expect.stringContaining('work-queue.server'))
    }
    expect(await problems('app/services/meal-plans/probe.server.ts', "import { workQueue } from '../work/work-queue.server'")).toEqual([])
    // The job side implements the port.
    expect(await problems('app/jobs/probe.server.ts', "import type { WorkQueue } from '../services/work/work-queue.server'")).toEqual([])
  })

  it('components do not import ~/root: root data comes as a prop', async () => {
    for (const code of ["import { useRootData } from '~/root'", "import { useRootData } from '../../root'"]) {
      expect(await problems('app/components/progress/Probe.tsx', code)).toContainEqual(expect.stringContaining('Components do not import ~/root'))
    }
    expect(await problems('app/routes/_app+/probe.tsx', "import { useRootData } from '~/root'")).toEqual([])
  })

  it('reports do not import components: shared chart colours are in app/domain', async () => {
    expect(await problems('app/reports/Probe.tsx', "import { SERIES } from '~/components/progress/WellnessChart'")).toContainEqual(
      expect.stringContaining('Components are used by routes and components only.'),
    )
    expect(await problems('app/reports/Probe.tsx', "import { SERIES } from '~/domain/chart-series'")).toEqual([])
  })

  it('app/ takes nothing from cms/, and Payload’s generated types only as types, from types/', async () => {
    expect(await problems('app/services/probe.server.ts', "import type { User } from '../../cms/payload-types'")).toContainEqual(
      expect.stringContaining('app/ imports nothing from cms/'),
    )
    expect(await problems('app/services/probe.server.ts', "import { Users } from '../../cms/collections/Users'")).toContainEqual(
      expect.stringContaining('app/ imports nothing from cms/'),
    )
    expect(await problems('app/services/probe.server.ts', "import { User } from '../../types/payload-types'")).toContainEqual(
      expect.stringContaining('Import only types from types/payload-types.'),
    )
    expect(await problems('app/services/probe.server.ts', "import type { User } from '../../types/payload-types'")).toEqual([])
    expect(await problems('cms/collections/Probe/index.ts', "import type { User } from '../../../types/payload-types'")).toEqual([])
  })
})
