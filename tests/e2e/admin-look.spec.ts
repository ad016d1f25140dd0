import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { createCustomer, expect, staffRequest, test } from './fixtures'
import { E2E } from './servers'

/**
 * The staff portal looks like the product and fits each role and screen:
 * the brand mark, type and colour; an editor's badge and areas; the
 * customers table on a phone.
 */
async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

async function newEditor(): Promise<{ email: string; password: string }> {
  const editor = { email: `editor-${randomUUID().slice(0, 8)}@example.com`, password: 'editor-password-1' }
  await staffRequest('/users', 'POST', { ...editor, name: 'Edie Editor', role: 'editor' })
  return editor
}

test.describe('Admin portal look', () => {
  test("wears the product's mark, type and colour", async ({ page }) => {
    await page.goto('/admin/login')
    const logo = page.locator('.login__brand')
    await expect(logo).toContainText('Liberate')
    await expect(logo.locator('svg')).toBeVisible()
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Figtree Variable"') && getComputedStyle(document.body).fontFamily)).toMatch(/^"?Figtree Variable/)
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toHaveCSS('font-family', /^"?Fraunces/)
    // The primary button in the brand's berry (#be185d) with white text: 6.04:1.
    const login = page.getByRole('button', { name: /log ?in/i })
    await expect(login).toHaveCSS('background-color', 'rgb(190, 24, 93)')
    await expect(login).toHaveCSS('color', 'rgb(255, 255, 255)')
  })

  test('an editor sees her own badge and only the areas she can use; the customer views still refuse her', async ({ page }) => {
    const editor = await newEditor()
    await logIn(page, editor)
    // The portal opens on the media library for her, not on a Dashboard she cannot use.
    await expect(page).toHaveURL(/\/admin\/media$/)
    await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()
    await expect(page.getByTestId('admin-role')).toHaveText('Editor')

    const areas = page.getByRole('navigation', { name: 'Portal areas' })
    await expect(areas.getByRole('link')).toHaveText(['Media', 'Content review'])
    const sideNav = page.getByRole('navigation', { name: 'Portal', exact: true })
    await expect(sideNav.getByRole('link', { includeHidden: true })).toHaveText(['Media', 'Content review'])

    // Typing the address still gets no customer data: the server refuses.
    await page.goto('/admin/customers')
    await expect(page.getByText('Your role (Editor) manages library content only.')).toBeVisible()
    await expect(page.getByTestId('customer-row')).toHaveCount(0)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/media$/)
    await expect(page.getByTestId('stat-total-customers')).toHaveCount(0)
  })

  test('a super admin keeps every area', async ({ page }) => {
    await logIn(page, E2E.staff)
    await expect(page.getByTestId('admin-role')).toHaveText('Super Admin')
    await expect(page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link')).toHaveText(['Dashboard', 'Customers', 'Media', 'Content review'])
    await expect(page.getByTestId('stat-total-customers')).toBeVisible()
  })

  test('the side navigation names Customers, Media and Payments once each, and moves between views without reloading the page', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 })
    await logIn(page, E2E.staff)
    // Payload's side navigation: the portal's areas, then the collections' groups and links.
    const side = page.locator('.nav__wrap')
    await expect(side).toContainText('Customer records')
    const words = (await side.innerText()).split('\n').map((line) => line.trim().toLowerCase())
    expect(words.filter((line) => line === 'customers')).toHaveLength(1)
    expect(words.filter((line) => line === 'media')).toHaveLength(1)
    // The payment collections sit under "Billing", so "Payments" names the one collection, not its group too.
    expect(words).toContain('billing')
    expect(words.filter((line) => line === 'payments')).toHaveLength(1)

    // A mark on this page's window survives a move to another view: no full reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const portal = page.getByRole('navigation', { name: 'Portal', exact: true })
    await portal.getByRole('link', { name: 'Customers' }).click()
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()
    await portal.getByRole('link', { name: 'Media' }).click()
    await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })

  test('on a 390-wide phone the customers table keeps every column and scrolls sideways in its frame', async ({ page }) => {
    await createCustomer('Philippa Featherstonehaugh-Wolstenholme')
    await page.setViewportSize({ width: 390, height: 844 })
    await logIn(page, E2E.staff)
    await page.goto('/admin/customers')
    const frame = page.getByRole('region', { name: 'Customers table' })
    await expect(frame).toBeVisible()
    const box = (await frame.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    // Wider than the frame: it scrolls, and the keyboard can scroll it.
    expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await frame.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    // No column is dropped on a phone, and each e-mail stays on one line.
    for (const name of ['Customer', 'Tier', 'Joined', 'Profile Status']) {
      await expect(frame.getByRole('columnheader', { name, exact: true })).toBeVisible()
    }
    const row = page.getByTestId('customer-row').filter({ hasText: 'Philippa Featherstonehaugh-Wolstenholme' }).first()
    const email = row.locator('.lib-small').first()
    expect(await email.evaluate((el) => el.getClientRects().length)).toBe(1)
    const view = row.getByRole('button', { name: /^View / })
    await view.scrollIntoViewIfNeeded()
    const viewBox = (await view.boundingBox())!
    expect(viewBox.x + viewBox.width).toBeLessThanOrEqual(390)
  })

  test("writes the server-rendered dates on the staff member's clock, not the server's", async ({ page, context }) => {
    // A zone whose day differs from UTC's right now: far east of UTC late in the day, far west early.
    const utcDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date())
    const dayIn = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date())
    const zone = dayIn('Pacific/Kiritimati') !== utcDay ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago'
    const customer = await createCustomer(`Zoned Joiner ${randomUUID().slice(0, 6)}`)
    await context.addCookies([{ name: 'tz', value: encodeURIComponent(zone), url: E2E.appUrl }])
    await logIn(page, E2E.staff)
    await page.goto(`/admin/customers?search=${encodeURIComponent(customer.email)}`)
    const row = page.getByTestId('customer-row')
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('cell', { name: dayIn(zone), exact: true })).toBeVisible()
    expect(dayIn(zone)).not.toBe(utcDay)
  })
})
