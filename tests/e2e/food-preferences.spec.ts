import { E2E } from './servers'
import { expect, test } from './fixtures'

interface PlanRecipe {
  day: string
  meal_type: string
  name: string
  allergens: string[]
  ingredients: { item: string }[]
}

async function latestPlan(token: string): Promise<{ detailed_recipes: PlanRecipe[] }> {
  const headers = { Authorization: `Bearer ${token}` }
  const [latest] = (await (await fetch(`${E2E.appUrl}/api/ai/meal-plans`, { headers })).json()) as { id: string }[]
  return (await (await fetch(`${E2E.appUrl}/api/ai/meal-plan/${latest!.id}`, { headers })).json()) as { detailed_recipes: PlanRecipe[] }
}

test.describe('what she cannot eat', () => {
  test('a peanut allergy set on /meal-plans keeps peanuts out of the next plan, and each recipe says what it contains', async ({ page, customer }) => {
    await page.goto('/meal-plans')
    const panel = page.getByTestId('food-preferences-panel')
    await expect(panel.getByRole('heading', { name: 'Anything you can’t eat?' })).toBeVisible()
    await expect(panel.getByRole('definition').nth(1)).toHaveText('None')

    await panel.getByRole('button', { name: 'Change' }).click()
    const editor = panel.getByRole('group', { name: 'Change what you can’t eat' })
    await expect(editor).toBeFocused()
    await editor.getByRole('checkbox', { name: /^Peanuts/ }).check()
    await editor.getByRole('button', { name: 'Save food preferences' }).click()
    // Saved: the editor closes, focus goes back to its button, and the panel reads her allergy.
    await expect(editor).toBeHidden()
    await expect(panel.getByRole('button', { name: 'Change' })).toBeFocused()
    await expect(panel.getByRole('definition').nth(1)).toHaveText('Peanuts')

    await page.getByRole('button', { name: 'Generate New Meal Plan' }).click()
    await expect(page.getByRole('button', { name: /^View recipe:/ })).toHaveCount(28, { timeout: 30_000 })

    const plan = await latestPlan(customer.token)
    expect(plan.detailed_recipes).toHaveLength(28)
    for (const recipe of plan.detailed_recipes) {
      expect(recipe.allergens, recipe.name).not.toContain('peanuts')
      for (const ingredient of recipe.ingredients) expect(ingredient.item, recipe.name).not.toMatch(/peanut|groundnut/i)
    }

    // A recipe with allergens in it: its "Contains" line names them, and never peanuts.
    const withAllergens = plan.detailed_recipes.find((r) => r.allergens.length > 0)
    expect(withAllergens, 'the week has a recipe with at least one of the 14 allergens').toBeDefined()
    const card = page.getByTestId(`meal-${withAllergens!.day}-${withAllergens!.meal_type}`)
    await card.getByRole('button', { name: /^View recipe:/ }).click()
    const modal = page.getByRole('dialog', { name: withAllergens!.name })
    await expect(modal).toBeVisible()
    const contains = modal.getByTestId('recipe-allergens')
    await expect(contains).toContainText('Contains:')
    await expect(contains).not.toContainText(/peanut/i)
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()

    // A recipe without any: it says so in words.
    const without = plan.detailed_recipes.find((r) => r.allergens.length === 0)
    if (without) {
      await page.getByTestId(`meal-${without.day}-${without.meal_type}`).getByRole('button', { name: /^View recipe:/ }).click()
      const box = page.getByRole('dialog', { name: without.name }).getByTestId('recipe-allergens')
      await expect(box.locator('p').first()).toHaveText('None of the 14 allergens UK food labels must name.')
      // Every recipe asks her to check the labels of what she buys.
      await expect(box.getByTestId('recipe-label-check')).toBeVisible()
    }
  })
})
