import { E2E } from './servers'
import { expect, test } from './fixtures'

async function planFromApi(token: string, id: string) {
  const response = await fetch(`${E2E.appUrl}/api/ai/meal-plan/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  return (await response.json()) as { detailed_recipes: { day: string; meal_type: string; name: string }[] }
}

test.describe('AI meal plans', () => {
  test('generates a plan, shows its progress to completion, and opens a recipe', async ({ page, customer }) => {
    await page.goto('/meal-plans')
    await expect(page.getByRole('heading', { name: 'No meal plans yet' })).toBeVisible()

    const generate = page.getByRole('button', { name: 'Generate New Meal Plan' })
    await generate.click()
    // While generating, the button is disabled; then the plan appears as Plan #1.
    await expect(page.getByRole('button', { name: /Plan #1 \(/ })).toBeVisible()
    await expect(page.getByTestId('day-monday')).toBeVisible()
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
      for (const meal of ['breakfast', 'lunch', 'dinner', 'snack']) await expect(page.getByTestId(`meal-${day}-${meal}`)).toBeVisible()
    }
    // Each meal type has its own illustration, decorative beside the meal's name.
    const badges = new Set<string>()
    for (const meal of ['breakfast', 'lunch', 'dinner', 'snack']) {
      const badge = page.getByTestId(`meal-monday-${meal}`).locator(`img[data-art="meal-${meal}"]`)
      await expect(badge).toHaveAttribute('alt', '')
      await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      badges.add((await badge.getAttribute('src'))!)
    }
    expect(badges.size).toBe(4)
    // Progress is polled until every card's recipe exists: no 'Generating recipe...' buttons remain.
    await expect(page.getByRole('button', { name: 'Generating recipe...' })).toHaveCount(0, { timeout: 20_000 })
    await expect(page.getByRole('button', { name: /^View recipe:/ })).toHaveCount(28)
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Generate New Meal Plan' })).toBeEnabled()
    await expect(page.getByTestId('shopping-category').first()).toBeVisible()
    // On a narrow phone the week fits its width, the days not yet drawn (below the first screen) included.
    await page.setViewportSize({ width: 320, height: 640 })
    await page.reload()
    await expect(page.getByTestId('day-monday')).toBeVisible()
    const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('[data-testid^="day-"], [aria-labelledby="shopping-title"]')].map((el) => el.getBoundingClientRect().right)))
    expect(widest).toBeLessThanOrEqual(320)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await page.setViewportSize({ width: 1280, height: 720 })

    const mondayBreakfast = page.getByTestId('meal-monday-breakfast')
    const name = (await mondayBreakfast.locator('p').nth(1).textContent())!.trim()
    await mondayBreakfast.getByRole('button', { name: /^View recipe:/ }).click()
    const modal = page.getByRole('dialog', { name })
    await expect(modal).toBeVisible()
    const scene = modal.locator('img[data-art="meal-breakfast"]')
    await expect(scene).toBeVisible()
    await expect.poll(() => scene.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    for (const heading of ['Why it helps', 'Ingredients', 'Nutrition (per serving)', 'Instructions', 'Key nutrients', 'Meal prep tip']) {
      await expect(modal.getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(modal.getByText('Servings')).toBeVisible()
    await expect(modal.locator('ol li').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()

    const plans = await (await fetch(`${E2E.appUrl}/api/ai/meal-plans`, { headers: { Authorization: `Bearer ${customer.token}` } })).json()
    expect(plans).toHaveLength(1)
    expect(plans[0].status).toBe('complete')
  })

  test('selecting a saved plan restores it', async ({ page, customer }) => {
    await page.goto('/meal-plans')
    await page.getByRole('button', { name: 'Generate New Meal Plan' }).click()
    await expect(page.getByRole('button', { name: /^View recipe:/ })).toHaveCount(28, { timeout: 20_000 })
    await page.getByRole('button', { name: 'Generate New Meal Plan' }).click()
    await expect(page.getByRole('button', { name: /Plan #2 \(/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /^View recipe:/ })).toHaveCount(28, { timeout: 20_000 })

    const list = await (await fetch(`${E2E.appUrl}/api/ai/meal-plans`, { headers: { Authorization: `Bearer ${customer.token}` } })).json()
    const first = await planFromApi(customer.token, list[1].id)
    const second = await planFromApi(customer.token, list[0].id)
    const firstNames = first.detailed_recipes.map((r) => r.name)
    const secondNames = second.detailed_recipes.map((r) => r.name)
    expect(firstNames).not.toEqual(secondNames)
    const differs = first.detailed_recipes.findIndex((r, i) => r.name !== secondNames[i])
    const slot = first.detailed_recipes[differs]

    const card = page.getByTestId(`meal-${slot.day}-${slot.meal_type}`)
    await expect(card).toContainText(secondNames[differs])
    await page.getByRole('button', { name: /Plan #1 \(/ }).click()
    await expect(card).toContainText(slot.name)
    await expect(page.getByRole('button', { name: /Plan #1 \(/ })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('button', { name: /^View recipe:/ })).toHaveCount(28)

    // The base tier's two plans this month are used: a third shows how to get more.
    await page.getByRole('button', { name: 'Generate New Meal Plan' }).click()
    await expect(page.getByTestId('toast')).toContainText('Liberate+ has unlimited meal plans.')
    await expect(page.getByTestId('toast').getByRole('link', { name: 'Upgrade to Liberate+' })).toHaveAttribute('href', '/upgrades')
  })
})
