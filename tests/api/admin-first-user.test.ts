import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startServer, type RunningServer } from '../support/server'

/**
 * A production server started without ADMIN_EMAIL has no staff account. The
 * admin's public "create first user" route must not make the first visitor a
 * super admin.
 */
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })
})

afterAll(async () => {
  await server?.stop()
})

describe('first staff account in production', () => {
  it('refuses the public first-register route', async () => {
    const res = await fetch(`${server.url}/cms-api/users/first-register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'intruder@example.com', password: 'intruder-1', 'confirm-password': 'intruder-1' }),
    })
    expect(res.status).toBe(403)
    expect(JSON.stringify(await res.json())).toContain('ADMIN_EMAIL')

    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'intruder@example.com', password: 'intruder-1' }),
    })
    expect(login.status).toBe(401)
  })
})
