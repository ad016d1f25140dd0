import type { Page } from '@playwright/test'

import { expect, test, type Customer } from './fixtures'
import { E2E } from './servers'

/** Grocery journeys (spec doc 2 §2 "Grocery page", §4, §8) against the local Overpass and postcodes.io fakes. */
async function completePlan(customer: Customer): Promise<void> {
  const created = await fetch(`${E2E.appUrl}/api/ai/meal-plan`, { method: 'POST', headers: { Authorization: `Bearer ${customer.token}` } })
  const { meal_plan_id } = (await created.json()) as { meal_plan_id: string }
  await expect
    .poll(
      async () => {
        const res = await fetch(`${E2E.appUrl}/api/ai/meal-plan/progress/${meal_plan_id}`, { headers: { Authorization: `Bearer ${customer.token}` } })
        return ((await res.json()) as { status: string }).status
      },
      { timeout: 40_000 },
    )
    .toBe('complete')
}

/** Opens the budget form (a new customer's is open already), saves the amounts and waits for the form to close. */
async function setBudget(page: Page, weekly: string, spent: string) {
  const edit = page.getByRole('button', { name: 'Edit budget' })
  const weeklyField = page.getByLabel('Weekly budget (£)')
  await expect(edit.or(weeklyField)).toBeVisible()
  if (await edit.isVisible()) await edit.click()
  await weeklyField.fill(weekly)
  await page.getByLabel('Spent so far this week (£)').fill(spent)
  await page.getByRole('button', { name: 'Save budget' }).click()
  await expect(edit).toBeVisible()
}

