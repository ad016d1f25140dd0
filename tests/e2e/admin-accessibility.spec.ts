import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { E2E } from './servers'

/**
 * axe-core on the staff portal's login, Dashboard, Customers and Media at a
 * phone's and a laptop's width: no violation of moderate impact or worse.
 * Rules axe files as best practice (one main landmark, all content in
 * landmarks) are checked too.
 */
const SERIOUS = new Set(['moderate', 'serious', 'critical'])

async function audit(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => SERIOUS.has(v.impact ?? ''))
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
}

for (const width of [390, 1280]) {
  test.describe(`Admin accessibility at ${width} wide`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })

    test('login, Dashboard, Customers and Media have no moderate or worse axe violation', async ({ page }) => {
      test.setTimeout(120_000)
      await page.goto('/admin/login')
      await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible()
      expect(await audit(page), 'login').toEqual([])

      await page.getByLabel('Email').fill(E2E.staff.email)
      await page.getByLabel('Password').fill(E2E.staff.password)
      await page.getByRole('button', { name: /log ?in/i }).click()
      await expect(page.getByTestId('stat-total-customers')).toBeVisible()
      expect(await audit(page), 'Dashboard').toEqual([])

      await page.goto('/admin/customers')
      await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()
      expect(await audit(page), 'Customers').toEqual([])

      await page.goto('/admin/media')
      await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()
      expect(await audit(page), 'Media').toEqual([])
    })
  })
}
