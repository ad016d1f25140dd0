import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = { '~': path.resolve(import.meta.dirname, 'app') }

/** API test files whose assertions count across the whole server, so no other file may run beside them. */
const WHOLE_SERVER = ['tests/api/admin.test.ts', 'tests/api/payload-surface.test.ts']

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: WHOLE_SERVER,
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One shared server per project; two files at a time (the machine has 2 cores). Every file
          // makes its own customers, so none reads another's.
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          // The files that count across the whole server (every customer, every read and write), after
          // the others and one at a time, on a server of their own.
          name: 'api-whole-server',
          include: WHOLE_SERVER,
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
