import { createHash } from 'node:crypto'

import { describe, expect, inject, it } from 'vitest'

import { api, newCustomer, setTier, type TestCustomer } from '../support/api'
import { resetTokenIn, waitForOutbox } from '../support/mail'
import { rawDatabase } from '../support/test-database'

/**
 * Her session, cheaply (issue 53, decision 0036): the server keeps her record
 * per session for a few seconds, and every way a session ends or her record
 * changes shows at once. Each test first asks twice with the session, so the
 * record is kept, then makes the change and asks again straight away.
 */
async function warm(token: string): Promise<Record<string, unknown>> {
  const first = await api('/api/auth/session', { token })
  expect(first.status).toBe(200)
  const second = await api('/api/auth/session', { token })
  expect(second.status).toBe(200)
  expect(second.body).toEqual(first.body)
  return second.body.user
}

async function secondSession(customer: TestCustomer, password = customer.password): Promise<string> {
  const login = await api('/api/auth/login', {
    body: { email: customer.email, password },
  })
  expect(login.status).toBe(200)
  return login.body.session_token as string
}

const signedOut = async (token: string) => {
  const session = await api('/api/auth/session', { token })
  expect(session.status).toBe(401)
  expect(session.body).toEqual({ detail: expect.any(String) })
  expect((await api('/api/user/dashboard', { token })).status).toBe(401)
}

describe('the kept session', () => {
  it('answers each customer with her own record, never another’s', async () => {
    const ann = await newCustomer({ name: 'Ann Kept' })
    const bea = await newCustomer({ name: 'Bea Kept' })
    for (let i = 0; i < 5; i++) {
      const [a, b] = await Promise.all([api('/api/auth/session', { token: ann.token }), api('/api/auth/session', { token: bea.token })])
      expect(a.body.user).toMatchObject({
        id: ann.id,
        name: 'Ann Kept',
        email: ann.email,
      })
      expect(b.body.user).toMatchObject({
        id: bea.id,
        name: 'Bea Kept',
        email: bea.email,
      })
    }
  })

  it('ends at sign-out: the signed-out token answers 401 at once, her other session stays', async () => {
    const customer = await newCustomer()
    const other = await secondSession(customer)
    await warm(customer.token)
    await warm(other)
    expect((await api('/api/auth/logout', { method: 'POST', token: customer.token })).status).toBe(200)
    await signedOut(customer.token)
    await warm(other)
  })

  it('ends everywhere at sign-out everywhere', async () => {
    const customer = await newCustomer()
    const other = await secondSession(customer)
    await warm(customer.token)
    await warm(other)
    expect((await api('/api/auth/logout-all', { method: 'POST', token: other })).status).toBe(200)
    await signedOut(customer.token)
    await signedOut(other)
  })

  it('ends her other sessions when she changes her password, and keeps the one she used', async () => {
    const customer = await newCustomer({ password: 'first-password-1' })
    const other = await secondSession(customer)
    await warm(customer.token)
    await warm(other)
    const changed = await api('/api/user/password', {
      token: customer.token,
      body: {
        current_password: 'first-password-1',
        new_password: 'second-password-2',
      },
    })
    expect(changed.status).toBe(200)
    await signedOut(other)
    await warm(customer.token)
  })

  it('ends every session when she resets her password through the e-mailed link', async () => {
    const customer = await newCustomer()
    const other = await secondSession(customer)
    await warm(customer.token)
    await warm(other)
    expect(
      (
        await api('/api/auth/password-reset', {
          body: { email: customer.email },
        })
      ).status,
    ).toBe(202)
    const [mail] = await waitForOutbox(customer.email, 1, {
      kind: 'password_reset',
    })
    const confirmed = await api('/api/auth/password-reset/confirm', {
      body: {
        token: resetTokenIn(mail!.text),
        new_password: 'a-reset-password-3',
      },
    })
    expect(confirmed.status).toBe(200)
    await signedOut(customer.token)
    await signedOut(other)
  })

  it('ends when she deletes her account', async () => {
    const customer = await newCustomer()
    const other = await secondSession(customer)
    await warm(customer.token)
    await warm(other)
    const deleted = await api('/api/user/account', {
      method: 'DELETE',
      token: customer.token,
      body: { password: customer.password, confirm: 'DELETE' },
    })
    expect(deleted.status).toBe(200)
    await signedOut(customer.token)
    await signedOut(other)
  })

  it('ends when the session expires, although its record was kept', async () => {
    const customer = await newCustomer()
    await warm(customer.token)
    const db = await rawDatabase(inject('databaseUrl'))
    try {
      const digest = createHash('sha256').update(customer.token).digest('hex')
      const [session] = (await db.rows('sessions')).filter((row) => row.token_hash === digest)
      expect(session).toBeDefined()
      await db.set('sessions', String(session!.id ?? session!._id), 'expires_at', new Date(Date.now() - 1000).toISOString())
    } finally {
      await db.close()
    }
    await signedOut(customer.token)
  })

  it('shows a change of her tier at once', async () => {
    const customer = await newCustomer()
    expect(await warm(customer.token)).toMatchObject({ tier: 'Liberate' })
    await setTier(customer, 'Liberate+')
    expect((await api('/api/auth/session', { token: customer.token })).body.user).toMatchObject({ tier: 'Liberate+' })
    await setTier(customer, 'Liberate')
    expect((await api('/api/auth/session', { token: customer.token })).body.user).toMatchObject({ tier: 'Liberate' })
  })

  it('answers 401 for no token, a malformed one and an unknown one', async () => {
    expect((await api('/api/auth/session')).status).toBe(401)
    expect((await api('/api/auth/session', { token: 'not a token' })).status).toBe(401)
    expect((await api('/api/auth/session', { token: 'A'.repeat(43) })).status).toBe(401)
  })
})
