import { randomUUID } from 'node:crypto'

import { expect, inject } from 'vitest'

/** A small client for the documented API, as an outside caller uses it. */
export interface ApiOptions {
  method?: string
  token?: string
  body?: unknown
  /** A raw body sent as-is (for malformed JSON tests). */
  rawBody?: string
  headers?: Record<string, string>
  baseUrl?: string
}

export interface ApiResult<T = any> {
  status: number
  body: T
  headers: Headers
}

export async function api<T = any>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: string | undefined = options.rawBody
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['Content-Type'] = 'application/json'
  } else if (body !== undefined) {
    headers['Content-Type'] ??= 'application/json'
  }
  const response = await fetch(`${options.baseUrl ?? inject('baseUrl')}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}

export function uniqueEmail(prefix = 'customer'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

export interface TestCustomer {
  id: string
  email: string
  password: string
  name: string
  token: string
}

/** Registers a new customer and signs in: the token is ready for Bearer calls. */
export async function newCustomer(overrides: Partial<{ name: string; email: string; password: string }> = {}, baseUrl?: string): Promise<TestCustomer> {
  const name = overrides.name ?? 'Test Customer'
  const email = overrides.email ?? uniqueEmail()
  const password = overrides.password ?? 'correct-horse'
  const registered = await api('/api/auth/register', { body: { name, email, password }, baseUrl })
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`)
  const login = await api('/api/auth/login', { body: { email, password }, baseUrl })
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`)
  return { id: login.body.user.id, email, password, name, token: login.body.session_token }
}

/**
 * Gives the customer's AI consent (issue 35): without it nothing of hers
 * reaches OpenAI, so a test of the OpenAI path gives it first.
 */
export async function giveAiConsent(customer: Pick<TestCustomer, 'token'>, baseUrl?: string, includeJournal = false): Promise<void> {
  const res = await api('/api/user/consents', { token: customer.token, baseUrl, body: { kind: 'ai_processing', include_journal: includeJournal } })
  if (res.status !== 201) throw new Error(`AI consent failed: ${res.status} ${JSON.stringify(res.body)}`)
}

/**
 * Staff act through Payload's own REST API (/cms-api), as the admin does:
 * use it to set up what only staff can create (notifications, tiers).
 */
export async function staffToken(baseUrl?: string): Promise<string> {
  // On the shared server, the one session made before any test ran: Payload's
  // login reads the staff member's sessions before its transaction and writes
  // them back with the new one added, so logins from test files running side
  // by side dropped each other's sessions (a test then met 401 or 403).
  if (baseUrl === undefined) return inject('staffToken')
  return ownStaffToken(baseUrl)
}

/**
 * A staff session of the caller's own, for a test that may end the session it
 * uses (the fuzz test reaches the logout routes): on the shared server no other
 * test signs staff in, so nothing races it.
 */
export async function ownStaffToken(baseUrl: string = inject('baseUrl')): Promise<string> {
  const { STAFF } = await import('./server')
  const response = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`staff login failed: ${response.status}`)
  return body.token
}

export async function staffRequest<T = any>(
  path: string,
  init: { method?: string; body?: unknown; token: string; baseUrl?: string },
): Promise<ApiResult<T>> {
  const response = await fetch(`${init.baseUrl ?? inject('baseUrl')}/cms-api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { Authorization: `JWT ${init.token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
}

/** The test-mode tier change a customer may make for herself (doc 1 §6): 'Liberate' or 'Liberate+'. */
export async function setTier(customer: TestCustomer, tier: 'Liberate' | 'Liberate+', baseUrl?: string): Promise<void> {
  const res = await api(`/api/admin/upgrade-user-tier?${new URLSearchParams({ user_email: customer.email, new_tier: tier })}`, {
    method: 'POST',
    token: customer.token,
    baseUrl,
  })
  if (res.status !== 200) throw new Error(`tier change failed: ${res.status} ${JSON.stringify(res.body)}`)
}

/** A new customer on Liberate+ (through the test-mode upgrade). */
export async function newPlusCustomer(overrides: Parameters<typeof newCustomer>[0] = {}, baseUrl?: string): Promise<TestCustomer> {
  const customer = await newCustomer(overrides, baseUrl)
  await setTier(customer, 'Liberate+', baseUrl)
  return customer
}

/**
 * A 5xx answer: the message, then " Reference: <request id>" for her to quote
 * to support, and the id on its own (app/lib/request-context.server.ts).
 */
export function failedWith(message: string) {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return { detail: expect.stringMatching(new RegExp(`^${escaped} Reference: [\\w.:-]+$`)), request_id: expect.any(String) }
}
