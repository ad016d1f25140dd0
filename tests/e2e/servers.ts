import type { PlaywrightTestConfig } from '@playwright/test'

import { SERVER_ARGS } from '../support/server-command'

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number]

/**
 * The processes Playwright starts before the journeys: the local fakes of
 * outside services first, then the app pointed at them. Ports are fixed so the
 * config is the same in every worker.
 */
const APP_PORT = Number(process.env.E2E_PORT ?? 3211)
const GOOGLE_PORT = APP_PORT + 1
const OVERPASS_PORT = APP_PORT + 7
const POSTCODES_PORT = APP_PORT + 8
// The local mail server (tests/fakes/smtp.ts): SMTP on one port, its mailbox over HTTP on the next.
const SMTP_PORT = APP_PORT + 5
const MAILBOX_PORT = APP_PORT + 6
const appUrl = `http://127.0.0.1:${APP_PORT}`
const googleUrl = `http://127.0.0.1:${GOOGLE_PORT}`
const overpassUrl = `http://127.0.0.1:${OVERPASS_PORT}`
const postcodesUrl = `http://127.0.0.1:${POSTCODES_PORT}`
const mailboxUrl = `http://127.0.0.1:${MAILBOX_PORT}`

export const E2E = {
  appUrl,
  googleUrl,
  overpassUrl,
  postcodesUrl,
  mailboxUrl,
  staff: { email: 'staff@example.com', password: 'staff-password-1' },
  webServers: <WebServer[]>[
    {
      command: `node --import tsx tests/fakes/google-server.ts`,
      url: `${googleUrl}/health`,
      env: { PORT: String(GOOGLE_PORT), APP_URL: appUrl },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --import tsx tests/fakes/overpass.ts`,
      url: `${overpassUrl}/health`,
      env: { PORT: String(OVERPASS_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --import tsx tests/fakes/postcodes.ts`,
      url: `${postcodesUrl}/health`,
      env: { PORT: String(POSTCODES_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --import tsx tests/fakes/smtp.ts`,
      url: `${mailboxUrl}/health`,
      env: { SMTP_PORT: String(SMTP_PORT), PORT: String(MAILBOX_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf .cache/e2e-${APP_PORT} && mkdir -p .cache/e2e-${APP_PORT} && cp -r build .cache/e2e-${APP_PORT}/build && node ${SERVER_ARGS.join(' ')}`,
      url: `${appUrl}/api/health`,
      env: {
        NODE_ENV: 'production',
        PORT: String(APP_PORT),
        APP_URL: appUrl,
        DATA_DIR: `.cache/e2e-${APP_PORT}/data`,
        REMIX_BUILD_DIR: `.cache/e2e-${APP_PORT}/build`,
        DATABASE_URL: '',
        ADMIN_EMAIL: 'staff@example.com',
        ADMIN_PASSWORD: 'staff-password-1',
        GOOGLE_CLIENT_ID: 'e2e-client',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_AUTHORIZATION_URL: `${googleUrl}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${googleUrl}/token`,
        GOOGLE_USERINFO_URL: `${googleUrl}/userinfo`,
        OPENAI_API_KEY: '',
        STRIPE_SECRET_KEY: '',
        OVERPASS_API_URL: `${overpassUrl}/api/interpreter`,
        POSTCODES_API_URL: postcodesUrl,
        GOOGLE_PLACES_API_KEY: '',
        SMTP_URL: `smtp://liberate:smtp-test-password@127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Liberate <care@liberate.example>',
        // The journeys sign in and register many times from one address: limits on abuse off.
        RATE_LIMIT_SCALE: '0',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
}
