import { describe, expect, it } from 'vitest'

import type { Env } from '../../app/lib/env.server'
import { adminPolicy, pagePolicy } from '../../app/lib/security-headers.server'

/** `npm run dev`'s live reload and `npm run dev:admin` need a little more from the security policies; nothing else does. */
const base = { APP_URL: 'http://localhost:3000', NODE_ENV: 'development', ADMIN_DEV: false, STRIPE_SECRET_KEY: undefined } as unknown as Env
const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `))

describe('policies for the development loop', () => {
  it('lets the page reach Vite’s hot-reload socket only while `npm run dev` runs, outside production', () => {
    expect(directive(pagePolicy('n', { ...base, REMIX_DEV_ORIGIN: 'http://localhost:3001/' }), 'connect-src')).toBe("connect-src 'self' data: ws://localhost:3001")
    expect(directive(pagePolicy('n', { ...base, REMIX_DEV_ORIGIN: 'https://dev.example:8443' }), 'connect-src')).toBe("connect-src 'self' data: wss://dev.example:8443")
    expect(directive(pagePolicy('n', base), 'connect-src')).toBe("connect-src 'self' data:")
    expect(directive(pagePolicy('n', { ...base, NODE_ENV: 'production', REMIX_DEV_ORIGIN: 'http://localhost:3001' }), 'connect-src')).toBe("connect-src 'self' data:")
  })

  it("allows eval in the admin only in Next's dev mode", () => {
    expect(directive(adminPolicy('n', { ...base, ADMIN_DEV: true }), 'script-src')).toBe("script-src 'self' 'nonce-n' 'unsafe-eval'")
    expect(directive(adminPolicy('n', base), 'script-src')).toBe("script-src 'self' 'nonce-n'")
  })
})
