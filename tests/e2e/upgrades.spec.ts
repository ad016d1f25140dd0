import type { Page } from '@playwright/test'

import { createCustomer, expect, signIn, test, type Customer } from './fixtures'
import { E2E } from './servers'

/**
 * Upgrades and payment (spec doc 1 §2, §4, §8). The e2e server has no Stripe
 * key, so checkout is the built-in demo, which follows the same fulfilment
 * path as Stripe.
 */

/** Starts a checkout through the documented API, as the upgrade screen does. */
async function startCheckout(customer: Customer, tier = 'Liberate+'): Promise<string> {
  const response = await fetch(`${E2E.appUrl}/api/payments/checkout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ tier, origin_url: E2E.appUrl }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { session_id: string }).session_id
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test.describe('Upgrade screen', () => {
  test('shows both plans, the coaching programme and the testing box', async ({ page, customer: _customer }) => {
    await page.goto('/upgrades')
    const base = page.getByTestId('plan-base')
    const plus = page.getByTestId('plan-plus')
    await expect(base.getByRole('heading', { name: 'Liberate', exact: true })).toBeVisible()
    await expect(base).toContainText('£0/month')
    await expect(base).toContainText('Free: no card needed')
    await expect(base).toContainText('2 AI meal plans a month')
    await expect(base).toContainText('Current plan')
    await expect(plus.getByRole('heading', { name: 'Liberate+' })).toBeVisible()
    await expect(plus).toContainText('£29/month')
    await expect(plus).toContainText('Unlimited AI meal plans')
    await expect(page.getByTestId('coaching-card')).toContainText('12 or 24-week')
    await expect(page.getByTestId('coaching-card')).toContainText('10 clients each quarter')
    await expect(page.getByTestId('testing-mode')).toBeVisible()
  })

  test("says 'You're already on the Liberate tier' for the current plan", async ({ page, customer: _customer }) => {
    await page.goto('/upgrades')
    await page.getByRole('button', { name: 'Choose Liberate', exact: true }).click()
    await expect(page.getByTestId('toast')).toHaveText("You're already on the Liberate tier")
    await expect(page).toHaveURL(/\/upgrades$/)
  })
})

test.describe('Demo checkout to payment success', () => {
  test('upgrades end to end: demo checkout, success page, new tier badge and unlocked premium links', async ({ page, customer: _customer }) => {
    await page.goto('/dashboard')
    await expect(mainNav(page).getByTestId('tier-badge')).toHaveText('Liberate')
    await expect(mainNav(page).getByLabel('(premium)')).toHaveCount(2)

    await page.goto('/upgrades')
    await page.getByRole('button', { name: 'Choose Liberate+' }).click()

    await expect(page).toHaveURL(/\/checkout\/demo\/demo_cs_/)
    await expect(page.getByText('This is a demonstration checkout.')).toBeVisible()
    await expect(page.getByText('no card details are asked for')).toBeVisible()
    await expect(page.getByTestId('demo-due-today')).toHaveText('£29.00')
    await expect(page.locator('input')).toHaveCount(0)
    await page.getByRole('button', { name: 'Complete demo payment' }).click()

    await expect(page).toHaveURL(/\/payment-success\?session_id=demo_cs_/)
    const success = page.getByTestId('payment-success')
    await expect(success.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    await expect(success.getByTestId('payment-tier')).toHaveText('Liberate+')
    await expect(success.getByTestId('payment-amount')).toHaveText('Amount paid: £29.00')
    await expect(success.getByRole('link', { name: 'Create a Meal Plan' })).toHaveAttribute('href', '/meal-plans')

    await success.getByRole('link', { name: 'Go to Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(mainNav(page).getByTestId('tier-badge')).toHaveText('Liberate+')
    await expect(page.getByRole('main').getByTestId('tier-badge')).toHaveText('Liberate+ Member')
    await expect(mainNav(page).getByLabel('(premium)')).toHaveCount(0)

    // The payment is on the billing page, and cancelling there returns to the base tier.
    await page.goto('/billing')
    await expect(page.getByRole('table')).toContainText('£29.00')
    await page.getByRole('button', { name: 'Cancel subscription' }).click()
    await page.getByRole('button', { name: 'Yes, cancel subscription' }).click()
    await expect(page.getByTestId('toast')).toContainText('Your subscription is cancelled')
    await expect(mainNav(page).getByTestId('tier-badge')).toHaveText('Liberate')
    await expect(mainNav(page).getByLabel('(premium)')).toHaveCount(2)
  })

  test('cancelling the demo checkout returns to Upgrades; the session then reads as expired', async ({ page, customer }) => {
    const sessionId = await startCheckout(customer)
    await page.goto(`/checkout/demo/${sessionId}`)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/upgrades$/)
    await expect(page.getByTestId('toast')).toHaveText('Checkout cancelled. You have not been charged.')

    await page.goto(`/payment-success?session_id=${sessionId}`)
    const expired = page.getByTestId('payment-expired')
    await expect(expired.getByRole('heading', { name: 'Payment Session Expired' })).toBeVisible()
    await expired.getByRole('link', { name: 'Try Again' }).click()
    await expect(page).toHaveURL(/\/upgrades$/)
  })

  test('a checkout never completed times out after 5 attempts; Check Again restarts and then succeeds', async ({ page, customer }) => {
    const sessionId = await startCheckout(customer)
    await page.goto(`/payment-success?session_id=${sessionId}`)
    const checking = page.getByTestId('payment-checking')
    await expect(checking).toContainText('Attempt 2 of 5')
    await expect(checking).toContainText('Attempt 5 of 5')
    const timeout = page.getByTestId('payment-timeout')
    await expect(timeout.getByRole('heading', { name: 'Payment Check Timeout' })).toBeVisible({ timeout: 15_000 })
    await expect(timeout).toContainText('If you have been charged, please contact support')
    await expect(timeout.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard')

    // The customer finishes paying meanwhile; checking again picks it up.
    const completed = await page.request.post(`/checkout/demo/${sessionId}`, { form: { intent: 'complete' }, maxRedirects: 0 })
    expect(completed.status()).toBe(302)
    await timeout.getByRole('button', { name: 'Check Again' }).click()
    await expect(page.getByTestId('payment-success')).toContainText('Liberate+')
  })
})

test.describe('Payment errors', () => {
  test('a missing session id is an error with a way back to Upgrades', async ({ page, customer: _customer }) => {
    await page.goto('/payment-success')
    const error = page.getByTestId('payment-error')
    await expect(error.getByRole('heading', { name: 'Payment Error' })).toBeVisible()
    await expect(error.getByRole('link', { name: 'Back to Upgrades' })).toHaveAttribute('href', '/upgrades')
  })

  test("another customer's session is an error on the first attempt", async ({ page, customer: _customer }) => {
    const owner = await createCustomer('Owner Person')
    const sessionId = await startCheckout(owner)
    await page.goto(`/payment-success?session_id=${sessionId}`)
    const error = page.getByTestId('payment-error')
    await expect(error.getByRole('heading', { name: 'Payment Error' })).toBeVisible()
    await expect(error).toContainText('Payment session not found')
  })

  test('the page works signed out, with its own light header', async ({ page }) => {
    await page.goto('/payment-success?session_id=demo_cs_0123456789abcdef0123456789abcdef')
    await expect(page.getByRole('link', { name: 'Liberate' })).toHaveAttribute('href', '/')
    await expect(page.getByTestId('payment-error')).toContainText('Please sign in to see this payment.')
  })
})

test.describe('Testing mode', () => {
  test('switches the own tier without payment and reloads with the new badge', async ({ page, customer: _customer }) => {
    await page.goto('/upgrades')
    await page.getByRole('button', { name: 'Switch to Liberate+ (test)' }).click()
    await expect(page.getByTestId('toast')).toHaveText('Successfully upgraded to Liberate+!')
    await expect(mainNav(page).getByTestId('tier-badge')).toHaveText('Liberate+')
    await expect(page.getByTestId('plan-plus')).toContainText('Current plan')
    await expect(mainNav(page).getByLabel('(premium)')).toHaveCount(0)
  })

  test("cannot change another customer's tier (403)", async ({ page }) => {
    const other = await createCustomer('Other Person')
    const me = await createCustomer('Me Person')
    await signIn(page, me)
    await page.goto('/upgrades')
    const status = await page.evaluate(async (email) => {
      const response = await fetch(`/api/admin/upgrade-user-tier?user_email=${encodeURIComponent(email)}&new_tier=plus`, {
        method: 'POST',
        credentials: 'same-origin',
      })
      return response.status
    }, other.email)
    expect(status).toBe(403)
  })
})
