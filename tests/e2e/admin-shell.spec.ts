import { createCustomer, expect, signIn, test } from './fixtures'
import { E2E } from './servers'

test.describe('Staff admin at /admin', () => {
  test('shows the Payload login, not the customer navigation, even to a signed-in customer', async ({ page }) => {
    await signIn(page, await createCustomer())
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Meal Plans' })).toHaveCount(0)
  })

  test('lets the first staff account (from ADMIN_EMAIL) sign in and see the customers', async ({ page }) => {
    await page.goto('/admin')
    await page.getByLabel('Email').fill(E2E.staff.email)
    await page.getByLabel('Password').fill(E2E.staff.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page.getByRole('link', { name: 'Customers' }).first()).toBeVisible()
    await page.goto('/admin/collections/customers')
    await expect(page.getByRole('heading', { name: 'Customer accounts' })).toBeVisible()
  })
})
