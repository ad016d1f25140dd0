import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { validSignupAnswers } from '../support/signup-answers'

/**
 * The signup chain against a real database (SQLite, the adapter tests run
 * on), in this process, so one step of it can be made to fail after the
 * account was written: the transaction must take the account back.
 */
const failing = vi.hoisted(() => ({ session: false }))
vi.mock('../../app/lib/session.server', async (original) => {
  const actual = await original<typeof import('../../app/lib/session.server')>()
  return {
    ...actual,
    createSession: async (...args: Parameters<typeof actual.createSession>) => {
      if (failing.session) throw new Error('The session store is down')
      return actual.createSession(...args)
    },
  }
})

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liberate-signup-'))
let payload: Payload

beforeAll(async () => {
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = 'signup-transaction-test'
  process.env.JOBS_AUTORUN = 'false'
  delete process.env.DATABASE_URL
  delete process.env.OPENAI_API_KEY
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  payload = await getPayload({ config, cron: false })
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dataDir, { recursive: true, force: true })
})

async function accountsWith(email: string): Promise<number> {
  return (await payload.count({ collection: 'customers', overrideAccess: true, where: { email: { equals: email } } })).totalDocs
}

async function assessmentsCount(): Promise<number> {
  return (await payload.count({ collection: 'assessments', overrideAccess: true })).totalDocs
}

describe('the signup chain stores the account and the questionnaire together or not at all', () => {
  it('takes the new account and its answers back when a later step fails', async () => {
    const { signUp } = await import('../../app/services/signup/sign-up.server')
    const { env } = await import('../../app/lib/env.server')
    const email = 'rollback@example.com'
    const before = await assessmentsCount()
    failing.session = true
    await expect(
      signUp(payload, env(), { account: { name: 'Rita Back', email, password: 'secret1' }, answers: validSignupAnswers() }),
    ).rejects.toThrow('The session store is down')
    expect(await accountsWith(email)).toBe(0)
    expect(await assessmentsCount()).toBe(before)

    // Nothing is left half done: the same e-mail signs up cleanly afterwards.
    failing.session = false
    const result = await signUp(payload, env(), { account: { name: 'Rita Back', email, password: 'secret1' }, answers: validSignupAnswers() })
    expect(result).toMatchObject({ signedIn: true, goTo: '/meal-plans', mealPlanError: null })
    expect(await accountsWith(email)).toBe(1)
    expect(await assessmentsCount()).toBe(before + 1)
    const customer = await payload.findByID({ collection: 'customers', id: result.customer.id, overrideAccess: true, depth: 0 })
    expect(customer.profile_completed).toBe(true)
  })

  it('deletes them again where the database has no transactions (the compensating delete)', async () => {
    const { signUp } = await import('../../app/services/signup/sign-up.server')
    const { env } = await import('../../app/lib/env.server')
    const email = 'compensate@example.com'
    const before = await assessmentsCount()
    const begin = payload.db.beginTransaction
    ;(payload.db as { beginTransaction?: unknown }).beginTransaction = undefined
    failing.session = true
    try {
      await expect(
        signUp(payload, env(), { account: { name: 'Connie Pensate', email, password: 'secret1' }, answers: validSignupAnswers() }),
      ).rejects.toThrow('The session store is down')
    } finally {
      payload.db.beginTransaction = begin
      failing.session = false
    }
    expect(await accountsWith(email)).toBe(0)
    expect(await assessmentsCount()).toBe(before)
  })
})
