import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser). The
 * app runs on a throwaway SQLite database with the local fakes of outside
 * services; see tests/e2e/servers.ts.
 */
import { E2E } from './tests/e2e/servers'

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One spec file at a time by default. E2E_WORKERS=2 runs two, each in its own browser against the one
  // server (every test makes its own customer): on 2 cores it saved under half a minute, and the busier
  // machine made a tap before a page had hydrated likelier.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E.appUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: E2E.webServers,
})
