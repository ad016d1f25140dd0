import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = { '~': path.resolve(import.meta.dirname, 'app') }

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
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One shared server per run; files run one after another so the
          // 2-core CI machine is not asked to start many servers at once.
          fileParallelism: false,
        },
      },
    ],
  },
})
