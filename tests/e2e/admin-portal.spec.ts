import type { Locator, Page } from '@playwright/test'

import { createCustomer, expect, signIn, test } from './fixtures'
import { E2E } from './servers'

/** Clicks a dialog's opener until the dialog is there (the page may still be hydrating). */
async function openDialog(page: Page, opener: Locator, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name })
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click()
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  return dialog
}

/** A staff member of her own, so changing her password leaves the seeded account alone. */
async function newWellnessStaff(): Promise<{ email: string; password: string }> {
  const login = await fetch(`${E2E.appUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E.staff),
  })
  const { session_token } = (await login.json()) as { session_token: string }
  const email = `coach-${Date.now().toString(36)}@example.com`
  const password = 'coach-password-1'
  const created = await fetch(`${E2E.appUrl}/cms-api/users`, {
    method: 'POST',
    headers: { Authorization: `JWT ${session_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, role: 'admin', name: 'Coach' }),
  })
  if (created.status !== 201) throw new Error(`staff create failed: ${created.status}`)
  return { email, password }
}

/** A small but real PDF, padded so its upload takes long enough to watch under throttling. */
function paddedPdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n')
  const tail = Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n')
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail])
}

test.describe('Admin portal', () => {
  test('staff find a customer, upload a file, send it to her and see it sent; she receives it', async ({ page, browser }) => {
    test.setTimeout(120_000)
    const customer = await createCustomer(`Portal Person ${Date.now().toString(36)}`)
    const staff = await newWellnessStaff()
    const checkin = await fetch(`${E2E.appUrl}/api/checkin/submit`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ date: '2026-11-02', energy_level: 6, sleep_quality: 5, stress_level: 4, mood: 7, journal_entry: '' }),
    })
    expect(checkin.status).toBe(201)

    // Log in: Payload's login, titled 'Admin Portal'.
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible()
    await page.getByLabel('Email').fill(staff.email)
    // A mistyped password is told so; the message does not follow her to the dashboard once she gets it right.
    await page.getByLabel('Password').fill(`${staff.password}-typo`)
    await page.getByRole('button', { name: /log ?in/i }).click()
    const errorToast = page.locator('[data-sonner-toast][data-type="error"]')
    await expect(errorToast).toHaveCount(1)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    // Gone with its screen, well before the 10 s a message stays otherwise.
    await expect(errorToast).toHaveCount(0, { timeout: 4000 })

    // Dashboard with the live figures, and the header with e-mail and role label.
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByTestId('admin-email')).toHaveText(staff.email)
    await expect(page.getByTestId('admin-role')).toHaveText('Admin')
    const total = page.getByTestId('stat-total-customers')
    await expect(total).toContainText('Total Customers')
    expect(Number((await total.locator('.lib-stat__value').innerText()).replace(/\D/g, ''))).toBeGreaterThan(0)
    await expect(page.getByText('Tier distribution')).toBeVisible()

    // Customers: search, then the details dialog and its tabs.
    await page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: 'Customers' }).click()
    await page.getByLabel('Search customers by name or e-mail').fill(customer.email)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByTestId('customer-row')).toHaveCount(1)
    await expect(page.getByText('Page 1 of 1')).toBeVisible()
    const details = await openDialog(page, page.getByRole('button', { name: `View ${customer.name}` }), customer.name)
    await expect(details.getByText(customer.email)).toBeVisible()
    // Her check-in's day as a person reads it, not an ISO date.
    await details.getByRole('tab', { name: 'Check-ins (1)' }).click()
    await expect(details.getByRole('cell', { name: '2 Nov 2026' })).toBeVisible()
    await expect(details.getByText('2026-11-02')).toHaveCount(0)
    await details.getByRole('tab', { name: 'Assessments (0)' }).click()
    await expect(details.getByText('No assessments yet.')).toBeVisible()
    await details.getByRole('button', { name: 'Close' }).click()

    // Media: upload by file, watching the progress bar (the upload is throttled so it can be seen).
    await page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: 'Media' }).click()
    const upload = await openDialog(page, page.getByRole('button', { name: 'Upload Media' }), 'Upload Media')
    await expect(upload.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled()
    await upload.getByLabel('File', { exact: true }).setInputFiles({ name: 'Evening calm.pdf', mimeType: 'application/pdf', buffer: paddedPdf(600 * 1024) })
    await expect(upload.getByLabel('Title')).toHaveValue('Evening calm')
    await upload.getByLabel('Category').fill('Sleep')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 200 * 1024 })
    await upload.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(upload.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
    await expect(page.getByText('Media file uploaded successfully')).toBeVisible({ timeout: 30_000 })
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    const card = page.getByTestId('media-card').filter({ hasText: 'Evening calm' }).first()
    await expect(card).toContainText('document')
    await expect(card).toContainText('Sleep')

    // Distribute it to the one customer, with a confirmation.
    const send = await openDialog(page, card.getByRole('button', { name: 'Send Evening calm' }), /Distribute/)
    await expect(send.getByRole('button', { name: 'Distribute' })).toBeDisabled()
    await send.getByLabel('Campaign title').fill('Evening campaign')
    await send.getByLabel('Individual users').check()
    await send.getByLabel('E-mail addresses (comma-separated)').fill(` ${customer.email} , `)
    await send.getByRole('button', { name: 'Distribute' }).click()
    await expect(page.getByText('Send this media to 1 customer?')).toBeVisible()
    await page.getByRole('button', { name: 'Yes, send' }).click()
    await expect(page.getByText('Media distributed to 1 user')).toBeVisible()

    await page.getByRole('tab', { name: 'Distributions' }).click()
    const row = page.getByTestId('distribution-row').filter({ hasText: 'Evening campaign' })
    await expect(row).toContainText('Sent')
    await expect(row).toContainText('0 viewed')

    // The customer has it: the unread badge, and the private file opens with her page session.
    const customerContext = await browser.newContext()
    const customerPage = await customerContext.newPage()
    await signIn(customerPage, customer)
    await customerPage.goto(`${E2E.appUrl}/dashboard`)
    await expect(customerPage.getByTestId('unread-badge').first()).toHaveText('1')
    const list = (await (await customerPage.request.get(`${E2E.appUrl}/api/user/notifications`)).json()) as { notifications: { title: string; media_url: string }[] }
    const item = list.notifications.find((n) => n.title === 'Evening campaign')!
    const file = await customerPage.request.get(`${E2E.appUrl}${item.media_url}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    await customerContext.close()

    // Change password, then log out.
    const change = await openDialog(page, page.getByRole('banner').getByRole('button', { name: 'Change password' }), 'Change password')
    await change.getByLabel('Current password').fill(staff.password)
    await change.getByLabel('New password', { exact: true }).fill('new-secret-1')
    await change.getByLabel('Confirm new password').fill('new-secret-2')
    await change.getByRole('button', { name: 'Update password' }).click()
    await expect(change.getByText('New passwords do not match')).toBeVisible()
    await change.getByLabel('Confirm new password').fill('new-secret-1')
    await change.getByRole('button', { name: 'Update password' }).click()
    await expect(page.getByText('Password updated successfully')).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByText('Logged out successfully')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible()
    await page.goto('/admin/customers')
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})
