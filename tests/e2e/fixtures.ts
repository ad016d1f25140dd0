import { randomUUID } from 'node:crypto'

import { test as base, expect, type Page } from '@playwright/test'

import { E2E } from './servers'

export interface Customer {
  name: string
  email: string
  password: string
  token: string
  id: string
}

/** Registers a customer through the API (no clicking through the modal). */
export async function createCustomer(name = 'Maya Test'): Promise<Customer> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`
  const password = 'correct-horse'
  const register = await fetch(`${E2E.appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email, password }),
  })
  if (register.status !== 201) throw new Error(`register failed: ${register.status}`)
  const login = await fetch(`${E2E.appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = (await login.json()) as { session_token: string; user: { id: string } }
  return { name, email, password, token: body.session_token, id: body.user.id }
}

/**
 * Puts the customer's session cookie in the browser, as signing in would, and
 * the `tz` cookie the sign-in page would have left (the zone this browser
 * reports, so the test's `timezoneId`). A journey about her very first page
 * removes it (`context.clearCookies({ name: 'tz' })`).
 */
export async function signIn(page: Page, customer: Customer): Promise<void> {
  const url = new URL(E2E.appUrl)
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  await page.context().addCookies([
    { name: 'session_token', value: customer.token, domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
    { name: 'tz', value: encodeURIComponent(zone), domain: url.hostname, path: '/', sameSite: 'Lax' },
  ])
}

/**
 * Waits until the page is hydrated (`data-hydrated` in root.tsx), for a test
 * whose next step is a button only script can work: React hydrates the page
 * as soon as its script runs, and each streamed part (the dashboard's
 * figures) as it arrives; a tap before then does nothing (as it would for
 * her on a slow phone).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** Opens one of the app's pages and waits until it is hydrated. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await hydrated(page)
}

/** Staff change what only staff can (a tier, a notification) through Payload's REST API. */
export async function staffRequest(path: string, method: string, body?: unknown): Promise<unknown> {
  const login = await fetch(`${E2E.appUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E.staff),
  })
  const { token } = (await login.json()) as { token: string }
  const response = await fetch(`${E2E.appUrl}/cms-api${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`staff ${method} ${path} failed: ${response.status}`)
  return response.json()
}

/**
 * Collects every Content-Security-Policy violation a page reports, as
 * `securitypolicyviolation` events and as console messages.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create|evaluate|compile)/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`)
    }
  })
  return violations
}

/**
 * `customer` is a fresh account already signed in on `page`. Every journey
 * also fails if its page reports a Content-Security-Policy violation
 * (`cspViolations`, automatic), so each page a journey reaches is checked.
 */
export const test = base.extend<{ customer: Customer; cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page)
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  customer: async ({ page }, use) => {
    const customer = await createCustomer()
    await signIn(page, customer)
    await use(customer)
  },
})

export { expect }