test.describe('Grocery list', () => {
  test('without a meal plan, generating says to make one first', async ({ page, customer: _customer }) => {
    await page.goto('/grocery-list')
    await expect(page.getByRole('heading', { name: 'Grocery List', level: 1 })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Shopping List' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('button', { name: 'Generate from my latest meal plan' }).click()
    await expect(page.getByText('No meal plans found. Please generate a meal plan first.')).toBeVisible()
  })

  test('generates a priced list from the latest plan and ticks items', async ({ page, customer }) => {
    await completePlan(customer)
    await page.goto('/grocery-list')
    await expect(page.getByRole('heading', { name: 'No shopping lists yet' })).toBeVisible()
    await page.getByRole('button', { name: 'Generate from my latest meal plan' }).click()
    await expect(page.getByTestId('list-total')).toHaveText(/^£\d+\.\d{2}$/)
    await expect(page.getByRole('group', { name: 'Dairy & Eggs' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your shopping lists' })).toBeVisible()

    const first = page.getByRole('checkbox').filter({ visible: true }).nth(1)
    await first.check()
    await expect(page.getByText(/^1 of \d+ ticked/)).toBeVisible()
    await page.reload()
    await expect(page.getByRole('checkbox').filter({ visible: true }).nth(1)).toBeChecked()

    // A refused update puts the tick back and says so.
    await page.route('**/api/shopping-list/*/item/*', (route) => route.fulfill({ status: 500, body: '{"detail":"boom"}' }))
    const second = page.getByRole('checkbox').filter({ visible: true }).nth(2)
    await second.click()
    await expect(page.getByText('Failed to update item')).toBeVisible()
    await expect(second).not.toBeChecked()
  })

  test('sets a budget and the colour follows the amount spent', async ({ page, customer: _customer }) => {
    await page.goto('/grocery-list')
    const status = page.getByTestId('budget-status')
    const bar = page.getByTestId('budget-bar')
    await setBudget(page, '100', '50')
    await expect(status).toHaveAttribute('data-status', 'safe')
    await expect(status).toHaveText('On track')
    await expect(bar).toHaveClass(/bg-green-600/)
    await setBudget(page, '100', '80')
    await expect(status).toHaveAttribute('data-status', 'warning')
    await expect(bar).toHaveClass(/bg-orange-500/)
    await setBudget(page, '100', '95.50')
    await expect(status).toHaveAttribute('data-status', 'danger')
    await expect(bar).toHaveClass(/bg-red-600/)
    await expect(page.getByText('£95.50')).toBeVisible()
    await page.reload()
    await expect(page.getByTestId('budget-status')).toHaveAttribute('data-status', 'danger')
  })

  test('finds stores with the device location and filters them', async ({ page, context, customer: _customer }) => {
    await context.grantPermissions(['geolocation'], { origin: E2E.appUrl })
    await context.setGeolocation({ latitude: 51.5074, longitude: -0.1278 })
    await page.goto('/grocery-list')
    await page.getByRole('tab', { name: 'Nearby Stores' }).click()
    await expect(page.getByText('Location permission required to find nearby stores')).toBeVisible()
    await page.getByRole('button', { name: 'Use my location' }).click()
    const cards = page.getByTestId('store-card')
    await expect(cards).toHaveCount(5)
    await expect(cards.first().getByRole('heading')).toHaveText('Riverside Supermarket')
    await expect(cards.first()).toContainText('12 High Street, London, SW1A 2AA')
    await expect(cards.first().getByRole('link', { name: /Directions/ })).toHaveAttribute('href', /google\.com\/maps\/dir\/\?api=1&destination=51\.50/)
    await expect(cards.first().getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:02079460101')
    await expect(page.getByText('Store data © OpenStreetMap contributors')).toBeVisible()

    await page.getByRole('button', { name: 'Supermarkets' }).click()
    await expect(cards).toHaveCount(2)
    await page.getByRole('button', { name: 'Organic' }).click()
    await expect(cards).toHaveCount(2)
    await expect(cards.first().getByText('Organic')).toBeVisible()
  })

  test('when location is denied, a UK postcode finds the stores', async ({ page, context, customer: _customer }) => {
    await context.clearPermissions()
    await page.goto('/grocery-list')
    await page.getByRole('tab', { name: 'Nearby Stores' }).click()
    await page.getByRole('button', { name: 'Use my location' }).click()
    await expect(page.getByTestId('location-error')).toContainText('Location access was denied')

    const postcode = page.getByLabel('UK postcode')
    await postcode.fill('m1')
    await page.getByRole('button', { name: 'Find stores' }).click()
    await expect(page.getByText('Please enter a valid UK postcode')).toBeVisible()
    await postcode.fill('ZZ9 9ZZ')
    await page.getByRole('button', { name: 'Find stores' }).click()
    await expect(page.getByText('Invalid UK postcode. Please check and try again.')).toBeVisible()
    await postcode.fill('sw1a 1aa')
    await expect(postcode).toHaveValue('SW1A 1AA')
    await page.getByRole('button', { name: 'Find stores' }).click()
    await expect(page.getByText('Stores near SW1A 1AA, Westminster')).toBeVisible()
    await expect(page.getByTestId('store-card')).toHaveCount(5)
  })

  test('tells a finder service that is down from her own connection, and offers a way on', async ({ page, context, customer: _customer }) => {
    const setMode = (url: string, mode: string) => fetch(`${url}/__mode`, { method: 'POST', body: mode })
    await context.clearPermissions()
    await page.goto('/grocery-list')
    await page.getByRole('tab', { name: 'Nearby Stores' }).click()
    await page.getByRole('button', { name: 'Use my location' }).click()

    // The empty results area explains what happened and offers a retry and the postcode.
    const located = page.getByTestId('location-error')
    await expect(located).toContainText('Location access was denied')
    await expect(located.getByRole('button', { name: 'Try my location again' })).toBeVisible()
    await located.getByRole('button', { name: 'Enter a UK postcode' }).click()
    const postcode = page.getByLabel('UK postcode')
    await expect(postcode).toBeFocused()

    try {
      // The lookup service is down: not her connection.
      await setMode(E2E.postcodesUrl, 'down')
      await postcode.fill('SW1A 1AA')
      await page.getByRole('button', { name: 'Find stores' }).click()
      await expect(page.getByRole('alert').filter({ hasText: /^The store finder cannot be reached right now/ })).toBeVisible()
      await expect(page.getByText(/internet connection/)).toHaveCount(0)
      await setMode(E2E.postcodesUrl, 'ok')

      // Her browser is offline: only now is her connection named.
      await context.setOffline(true)
      await page.getByRole('button', { name: 'Find stores' }).click()
      await expect(page.getByText('Failed to look up postcode. Please check your internet connection.')).toBeVisible()
      await context.setOffline(false)

      // The store service is down (a point no other journey searched, so no answer is kept for it):
      // the same words, with a retry that works once it is back.
      await setMode(E2E.overpassUrl, 'down')
      await postcode.fill('EH1 1YZ')
      await page.getByRole('button', { name: 'Find stores' }).click()
      const failed = page.getByTestId('store-search-error')
      await expect(failed).toContainText(/^The store finder cannot be reached right now/)
      await setMode(E2E.overpassUrl, 'ok')
      await failed.getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByTestId('store-card')).toHaveCount(5)
    } finally {
      await context.setOffline(false)
      await setMode(E2E.postcodesUrl, 'ok')
      await setMode(E2E.overpassUrl, 'ok')
    }
  })
})
