import type { Page } from '@playwright/test'

import { validAnswers } from '../support/comprehensive-answers'
import { createCustomer, expect, signIn, staffRequest, test, type Customer } from './fixtures'
import { E2E } from './servers'

/**
 * The Content-Security-Policy (issue 18 part 6) in a real browser: every
 * customer page, signed out and signed in as a Liberate+ customer, with the
 * work each page does in the browser (a check-in, the progress chart, a meal
 * plan being written, the library, the grocery list, food and sleep logs, the
 * questionnaires and the PDF report made on the device), and the Payload admin
 * (login, dashboard, customers, media), without one violation. Every other
 * journey is checked too: the `cspViolations` fixture (fixtures.ts) fails any
 * test whose page reports a violation.
 */

/** Opens a page, waits until it is hydrated and idle, and checks the policy it was sent names a nonce. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response, path).not.toBeNull()
  const csp = await response!.headerValue('content-security-policy')
  expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  await page.waitForLoadState('networkidle')
}

async function api(customer: Customer, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${E2E.appUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`)
}

const DAY = 24 * 60 * 60 * 1000

test.describe('Content-Security-Policy', () => {
  test.use({ acceptDownloads: true, timezoneId: 'UTC' })

  test('no violations on the customer pages, signed out and signed in', async ({ page, cspViolations }) => {
    test.setTimeout(180_000)

    // Signed out: the landing page with its sign-in dialog, and a missing page.
    await visit(page, '/')
    await page.getByRole('button', { name: /sign in|log in/i }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await visit(page, '/no-such-page')
    await visit(page, '/support')
    // Reached from e-mails: asking for a password reset link, a dead link, an unsubscribe link that does not work.
    await visit(page, '/reset-password')
    await visit(page, '/reset-password?token=not-a-live-link')
    await visit(page, '/unsubscribe?token=not-a-signed-link')
    await visit(page, '/privacy')
    // The signup questionnaire: its first page, then the next.
    await visit(page, '/signup-questionnaire')
    await expect(page.getByText(/Step 1 of/)).toBeVisible()

    // A Liberate+ customer with check-ins, a baseline assessment and data to show.
    const customer = await createCustomer('Csp Customer')
    const upgrade = await fetch(`${E2E.appUrl}/api/admin/upgrade-user-tier?${new URLSearchParams({ user_email: customer.email, new_tier: 'Liberate+' })}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}` },
    })
    expect(upgrade.status).toBe(200)
    for (let i = 1; i <= 7; i++) {
      await api(customer, '/api/checkin/submit', {
        date: new Date(Date.now() - i * DAY).toISOString().slice(0, 10),
        energy_level: 6,
        sleep_quality: 7,
        stress_level: 4,
        mood: 6,
        journal_entry: null,
      })
    }
    await api(customer, '/api/questionnaire/submit', { ...validAnswers(), user_id: customer.id, assessment_type: 'comprehensive_menopause_assessment' })
    await signIn(page, customer)

    await visit(page, '/dashboard')

    // Today's check-in through the form.
    await visit(page, '/checkin')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByRole('button', { name: "Update Today's Check-in" })).toBeVisible()

    // The progress chart and a summary.
    await visit(page, '/progress')
    await expect(page.getByTestId('progress')).toBeVisible()
    await page.getByRole('button', { name: /Generate/ }).click()
    await expect(page.getByTestId('toast').first()).toBeVisible()

    // A meal plan written while the page polls.
    await visit(page, '/meal-plans')
    await page.getByRole('button', { name: 'Generate New Meal Plan' }).click()
    await expect(page.getByRole('button', { name: /^View recipe:/ })).toHaveCount(28, { timeout: 30_000 })
    await page.getByRole('button', { name: /^View recipe:/ }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')

    // The content library and one item.
    await visit(page, '/content')
    const firstItem = page.locator('a[href^="/content/"]').first()
    await expect(firstItem).toBeVisible()
    await visit(page, (await firstItem.getAttribute('href'))!)

    await visit(page, '/grocery-list')
    await visit(page, '/food-logging')
    await visit(page, '/sleep-tracking')
    await visit(page, '/upgrades')
    // My treatments and the report for her GP drawn on the device.
    await api(customer, '/api/treatments', { kind: 'hrt', name: 'Oestrogel', route: 'gel', dose: '2 pumps daily', started_on: new Date(Date.now() - 100 * DAY).toISOString().slice(0, 10) })
    await visit(page, '/treatments')
    const gpReport = page.waitForEvent('download')
    await page.getByTestId('gp-report-button').click()
    expect((await gpReport).suggestedFilename()).toBe('Csp_Customer_GP_Report.pdf')
    await visit(page, '/billing')
    await visit(page, '/account')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await visit(page, '/support')
    await visit(page, '/simple-questionnaire')
    await visit(page, '/test-questionnaire')

    // The questionnaire history and the PDF report made on the device (PDF library, WebAssembly layout, blob: download).
    await visit(page, '/questionnaire')
    const downloading = page.waitForEvent('download')
    await page.getByTestId('pdf-report').first().click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)

    expect(cspViolations).toEqual([])
  })

  test('no violations in the admin: login, dashboard, customers, media', async ({ page, cspViolations }) => {
    test.setTimeout(120_000)
    await createCustomer('Csp Admin View')
    // A wellness staff member (role admin): the portal's own dashboard and views.
    const staff = { email: `csp-coach-${Date.now().toString(36)}@example.com`, password: 'coach-password-1' }
    await staffRequest('/users', 'POST', { ...staff, name: 'Csp Coach', role: 'admin' })

    const login = await page.goto('/admin/login')
    expect(await login!.headerValue('content-security-policy')).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await page.waitForLoadState('networkidle')

    await page.goto('/admin/customers')
    await expect(page.getByText('Csp Admin View').first()).toBeVisible()
    await page.waitForLoadState('networkidle')

    await page.goto('/admin/media')
    await page.waitForLoadState('networkidle')
    await page.goto('/admin/collections/media')
    await page.waitForLoadState('networkidle')
    await page.goto('/admin/collections/library-items')
    await page.waitForLoadState('networkidle')

    expect(cspViolations).toEqual([])
  })
})
