import { createCustomer, expect, signIn, test, type Customer } from './fixtures'
import { E2E } from './servers'

/** Food logging and sleep tracking (spec doc 2 §2, §4, §5, §8), Liberate+ only. */

async function upgrade(customer: Customer, tier = 'Liberate+') {
  const response = await fetch(`${E2E.appUrl}/api/admin/upgrade-user-tier?${new URLSearchParams({ user_email: customer.email, new_tier: tier })}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}` },
  })
  expect(response.status).toBe(200)
}

const localDate = (daysAgo = 0) => {
  const d = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

test.describe('Liberate+ gate', () => {
  test('a Liberate customer sees the upsell with an upgrade button on both pages', async ({ page, customer: _customer }) => {
    for (const [path, feature] of [
      ['/food-logging', 'Food logging'],
      ['/sleep-tracking', 'Sleep tracking'],
    ]) {
      await page.goto(path)
      const upsell = page.getByTestId('premium-upsell')
      await expect(upsell.getByRole('heading', { name: `${feature} is part of Liberate+` })).toBeVisible()
      await expect(page.getByRole('button', { name: /Log (Food|Sleep)/ })).toHaveCount(0)
      await upsell.getByRole('link', { name: 'Upgrade to Liberate+' }).click()
      await expect(page).toHaveURL(/\/upgrades$/)
    }
  })
})

test.describe('Food logging', () => {
  test('logs today’s planned dish by quick log and another meal through the dialog', async ({ page }) => {
    const customer = await createCustomer('Rosa Parks')
    await upgrade(customer)
    const plan = await fetch(`${E2E.appUrl}/api/ai/meal-plan`, { method: 'POST', headers: { Authorization: `Bearer ${customer.token}` } })
    expect(plan.status).toBeLessThan(300)
    await signIn(page, customer)
    await page.goto('/food-logging')

    await expect(page.getByTestId('food-total')).toHaveText('0')
    await expect(page.getByTestId('food-adherence')).toHaveText('0%')

    // Quick log: lunch from today's plan, with the recipe's calories.
    const quick = page.getByTestId('quick-log')
    await quick.getByRole('button', { name: 'Lunch', exact: true }).click()
    await expect(quick.getByRole('button', { name: 'Lunch', exact: true })).toHaveAttribute('aria-pressed', 'true')
    const dish = (await quick.getByTestId('planned-dish').textContent())!.trim()
    expect(dish.length).toBeGreaterThan(2)
    await quick.getByRole('button', { name: 'Log this lunch' }).click()
    await expect(page.getByTestId('toast')).toHaveText('Food logged successfully!')
    const first = page.getByTestId('food-log-entry').first()
    await expect(first).toContainText(dish)
    await expect(first).toContainText('From meal plan')
    await expect(first).toContainText('kcal')
    await expect(page.getByTestId('food-total')).toHaveText('1')
    await expect(page.getByTestId('food-from-plan')).toHaveText('1')
    await expect(page.getByTestId('food-adherence')).not.toHaveText('0%')

    // The dialog: nothing named is refused; items are added and removed.
    await page.getByRole('button', { name: 'Log Food', exact: true }).click()
    const dialog = page.getByTestId('log-food-dialog')
    await expect(dialog.getByRole('heading', { name: 'Log Food' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Save food log' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Please add at least one food item')
    await dialog.getByLabel('Meal type').selectOption('snack')
    await dialog.getByLabel('Food name').fill('Greek yoghurt')
    await dialog.getByLabel('Portion size').selectOption('1/2 cup')
    await dialog.getByLabel('Calories (optional)').fill('120')
    await dialog.getByRole('button', { name: '+ Add another item' }).click()
    await expect(dialog.getByTestId('food-item')).toHaveCount(2)
    await dialog.getByLabel('Food name').nth(1).fill('Walnuts')
    await dialog.getByRole('button', { name: 'Add another item' }).click()
    await dialog.getByRole('button', { name: 'Remove item 3' }).click()
    await expect(dialog.getByTestId('food-item')).toHaveCount(2)
    await dialog.getByRole('button', { name: 'Save food log' }).click()
    await expect(page.getByTestId('toast')).toHaveText('Food logged successfully!')
    await expect(dialog).toBeHidden()

    const latest = page.getByTestId('food-log-entry').first()
    await expect(latest).toContainText('Snack')
    await expect(latest).toContainText('Greek yoghurt · 1/2 cup · 120 kcal')
    await expect(latest).toContainText('Walnuts · Medium')
    await expect(page.getByTestId('food-total')).toHaveText('2')
    await expect(page.getByTestId('food-from-plan')).toHaveText('1')

    // A meal eaten earlier is logged at its own time: a time ahead of now is refused, an earlier one sorts below.
    const local = (date: Date) => {
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
    }
    await page.getByRole('button', { name: 'Log Food', exact: true }).click()
    await dialog.getByLabel('Food name').fill('Herbal tea')
    await dialog.getByLabel('When you ate it').fill(local(new Date(Date.now() + 2 * 60 * 60 * 1000)))
    await dialog.getByRole('button', { name: 'Save food log' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('The time you ate it cannot be in the future')
    await dialog.getByLabel('When you ate it').fill(local(new Date(Date.now() - 3 * 60 * 60 * 1000)))
    await dialog.getByRole('button', { name: 'Save food log' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('food-log-entry')).toHaveCount(3)
    await expect(page.getByTestId('food-log-entry').nth(2)).toContainText('Herbal tea')

    // The chart has a text alternative.
    await expect(page.getByTestId('food-week-chart').getByRole('img')).toBeVisible()
    await page.getByText('Show the chart’s numbers as a table').click()
    await expect(page.getByRole('table')).toContainText('Snack')
  })
})

test.describe('Sleep tracking', () => {
  test('logs nights across midnight, shows history labels, analytics and the health apps', async ({ page }) => {
    const customer = await createCustomer('Mary Oliver')
    await upgrade(customer)
    await signIn(page, customer)
    await page.goto('/sleep-tracking')
    await expect(page.getByTestId('sleep-day-relation')).toContainText('on 7 more days')

    // Both times are required.
    await page.getByRole('button', { name: 'Log Sleep' }).click()
    const dialog = page.getByTestId('log-sleep-dialog')
    await expect(dialog.getByTestId('sleep-quality-value')).toHaveText('7/10')
    await dialog.getByLabel('Bedtime').fill('23:30')
    await dialog.getByRole('button', { name: 'Save sleep log' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Please enter both bedtime and wake time')
    await expect(dialog.getByLabel('Wake time')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByLabel('Wake time')).toHaveAccessibleDescription('Please enter both bedtime and wake time')
    await expect(dialog.getByLabel('Bedtime')).not.toHaveAttribute('aria-invalid', 'true')

    // Across midnight: 23:30 to 06:45 is 7h 15m. Once both times are there, the message has gone.
    await dialog.getByLabel('Morning you woke up').fill(localDate(1))
    await dialog.getByLabel('Wake time').fill('06:45')
    await expect(dialog.getByTestId('sleep-duration')).toHaveText('7h 15m of sleep (bedtime the evening before)')
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(dialog.getByLabel('Wake time')).not.toHaveAttribute('aria-invalid', 'true')
    const slider = dialog.getByLabel('Sleep quality')
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByTestId('sleep-quality-value')).toHaveText('8/10')
    await dialog.getByLabel('Notes (optional)').fill('Cool room, no screens')
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/sleep-tracking'))
    await dialog.getByRole('button', { name: 'Save sleep log' }).click()
    // The notes stay on the device: they are not in what is sent.
    expect((await posted).postData()).not.toContain('Cool room')
    await expect(page.getByTestId('toast')).toHaveText('Sleep logged successfully!')
    await expect(dialog).toBeHidden()

    const night = page.getByTestId('sleep-night').first()
    await expect(night).toContainText('7h 15m')
    await expect(night).toContainText('quality 8/10')
    await expect(night.getByTestId('sleep-label')).toHaveText('Good')
    await expect(night).toContainText('Cool room, no screens')

    // A short night the morning before: 01:00 to 06:30.
    await page.getByRole('button', { name: 'Log Sleep' }).click()
    await dialog.getByLabel('Morning you woke up').fill(localDate(2))
    await dialog.getByLabel('Bedtime').fill('01:00')
    await dialog.getByLabel('Wake time').fill('06:30')
    await expect(dialog.getByTestId('sleep-duration')).toHaveText('5h 30m of sleep')
    await dialog.getByRole('button', { name: 'Save sleep log' }).click()
    await expect(page.getByTestId('toast')).toHaveText('Sleep logged successfully!')
    await expect(page.getByTestId('sleep-night')).toHaveCount(2)
    await expect(page.getByTestId('sleep-label').nth(1)).toHaveText('Poor')

    // Analytics of the week: averages, consistency (SD 0.875 h → 91%), trend newest minus oldest.
    // (7h 15m + 5h 30m) / 2 = 6h 22.5m, rounded once, at display.
    await expect(page.getByTestId('sleep-average-hours')).toHaveText('6h 23m')
    await expect(page.getByTestId('sleep-average-quality')).toHaveText('7.5/10')
    await expect(page.getByTestId('sleep-consistency')).toHaveText('91%')
    await expect(page.getByTestId('sleep-trend')).toHaveText('+1h 45m')
    await expect(page.getByTestId('sleep-chart').getByRole('img')).toBeVisible()

    // Logging the same night again replaces it.
    await page.getByRole('button', { name: 'Log Sleep' }).click()
    await dialog.getByLabel('Morning you woke up').fill(localDate(2))
    await dialog.getByLabel('Bedtime').fill('22:00')
    await dialog.getByLabel('Wake time').fill('06:00')
    await dialog.getByRole('button', { name: 'Save sleep log' }).click()
    await expect(page.getByTestId('toast')).toHaveText(/^Sleep logged successfully! It replaced the night you had already logged for \w{3} \d{1,2} \w{3}\.$/)
    await expect(page.getByTestId('sleep-night')).toHaveCount(2)
    await expect(page.getByTestId('sleep-label').nth(1)).toHaveText('Good')

    await page.getByRole('button', { name: 'Connect Health Apps' }).click()
    const apps = page.getByTestId('connect-health-apps')
    await expect(apps.getByRole('heading', { name: 'Connect Health Apps' })).toBeVisible()
    await expect(apps.getByText('Coming Soon')).toHaveCount(5)
    await page.keyboard.press('Escape')
    await expect(apps).toBeHidden()
  })
})
