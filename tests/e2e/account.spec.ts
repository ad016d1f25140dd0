import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'

import { readZip } from '../support/zip'
import { createCustomer, expect, openHydrated, signIn, test } from './fixtures'
import { E2E } from './servers'

/** Her data is hers (issue 18): /account in the browser. */
test.describe('Your account', () => {
  test('is linked from the account menu and the mobile panel, and shows her details', async ({ page, customer }) => {
    await openHydrated(page, '/dashboard')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Your account' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible()
    await expect(page.getByText(customer.email)).toBeVisible()
    await expect(page.getByText('You have not given any consent yet.')).toBeVisible()

    await page.setViewportSize({ width: 390, height: 844 })
    await openHydrated(page, '/dashboard')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByTestId('nav-panel').getByRole('link', { name: 'Your account' }).click()
    await expect(page).toHaveURL(/\/account$/)
  })

  test('changes the password only with the current one', async ({ page, customer }) => {
    await page.goto('/account')
    const form = page.getByRole('region', { name: 'Password' })
    await form.getByLabel('Current password').fill('not-my-password')
    await form.getByLabel('New password').fill('a-new-password')
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.')

    await form.getByLabel('Current password').fill(customer.password)
    await form.getByLabel('New password').fill('a-new-password')
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your password is changed. Other devices are signed out.')).toBeVisible()

    const login = await fetch(`${E2E.appUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: 'a-new-password' }),
    })
    expect(login.status).toBe(200)
  })

  test('signs out of all devices', async ({ page, customer }) => {
    const other = await fetch(`${E2E.appUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    })
    const { session_token } = (await other.json()) as { session_token: string }
    await page.goto('/account')
    await page.getByRole('button', { name: 'Sign out of all devices' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('You are signed out on every device.')).toBeVisible()
    const session = await fetch(`${E2E.appUrl}/api/auth/session`, { headers: { Authorization: `Bearer ${session_token}` } })
    expect(session.status).toBe(401)
    await page.goto('/account')
    await expect(page).toHaveURL(/\/$/)
  })

  test('downloads her data as a zip', async ({ page, customer }) => {
    const checkin = await fetch(`${E2E.appUrl}/api/checkin/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ date: new Date().toISOString().slice(0, 10), energy_level: 7, sleep_quality: 6, stress_level: 3, mood: 8, journal_entry: 'A calm day' }),
    })
    expect(checkin.status).toBe(201)
    await page.goto('/account')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()])
    expect(download.suggestedFilename()).toMatch(/^liberate-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = readZip(readFileSync((await download.path())!))
    expect([...files.keys()]).toContain('data.json')
    const data = JSON.parse(files.get('data.json')!.toString('utf8'))
    expect(data.profile.email).toBe(customer.email)
    expect(data.checkins[0].journal_entry).toBe('A calm day')
    expect(files.get('checkins.csv')!.toString('utf8')).toContain('A calm day')
  })

  test('withdraws the data-sharing consent', async ({ page, customer }) => {
    const submitted = await fetch(`${E2E.appUrl}/api/questionnaire/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({
        assessment_type: 'test_submission',
        first_name: 'Maya',
        last_name: 'Test',
        email: customer.email,
        phone: '+447700900123',
        data_consent: ['Yes, I consent to data processing and sharing'],
      }),
    })
    expect(submitted.status).toBe(201)
    await page.goto('/account')
    const consent = page.getByTestId('consent')
    await expect(consent).toContainText('Agreed')
    await consent.getByText('The words you agreed to').click()
    await expect(consent).toContainText('Yes, I consent to data processing and sharing')
    await consent.getByRole('button', { name: 'Withdraw consent' }).click()
    await consent.getByRole('button', { name: 'Yes, withdraw consent' }).click()
    await expect(page.getByText('Your data-sharing consent is withdrawn. Wellness staff no longer see your data.')).toBeVisible()
    await expect(consent).toContainText('Withdrawn')
    await expect(consent).toContainText('Wellness staff do not see your data.')
  })

  test('deletes the account after the password and DELETE; she is signed out and can sign up again', async ({ page }) => {
    const customer = await createCustomer('Dora Delete')
    await signIn(page, customer)
    await page.goto('/account')
    await expect(page.getByText('the record of each payment')).toBeVisible()
    await page.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByLabel('Your password').fill('wrong-password')
    await dialog.getByLabel('Type DELETE to confirm').fill('delete')
    await expect(dialog.getByRole('button', { name: 'Delete everything' })).toBeDisabled()
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
    await dialog.getByRole('button', { name: 'Delete everything' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Your current password is not correct.')

    await dialog.getByLabel('Your password').fill(customer.password)
    await dialog.getByRole('button', { name: 'Delete everything' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Your account and your data are deleted.')).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/$/)

    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog', { name: 'Welcome to Menopause Support' })
    await modal.getByRole('tab', { name: 'Create Account' }).click()
    await modal.getByLabel('Full name').fill('Dora Again')
    await modal.getByLabel('Email').fill(customer.email)
    await modal.getByLabel('Password').fill(`again-${randomUUID().slice(0, 6)}`)
    await modal.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: /Dora Again/ })).toBeVisible()
  })

  test('an account made through Google deletes itself with DELETE alone just after signing in', async ({ page }) => {
    const email = `gwen.${randomUUID().slice(0, 8)}@example.com`
    await fetch(`${E2E.googleUrl}/__profile`, { method: 'POST', body: JSON.stringify({ email, name: 'Gwen Google', sub: `sub-${email}` }) })
    await page.goto('/')
    await page.getByRole('button', { name: 'Continue with Google' }).first().click()
    await expect(page.getByRole('heading', { name: /Gwen Google/ })).toBeVisible()

    await page.goto('/account')
    await expect(page.getByText('You sign in with Google, so there is no password to change here.')).toBeVisible()
    await expect(page.getByLabel('Current password')).toHaveCount(0)
    await page.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(dialog.getByLabel('Your password')).toHaveCount(0)
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
    await dialog.getByRole('button', { name: 'Delete everything' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Your account and your data are deleted.')).toBeVisible()
  })
})
